import { SEVERITY_LABELS, type DamagedPart } from '@inspection/report-model';
import { Badge } from '@inspection/ui';
import { SEVERITY_BADGE, SEVERITY_FILL } from './severity-styles';

/** The exterior damage table (spec document 2 §2): one row per damaged part, worst first — part, conditions, severity. */
export function ExteriorDamageTable({ parts, label }: { parts: readonly DamagedPart[]; label: (part: string) => string }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full border-collapse text-left text-sm" data-testid="damage-parts">
        <caption className="sr-only">Exterior damage</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">Part</th>
            <th scope="col" className="px-3 py-2 font-medium">Conditions</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">Severity</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {parts.map((part) => (
            <tr key={part.name} className="break-inside-avoid">
              <th scope="row" className="px-3 py-2 font-medium text-slate-900">{label(part.name)}</th>
              <td className="px-3 py-2 text-slate-700">{part.conditions.join(', ')}</td>
              <td className="px-3 py-2 text-right">
                <Badge variant={SEVERITY_BADGE[part.severity]} data-severity={part.severity}>
                  <span aria-hidden="true" className="inline-block size-2 rounded-full" style={{ backgroundColor: SEVERITY_FILL[part.severity] }} />
                  {SEVERITY_LABELS[part.severity]}
                </Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
