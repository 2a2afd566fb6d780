// The contacts from 1024 px a table that fits its box, below it cards (docs/architecture/tables.md); newest first
// until a header sorts them.
import type { Contact, ContactSortKey, ListSort } from '@inspection/crm-domain';
import { DataCard, DataCardList, SortableHeaderCell, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow, TruncatedText } from '@inspection/ui';
import { formatDay } from '../crm-dialogs/format-dates';
import { ContactNameLink, CreatedCell, EditButton, EditCell } from './crm-table-cells';
import { formatPhone } from '@inspection/shared-domain';
import { useFreshRows } from '@inspection/supabase-client';

export interface ContactsViewProps {
  contacts: Contact[];
  sort: ListSort<ContactSortKey>;
  onSort: (sort: ListSort<ContactSortKey>) => void;
  onEdit: (contact: Contact) => void;
}

export function ContactsTable({ contacts, sort, onSort, onEdit }: ContactsViewProps) {
  const header = (label: string, key: ContactSortKey, className: string, first: 'ascending' | 'descending' = 'ascending') => (
    <SortableHeaderCell label={label} sortKey={key} sort={sort} onSort={onSort} firstDirection={first} className={`px-3 ${className}`} />
  );
  const fresh = useFreshRows();
  return (
    <Table aria-label="Contacts" className="table-fixed">
      {/* Sentence case, as the sorting headers' buttons are (docs/architecture/tables.md). */}
      <TableHead className="normal-case tracking-normal">
        <tr>
          {header('Full Name', 'name', 'w-[30%]')}
          {header('Phone Number', 'phone', 'w-[22%]')}
          {header('Email', 'email', 'w-[28%]')}
          {header('Created', 'created', 'w-[20%]', 'descending')}
          <TableHeaderCell sticky="end" className="w-28 px-2 text-right">
            Actions
          </TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {contacts.map((contact) => (
          <TableRow key={contact.id} data-testid="contact-row" data-fresh={fresh.has(contact.id) || undefined}>
            <TableCell className="px-3">
              <ContactNameLink contact={contact} />
            </TableCell>
            <TableCell className="px-3">
              <TruncatedText>{formatPhone(contact.phone_number)}</TruncatedText>
            </TableCell>
            <TableCell className="px-3">
              <TruncatedText>{contact.email}</TruncatedText>
            </TableCell>
            <CreatedCell createdAt={contact.created_at} className="px-3" />
            <EditCell label={`Edit contact ${contact.full_name}`} onEdit={() => onEdit(contact)} />
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function ContactCards({ contacts, onEdit }: Omit<ContactsViewProps, 'sort' | 'onSort'>) {
  const fresh = useFreshRows();
  return (
    <DataCardList aria-label="Contacts" className="md:grid md:grid-cols-2">
      {contacts.map((contact) => (
        <DataCard
          key={contact.id}
          data-testid="contact-row"
          data-fresh={fresh.has(contact.id) || undefined}
          title={<ContactNameLink contact={contact} />}
          actions={<EditButton label={`Edit contact ${contact.full_name}`} onEdit={() => onEdit(contact)} />}
        >
          <TruncatedText>{[formatPhone(contact.phone_number), contact.email].filter(Boolean).join(' · ')}</TruncatedText>
          <span className="text-xs text-slate-500">Created {formatDay(contact.created_at)}</span>
        </DataCard>
      ))}
    </DataCardList>
  );
}
