// What an opened number shows, in the call log and in Needs Callback alike: call back, the contact
// (or add it to the CRM), then the number's calls.
import type { CallLogEntry } from '@inspection/calllogs-domain';
import type { Contact } from '@inspection/crm-public-api';
import { CallsTable } from './calls-table';
import { AddToCrmLink, CallBackLink, OpenContactLink } from './contact-links';

export function CallCount({ count }: { count: number }) {
  return (
    <span>
      {count} {count === 1 ? 'call' : 'calls'}
    </span>
  );
}

export function CallGroupDetails({
  phone,
  contactName,
  contact,
  calls,
  list,
  className,
}: {
  phone: string;
  contactName: string;
  contact: Contact | undefined;
  calls: readonly CallLogEntry[];
  list: 'main' | 'callback';
  className: string;
}) {
  return (
    <div className={className}>
      <div className="flex flex-wrap items-center gap-2">
        <CallBackLink phone={phone} />
        {contact ? <OpenContactLink contact={contact} /> : <AddToCrmLink phone={phone} name={contactName} />}
      </div>
      <CallsTable calls={calls} list={list} />
    </div>
  );
}
