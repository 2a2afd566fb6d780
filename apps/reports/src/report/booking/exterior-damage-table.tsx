import type { DamagedPart } from '@inspection/reports-model';
import { useI18n } from '@inspection/i18n';
import { formatList } from '@inspection/shared-domain';
import { Badge } from '@inspection/ui';
import { SEVERITY_BADGE, SEVERITY_FILL } from './severity-styles';
import { conditionName, SEVERITY_KEYS } from '../i18n/report-words';

/** The exterior damage table (docs/areas/reports.md#the-buyers-report): one row per damaged part, worst first — part, conditions, severity. */
export function ExteriorDamageTable({ parts, label }: { parts: readonly DamagedPart[]; label: (part: string) => string }) {
  const { t, language } = useI18n();
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full border-collapse text-start text-sm" data-testid="damage-parts">
        <caption className="sr-only">{t('damage.caption')}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">{t('damage.part')}</th>
            <th scope="col" className="px-3 py-2 font-medium">{t('damage.conditions')}</th>
            <th scope="col" className="px-3 py-2 text-end font-medium">{t('damage.severity')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {parts.map((part) => (
            <tr key={part.name} className="break-inside-avoid">
              <th scope="row" className="px-3 py-2 font-medium text-slate-900">{label(part.name)}</th>
              <td className="px-3 py-2 text-slate-700">{formatList(part.conditions.map((condition) => conditionName(t, condition)), language)}</td>
              <td className="px-3 py-2 text-end">
                <Badge variant={SEVERITY_BADGE[part.severity]} data-severity={part.severity}>
                  <span aria-hidden="true" className="inline-block size-2 rounded-full" style={{ backgroundColor: SEVERITY_FILL[part.severity] }} />
                  {t(SEVERITY_KEYS[part.severity])}
                </Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
