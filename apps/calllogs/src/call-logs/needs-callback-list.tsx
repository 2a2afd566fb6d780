// One collapsible entry per number whose latest call is missed or rejected and within the range.
import { useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { CALL_LOG_MESSAGES, type Contact, type NeedsCallbackEntry } from '@inspection/domain';
import { Card, cn } from '@inspection/ui';
import { CallsTable } from './calls-table';
import { CallTypeBadge } from './call-type-badge';
import { AddToCrmLink, CallBackLink, OpenContactLink } from './contact-links';
import { formatCallTime } from './format-call-time';

function NeedsCallbackItem({ entry, contact }: { entry: NeedsCallbackEntry; contact: Contact | undefined }) {
  const [open, setOpen] = useState(false);
  const name = entry.contact_name || contact?.full_name || CALL_LOG_MESSAGES.unknownContact;
  const count = entry.all_calls.length;
  return (
    <li className="rounded-lg border border-slate-200 bg-white" data-testid="callback-entry">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3">
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          className="flex min-h-10 min-w-0 flex-1 items-center gap-3 rounded-md text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
        >
          <ChevronDown className={cn('size-4 shrink-0 text-slate-500 transition-transform', open && 'rotate-180')} aria-hidden="true" />
          <span className="min-w-0">
            <span className="block truncate font-medium text-slate-900">{entry.phone_number}</span>
            <span className="block truncate text-sm text-slate-600">{name}</span>
          </span>
        </button>
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <CallTypeBadge type={entry.call_status} list="callback" />
          <span>
            {count} {count === 1 ? 'call' : 'calls'}
          </span>
          <span>
            Last call: <span className="text-slate-800">{formatCallTime(entry.last_call_time_ms, entry.last_call_time)}</span>
          </span>
        </div>
      </div>
      {open && (
        <div className="flex flex-col gap-3 border-t border-slate-100 p-3">
          <div className="flex flex-wrap items-center gap-2">
            <CallBackLink phone={entry.phone_number} />
            {contact ? <OpenContactLink contact={contact} /> : <AddToCrmLink phone={entry.phone_number} name={entry.contact_name} />}
          </div>
          <CallsTable calls={entry.all_calls} list="callback" />
        </div>
      )}
    </li>
  );
}

export function NeedsCallbackList({ entries, contactFor }: { entries: readonly NeedsCallbackEntry[]; contactFor: (key: string) => Contact | undefined }) {
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="text-lg font-semibold text-slate-900">
        Needs Callback <span className="text-sm font-normal text-slate-500">({entries.length})</span>
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">{CALL_LOG_MESSAGES.noCallback}</p>
      ) : (
        <ul className="flex max-h-[28rem] flex-col gap-2 overflow-y-auto pr-1" aria-label="Needs Callback">
          {entries.map((entry) => (
            <NeedsCallbackItem key={entry.phone_key} entry={entry} contact={contactFor(entry.phone_key)} />
          ))}
        </ul>
      )}
    </Card>
  );
}
