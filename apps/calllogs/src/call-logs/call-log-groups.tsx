// The calls grouped by number, most recent first, virtualised: only the groups on screen are in the
// DOM, however many numbers the sheet holds. Each group opens on its own.
import { memo } from 'react';
import { CALL_LOG_MESSAGES, type CallGroup } from '@inspection/calllogs-domain';
import { type Contact } from '@inspection/crm-public-api';
import { CallGroupDetails } from './call-group-details';
import { CallGroupSummary, OpenChevron } from './call-group-summary';
import { PhoneNumberLink } from './contact-links';
import { formatCallTime } from './format-call-time';
import { useOpenKeys } from './use-open-keys';
import { VirtualList } from './virtual-list';
import { formatPhone } from '@inspection/shared-domain';

const GroupRow = memo(function GroupRow({
  group,
  contact,
  open,
  onToggle,
}: {
  group: CallGroup;
  contact: Contact | undefined;
  open: boolean;
  onToggle: (key: string) => void;
}) {
  return (
    <div className="border-b border-slate-100 px-3 py-2" data-testid="call-group">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <button
          type="button"
          aria-expanded={open}
          aria-label={`${open ? 'Hide' : 'Show'} calls of ${formatPhone(group.phone_number)}`}
          onClick={() => onToggle(group.phone_key)}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
        >
          <OpenChevron open={open} />
        </button>
        {/* At least 10rem for the number, so on a phone the summary wraps below it instead of running into it. */}
        <div className="min-w-0 flex-1 basis-40">
          <PhoneNumberLink phone={group.phone_number} contact={contact} />
          <p className="truncate text-sm text-slate-600">{group.contact_name || contact?.full_name || CALL_LOG_MESSAGES.unknownContact}</p>
        </div>
        <CallGroupSummary
          type={group.last_call.call_type}
          list="main"
          count={group.calls.length}
          time={<span className="hidden sm:inline">{formatCallTime(group.last_call_time_ms, group.last_call.call_time)}</span>}
        />
      </div>
      {open && (
        <CallGroupDetails
          phone={group.phone_number}
          contactName={group.contact_name}
          contact={contact}
          calls={group.calls}
          list="main"
          className="mt-2 flex flex-col gap-2 pb-2 pl-0 sm:pl-13"
        />
      )}
    </div>
  );
});

export const CallLogGroups = memo(function CallLogGroups({
  groups,
  contactFor,
}: {
  groups: readonly CallGroup[];
  contactFor: (key: string) => Contact | undefined;
}) {
  const { openKeys, toggle } = useOpenKeys();

  if (groups.length === 0) return <p className="p-4 text-sm text-slate-600">{CALL_LOG_MESSAGES.empty}</p>;
  return (
    <VirtualList
      items={groups}
      itemKey={(group) => group.phone_key}
      estimateSize={66}
      className="h-[36rem] rounded-lg border border-slate-200 bg-white"
      data-testid="call-log-list"
      renderItem={(group) => (
        <GroupRow group={group} contact={contactFor(group.phone_key)} open={openKeys.has(group.phone_key)} onToggle={toggle} />
      )}
    />
  );
});
