import { conditionLabel, scoreTone, type ScoreTone } from '@inspection/domain';
import { Badge, Card, type BadgeVariant } from '@inspection/ui';

const toneVariant: Record<ScoreTone, BadgeVariant> = { green: 'success', yellow: 'warning', red: 'danger' };

// The original computes the summary with a helper the spec does not show; this one says what the numbers say.
function summaryText(score: number, damagePartCount: number): string {
  const label = conditionLabel(score).toLowerCase();
  const damage =
    damagePartCount === 0
      ? 'No body damage was recorded.'
      : `Damage was recorded on ${damagePartCount} ${damagePartCount === 1 ? 'part' : 'parts'}.`;
  return `The vehicle is in ${label} overall condition. ${damage}`;
}

export function ScoreCard({ score, damagePartCount }: { score: number; damagePartCount: number }) {
  const rounded = Math.round(score * 10) / 10;
  return (
    <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Overall Condition Score</h2>
        <p className="mt-1 text-sm text-slate-600">{summaryText(rounded, damagePartCount)}</p>
      </div>
      <div className="flex items-center gap-3">
        <span className="text-3xl font-bold text-slate-900">{rounded}/10</span>
        <Badge variant={toneVariant[scoreTone(rounded)]} data-testid="condition-badge">
          {conditionLabel(rounded)}
        </Badge>
      </div>
    </Card>
  );
}
