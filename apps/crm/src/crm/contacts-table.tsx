import { Link } from 'react-router-dom';
import { Pencil } from 'lucide-react';
import type { Contact } from '@inspection/domain';
import { Button, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@inspection/ui';
import { formatDay } from '../crm-dialogs/format-dates';

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
              <Link to={`/contacts/${contact.id}`} className="font-medium text-blue-700 hover:underline">
                {contact.full_name}
              </Link>
            </TableCell>
            <TableCell className="whitespace-nowrap">{contact.phone_number}</TableCell>
            <TableCell className="hidden md:table-cell">{contact.email ?? '—'}</TableCell>
            <TableCell className="hidden whitespace-nowrap lg:table-cell">{formatDay(contact.created_at)}</TableCell>
            <TableCell className="text-right">
              <Button variant="ghost" size="sm" onClick={() => onEdit(contact)} aria-label={`Edit contact ${contact.full_name}`}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
