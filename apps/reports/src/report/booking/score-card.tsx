import { conditionLabel, scoreBarWidth, scoreTone, type ScoreTone } from '@inspection/reports-domain';
import { Badge, Card, type BadgeVariant } from '@inspection/ui';

const toneVariant: Record<ScoreTone, BadgeVariant> = { green: 'success', yellow: 'warning', red: 'danger' };
const toneBar: Record<ScoreTone, string> = { green: 'bg-emerald-500', yellow: 'bg-amber-400', red: 'bg-red-500' };

// The summary is built from the score's condition label and the damaged-part count only, so it never says more
// than the numbers on the card.
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
  const tone = scoreTone(rounded);
  return (
    <Card className="flex flex-col gap-3 p-5 report-card">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Overall Condition Score</h2>
          <p className="mt-1 text-sm text-slate-600">{summaryText(rounded, damagePartCount)}</p>
        </div>
        <div className="flex items-center gap-3">
          <span className="text-3xl font-bold text-slate-900">{`${rounded}/10`}</span>
          <Badge variant={toneVariant[tone]} data-testid="condition-badge" data-tone={tone}>
            {conditionLabel(rounded)}
          </Badge>
        </div>
      </div>
      <div className="h-2.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div className={`h-full rounded-full ${toneBar[tone]}`} style={{ width: scoreBarWidth(rounded) }} />
      </div>
    </Card>
  );
}
