// The cells the contacts and leads tables share: the contact's name linking to its page, the created day and
// the row's Edit button.
import { Link } from 'react-router-dom';
import { crmPaths } from '@inspection/platform-manifest';
import { Pencil } from 'lucide-react';
import { Button, TableCell } from '@inspection/ui';
import { formatDay } from '../crm-dialogs/format-dates';

export function ContactNameLink({ contact }: { contact: { id: string; full_name: string } }) {
  return (
    // A touch target of 44 px on tablets and phones (the row's Edit button is as tall), 24 px at least on a laptop.
    <Link to={crmPaths.contactDetail.to({ id: contact.id })} className="inline-flex min-h-11 items-center font-medium text-blue-700 hover:underline lg:min-h-6">
      {contact.full_name}
    </Link>
  );
}

/** Shown from wide screens on. */
export function CreatedCell({ createdAt }: { createdAt: string }) {
  return <TableCell className="hidden whitespace-nowrap lg:table-cell">{formatDay(createdAt)}</TableCell>;
}

export function EditCell({ label, onEdit }: { label: string; onEdit: () => void }) {
  return (
    <TableCell className="text-right">
      <Button variant="ghost" size="sm" onClick={onEdit} aria-label={label}>
        <Pencil aria-hidden="true" />
        Edit
      </Button>
    </TableCell>
  );
}
