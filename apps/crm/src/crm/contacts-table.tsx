import type { Contact } from '@inspection/crm-domain';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@inspection/ui';
import { ContactNameLink, CreatedCell, EditCell } from './crm-table-cells';

export function ContactsTable({ contacts, onEdit }: { contacts: Contact[]; onEdit: (contact: Contact) => void }) {
  return (
    <Table aria-label="Contacts">
      <TableHead>
        <tr>
          <TableHeaderCell>Full Name</TableHeaderCell>
          <TableHeaderCell>Phone Number</TableHeaderCell>
          <TableHeaderCell className="hidden md:table-cell">Email</TableHeaderCell>
          <TableHeaderCell className="hidden lg:table-cell">Created</TableHeaderCell>
          <TableHeaderCell className="text-right">Actions</TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {contacts.map((contact) => (
          <TableRow key={contact.id} data-testid="contact-row">
            <TableCell>
              <ContactNameLink contact={contact} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{contact.phone_number}</TableCell>
            <TableCell className="hidden md:table-cell">{contact.email ?? '—'}</TableCell>
            <CreatedCell createdAt={contact.created_at} />
            <EditCell label={`Edit contact ${contact.full_name}`} onEdit={() => onEdit(contact)} />
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
