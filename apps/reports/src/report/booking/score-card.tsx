import { conditionLabel, scoreBarWidth, scoreTone, type ScoreTone } from '@inspection/reports-domain';
import { useI18n } from '@inspection/i18n';
import { Badge, Card, type BadgeVariant } from '@inspection/ui';
import { CONDITION_KEYS, outOfTen } from '../i18n/report-words';

const toneVariant: Record<ScoreTone, BadgeVariant> = { green: 'success', yellow: 'warning', red: 'danger' };
const toneBar: Record<ScoreTone, string> = { green: 'bg-emerald-500', yellow: 'bg-amber-400', red: 'bg-red-500' };

export function ScoreCard({ score, damagePartCount }: { score: number; damagePartCount: number }) {
  const { t, language } = useI18n();
  const rounded = Math.round(score * 10) / 10;
  const tone = scoreTone(rounded);
  const condition = t(CONDITION_KEYS[conditionLabel(rounded)]);
  // Built from the score's condition label and the damaged-part count only, so it never says more than the numbers.
  const summary = t('score.summary', {
    condition: condition.toLocaleLowerCase(language),
    damage: t('score.damage', { count: damagePartCount }),
  });
  return (
    <Card className="flex flex-col gap-3 p-5 report-card">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{t('score.title')}</h2>
          <p className="mt-1 text-sm text-slate-600">{summary}</p>
        </div>
        <div className="flex items-center gap-3">
          <span className="text-3xl font-bold whitespace-nowrap text-slate-900">{outOfTen(t, rounded, language)}</span>
          <Badge variant={toneVariant[tone]} data-testid="condition-badge" data-tone={tone}>
            {condition}
          </Badge>
        </div>
      </div>
      <div className="h-2.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        {/* The bar fills from the start of the line: the right on an Arabic page. */}
        <div className={`h-full rounded-full ${toneBar[tone]}`} style={{ width: scoreBarWidth(rounded) }} />
      </div>
    </Card>
  );
}
