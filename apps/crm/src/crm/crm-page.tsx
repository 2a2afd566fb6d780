// /crm: the latest lead of each contact and every contact, with filters and the add/edit dialogs; leads with a
// follow-up due first, contacts newest first, tables from 1024 px and cards below (docs/areas/crm.md#the-crm-screen).
// '?addContact=<number>&name=<name>' (the call logs' 'Add to CRM') opens 'Add Contact' prefilled.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Plus, UserPlus, Users } from 'lucide-react';
import { useContacts, useLeads } from '@inspection/crm-data-access';
import {
  CRM_MESSAGES, DEFAULT_CONTACT_SORT, DEFAULT_LEAD_SORT, EMPTY_CRM_FILTERS, businessToday, filterContacts, filterLeads, latestLeadPerContact,
  sortContacts, sortLeads, type Contact, type ContactFormInput, type CrmFilters,
} from '@inspection/crm-domain';
import { Button, EmptyState, ErrorBox, ListSortControl, PageHeader, PageSpinner, useMinWidth } from '@inspection/ui';
import type { LeadDialogMode } from '../crm-dialogs/lead-dialog';
import { LazyContactDialog as ContactDialog, LazyLeadDialog as LeadDialog } from '../crm-dialogs/lazy-dialogs';
import { CrmFiltersBar } from './crm-filters';
import { LeadsTable } from './leads-table';
import { LeadCards } from './lead-cards';
import { ContactCards, ContactsTable } from './contacts-table';
import { CONTACT_SORT_COLUMNS, LEAD_SORT_COLUMNS } from './crm-sort-columns';
import { useLiveCrm } from '../live/live-crm';

type ContactDialogState = { contact: Contact | null; prefill?: Partial<ContactFormInput> } | null;

export default function CrmPage() {
  const leads = useLeads();
  const contacts = useContacts();
  useLiveCrm();
  const [filters, setFilters] = useState<CrmFilters>(EMPTY_CRM_FILTERS);
  const [params, setParams] = useSearchParams();
  const [contactDialog, setContactDialog] = useState<ContactDialogState>(() => {
    const phone = params.get('addContact');
    return phone ? { contact: null, prefill: { phone_number: phone, full_name: params.get('name') ?? '' } } : null;
  });
  const [leadDialog, setLeadDialog] = useState<LeadDialogMode | null>(null);
  const [leadSort, setLeadSort] = useState(DEFAULT_LEAD_SORT);
  const [contactSort, setContactSort] = useState(DEFAULT_CONTACT_SORT);
  const wide = useMinWidth();
  const today = businessToday();

  const latest = useMemo(() => latestLeadPerContact(leads.data ?? []), [leads.data]);
  const shownLeads = useMemo(() => sortLeads(filterLeads(latest, filters, today), leadSort), [latest, filters, today, leadSort]);
  const shownContacts = useMemo(
    () => sortContacts(filterContacts(contacts.data ?? [], filters.search), contactSort),
    [contacts.data, filters.search, contactSort],
  );

  const closeContactDialog = () => {
    setContactDialog(null);
    if (params.has('addContact')) setParams({}, { replace: true });
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 p-4 sm:p-6">
      <PageHeader
        className="mb-0"
        title="CRM - Vehicle Inspection"
        description="Contacts and their inspection leads"
        actions={
          <>
            <Button variant="outline" onClick={() => setContactDialog({ contact: null })}>
              <UserPlus aria-hidden="true" />
              Add Contact
            </Button>
            <Button onClick={() => setLeadDialog({ kind: 'add' })}>
              <Plus aria-hidden="true" />
              Add Lead
            </Button>
          </>
        }
      />
      <CrmFiltersBar filters={filters} onChange={setFilters} />

      <section aria-labelledby="leads-heading" className="flex flex-col gap-3">
        <h2 id="leads-heading" className="text-lg font-semibold text-slate-900">
          Leads {leads.data && <span className="text-sm font-normal text-slate-500">({shownLeads.length})</span>}
        </h2>
        {leads.isPending ? (
          <PageSpinner label="Loading leads" />
        ) : leads.isError ? (
          <ErrorBox>{CRM_MESSAGES.leadsLoadFailed}</ErrorBox>
        ) : shownLeads.length === 0 ? (
          <EmptyState title="No leads found." />
        ) : wide ? (
          <LeadsTable leads={shownLeads} today={today} sort={leadSort} onSort={setLeadSort} onEdit={(lead) => setLeadDialog({ kind: 'edit', lead })} />
        ) : (
          <>
            <ListSortControl label="Sort leads by" columns={LEAD_SORT_COLUMNS} sort={leadSort} onSort={setLeadSort} />
            <LeadCards leads={shownLeads} today={today} onEdit={(lead) => setLeadDialog({ kind: 'edit', lead })} />
          </>
        )}
      </section>

      <section aria-labelledby="contacts-heading" className="flex flex-col gap-3">
        <h2 id="contacts-heading" className="text-lg font-semibold text-slate-900">
          Contacts {contacts.data && <span className="text-sm font-normal text-slate-500">({shownContacts.length})</span>}
        </h2>
        {contacts.isPending ? (
          <PageSpinner label="Loading contacts" />
        ) : contacts.isError ? (
          <ErrorBox>{CRM_MESSAGES.contactsLoadFailed}</ErrorBox>
        ) : shownContacts.length === 0 ? (
          <EmptyState icon={Users} title="No contacts found." />
        ) : wide ? (
          <ContactsTable contacts={shownContacts} sort={contactSort} onSort={setContactSort} onEdit={(contact) => setContactDialog({ contact })} />
        ) : (
          <>
            <ListSortControl label="Sort contacts by" columns={CONTACT_SORT_COLUMNS} sort={contactSort} onSort={setContactSort} />
            <ContactCards contacts={shownContacts} onEdit={(contact) => setContactDialog({ contact })} />
          </>
        )}
      </section>

      <ContactDialog
        open={contactDialog !== null}
        onOpenChange={(open) => !open && closeContactDialog()}
        contact={contactDialog?.contact ?? null}
        prefill={contactDialog?.prefill}
      />
      <LeadDialog mode={leadDialog} onClose={() => setLeadDialog(null)} />
    </div>
  );
}
