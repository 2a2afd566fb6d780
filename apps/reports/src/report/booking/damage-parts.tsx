import type { ReactNode } from 'react';
import { damagedParts, SEVERITY_ORDER, type PartDamage } from '@inspection/reports-model';
import { useI18n } from '@inspection/i18n';
import { Card } from '@inspection/ui';
import { ExteriorDamageTable } from './exterior-damage-table';
import { SEVERITY_FILL } from './severity-styles';
import { SEVERITY_KEYS } from '../i18n/report-words';

export function SeverityLegend() {
  const { t } = useI18n();
  return (
    <ul className="flex flex-wrap gap-4 text-sm text-slate-700" aria-label={t('severity.legend')}>
      {SEVERITY_ORDER.map((severity) => (
        <li key={severity} className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3.5 rounded-sm border border-black/10" style={{ backgroundColor: SEVERITY_FILL[severity] }} />
          {t(SEVERITY_KEYS[severity])}
        </li>
      ))}
    </ul>
  );
}

/** The damaged parts as the exterior damage table (in words, worst first, with severity); the diagram (when given) beside it. */
export function DamageParts({
  parts,
  label,
  diagram,
}: {
  parts: Record<string, PartDamage>;
  label: (part: string) => string;
  diagram?: ReactNode;
}) {
  const { t } = useI18n();
  const damaged = damagedParts(parts);
  if (damaged.length === 0) return null;
  return (
    <Card className="p-5 report-card">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{t('damage.title')}</h2>
      <div className={diagram ? 'grid gap-5 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] print:grid-cols-[2fr_3fr]' : ''}>
        {diagram && (
          <figure className="flex flex-col items-center gap-3">
            {diagram}
            <figcaption>
              <SeverityLegend />
            </figcaption>
          </figure>
        )}
        <div className="flex flex-col gap-3">
          {!diagram && <SeverityLegend />}
          <ExteriorDamageTable parts={damaged} label={label} />
        </div>
      </div>
    </Card>
  );
}
