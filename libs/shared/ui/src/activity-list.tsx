// 'Activity' on a details page: the audit trail of one record in words, latest first (docs/areas/audit.md#where-it-is-shown).
import { auditActor, auditChanges, auditSummary, auditTime, businessTimeZone, type AuditEntry, type AuditWords } from '@inspection/shared-domain';
import { Card } from './card';
import { Spinner } from './spinner';

export interface ActivityListProps {
  entries: readonly AuditEntry[] | undefined;
  pending?: boolean;
  error?: boolean;
  title?: string;
  /** The names of the rows the entries refer to and the screen's own labels of its codes (a lead's source). */
  words?: AuditWords;
}

export function ActivityList({ entries, pending = false, error = false, title = 'Activity', words }: ActivityListProps) {
  return (
    <Card className="p-4 sm:p-6" aria-labelledby="activity-heading" role="region">
      <h2 id="activity-heading" className="mb-2 text-lg font-semibold text-slate-900">{title}</h2>
      {pending ? (
        <Spinner label="Loading activity..." />
      ) : error ? (
        <p className="text-sm text-red-700">Failed to load activity</p>
      ) : !entries || entries.length === 0 ? (
        <p className="text-sm text-slate-500">No activity yet.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-slate-100">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-1 py-2 text-sm" data-testid="activity-entry">
              <div className="flex flex-wrap items-baseline gap-x-2">
                <time dateTime={entry.at} className="font-medium text-slate-900">{auditTime(entry.at)}</time>
                <span className="text-slate-700">{auditSummary(entry)}</span>
                <span className="text-slate-500">by {auditActor(entry)}</span>
              </div>
              <ul className="flex flex-col gap-0.5 break-words text-slate-600">
                {auditChanges(entry, businessTimeZone(), words).map((line) => <li key={line}>{line}</li>)}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
