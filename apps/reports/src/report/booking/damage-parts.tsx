import type { ReactNode } from 'react';
import { damagedParts, SEVERITY_LABELS, SEVERITY_ORDER } from '@inspection/report-model';
import { Badge, Card } from '@inspection/ui';
import { SEVERITY_BADGE, SEVERITY_FILL } from './severity-styles';

export function SeverityLegend() {
  return (
    <ul className="flex flex-wrap gap-4 text-sm text-slate-700" aria-label="Severity legend">
      {SEVERITY_ORDER.map((severity) => (
        <li key={severity} className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3.5 rounded-sm border border-black/10" style={{ backgroundColor: SEVERITY_FILL[severity] }} />
          {SEVERITY_LABELS[severity]}
        </li>
      ))}
    </ul>
  );
}

/** The damaged parts, in words, worst first, each with its severity; the diagram (when given) beside them. */
export function DamageParts({
  parts,
  label,
  diagram,
}: {
  parts: Record<string, string[]>;
  label: (part: string) => string;
  diagram?: ReactNode;
}) {
  const damaged = damagedParts(parts);
  if (damaged.length === 0) return null;
  return (
    <Card className="p-5 report-card">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">Damage Parts</h2>
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
          <ul className="grid gap-2 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2" data-testid="damage-parts">
            {damaged.map((part) => (
              <li key={part.name} className="flex items-start justify-between gap-3 rounded-lg bg-slate-50 p-3 break-inside-avoid">
                <div>
                  <p className="font-medium text-slate-900">{label(part.name)}</p>
                  <p className="text-sm text-slate-600">{part.conditions.join(', ')}</p>
                </div>
                <Badge variant={SEVERITY_BADGE[part.severity]} data-severity={part.severity}>
                  <span aria-hidden="true" className="inline-block size-2 rounded-full" style={{ backgroundColor: SEVERITY_FILL[part.severity] }} />
                  {SEVERITY_LABELS[part.severity]}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Card>
  );
}
