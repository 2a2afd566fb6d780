import { AlertTriangle, CalendarCheck, Wrench } from 'lucide-react';
import { reportRecommendations, type PartDamage, type PartSeverity } from '@inspection/reports-model';
import { Card, cn } from '@inspection/ui';
import { useI18n } from '@inspection/i18n';
import { RECOMMENDATION_KEYS } from '../i18n/report-words';

const ICONS: Record<PartSeverity, typeof Wrench> = { high: AlertTriangle, medium: Wrench, low: CalendarCheck };
const TONES: Record<PartSeverity, string> = {
  high: 'border-red-200 bg-red-50 text-red-900',
  medium: 'border-orange-200 bg-orange-50 text-orange-900',
  low: 'border-slate-200 bg-slate-50 text-slate-800',
};

export function Recommendations({ parts, label }: { parts: Record<string, PartDamage>; label: (part: string) => string }) {
  const { t } = useI18n();
  const recommendations = reportRecommendations(parts, label);
  return (
    <Card className="p-5 report-card">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{t('recommendations.title')}</h2>
      <ul className="flex flex-col gap-3">
        {recommendations.map((recommendation) => {
          const Icon = ICONS[recommendation.priority];
          const keys = RECOMMENDATION_KEYS[recommendation.priority];
          return (
            <li key={recommendation.title} className={cn('flex gap-3 rounded-lg border p-3', TONES[recommendation.priority])}>
              <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <div>
                <h3 className="font-semibold">{t(keys.title)}</h3>
                <p className="text-sm">{t(keys.description, { parts: recommendation.parts.map(label) })}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
