import { formatCallDuration, type CallLogEntry } from '@inspection/calllogs-domain';
import { DataCard, DataCardList, useMinWidth } from '@inspection/ui';
import { CallTypeBadge } from './call-type-badge';
import { formatCallTime } from './format-call-time';

interface CallsProps {
  calls: readonly CallLogEntry[];
  list: 'callback' | 'main';
}

/**
 * The calls of one number: from 1024 px a table (Call Time, Duration, Type, Contact Name), below it two-line cards
 * that fit a phone's width (docs/architecture/tables.md).
 */
export function CallsTable(props: CallsProps) {
  return useMinWidth() ? <CallsAsTable {...props} /> : <CallsAsCards {...props} />;
}

function CallsAsCards({ calls, list }: CallsProps) {
  return (
    <DataCardList aria-label="Calls">
      {calls.map((call, i) => (
        <DataCard key={`${call.call_time}-${i}`} title={formatCallTime(call.call_time_ms, call.call_time)} badge={<CallTypeBadge type={call.call_type} list={list} />}>
          <span>
            {formatCallDuration(call.duration)} · {call.contact_name || '—'}
          </span>
        </DataCard>
      ))}
    </DataCardList>
  );
}

function CallsAsTable({ calls, list }: CallsProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">Call Time</th>
            <th scope="col" className="px-3 py-2 font-medium">Duration</th>
            <th scope="col" className="px-3 py-2 font-medium">Type</th>
            <th scope="col" className="px-3 py-2 font-medium">Contact Name</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {calls.map((call, i) => (
            <tr key={`${call.call_time}-${i}`}>
              <td className="whitespace-nowrap px-3 py-2 text-slate-700">{formatCallTime(call.call_time_ms, call.call_time)}</td>
              <td className="px-3 py-2 text-slate-700">{formatCallDuration(call.duration)}</td>
              <td className="px-3 py-2">
                <CallTypeBadge type={call.call_type} list={list} />
              </td>
              <td className="px-3 py-2 text-slate-700">{call.contact_name || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
