// One collapsible entry per number whose latest call is missed or rejected and within the range.
import { memo } from 'react';
import { CALL_LOG_MESSAGES, type NeedsCallbackEntry } from '@inspection/calllogs-domain';
import { type Contact } from '@inspection/crm-public-api';
import { Card } from '@inspection/ui';
import { CallGroupDetails } from './call-group-details';
import { CallGroupSummary, OpenChevron } from './call-group-summary';
import { formatCallTime } from './format-call-time';
import { useOpenKeys } from './use-open-keys';
import { VirtualList } from './virtual-list';
import { formatPhone } from '@inspection/shared-domain';

const NeedsCallbackItem = memo(function NeedsCallbackItem({
  entry,
  contact,
  open,
  onToggle,
}: {
  entry: NeedsCallbackEntry;
  contact: Contact | undefined;
  open: boolean;
  onToggle: (key: string) => void;
}) {
  const name = entry.contact_name || contact?.full_name || CALL_LOG_MESSAGES.unknownContact;
  return (
    <div className="pb-2">
    <div className="rounded-lg border border-slate-200 bg-white" data-testid="callback-entry">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3">
        <button
          type="button"
          aria-expanded={open}
          onClick={() => onToggle(entry.phone_key)}
          className="flex min-h-10 min-w-0 flex-1 items-center gap-3 rounded-md text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
        >
          <OpenChevron open={open} className="shrink-0 text-slate-500" />
          <span className="min-w-0">
            <span className="block truncate font-medium text-slate-900">{formatPhone(entry.phone_number)}</span>
            <span className="block truncate text-sm text-slate-600">{name}</span>
          </span>
        </button>
        <CallGroupSummary
          type={entry.call_status}
          list="callback"
          count={entry.all_calls.length}
          time={
            <span>
              Last call: <span className="text-slate-800">{formatCallTime(entry.last_call_time_ms, entry.last_call_time)}</span>
            </span>
          }
        />
      </div>
      {open && (
        <CallGroupDetails
          phone={entry.phone_number}
          contactName={entry.contact_name}
          contact={contact}
          calls={entry.all_calls}
          list="callback"
          className="flex flex-col gap-3 border-t border-slate-100 p-3"
        />
      )}
    </div>
    </div>
  );
});

/** Virtualised as well: a busy month has hundreds of numbers to call back. */
export const NeedsCallbackList = memo(function NeedsCallbackList({
  entries,
  contactFor,
}: {
  entries: readonly NeedsCallbackEntry[];
  contactFor: (key: string) => Contact | undefined;
}) {
  const { openKeys, toggle } = useOpenKeys();
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="text-lg font-semibold text-slate-900">
        Needs Callback <span className="text-sm font-normal text-slate-500">({entries.length})</span>
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">{CALL_LOG_MESSAGES.noCallback}</p>
      ) : (
        <VirtualList
          items={entries}
          itemKey={(entry) => entry.phone_key}
          estimateSize={74}
          aria-label="Needs Callback"
          className={entries.length > 5 ? 'h-[28rem] pr-1' : 'max-h-[28rem] pr-1'}
          renderItem={(entry) => (
            <NeedsCallbackItem entry={entry} contact={contactFor(entry.phone_key)} open={openKeys.has(entry.phone_key)} onToggle={toggle} />
          )}
        />
      )}
    </Card>
  );
});
