// The cells and card pieces the contacts and leads lists share: the contact's name linking to its page, the
// created day, the follow-up day and the row's Edit button.
import { Link } from 'react-router-dom';
import { crmPaths } from '@inspection/platform-manifest';
import { Pencil } from 'lucide-react';
import { isFollowUpDue } from '@inspection/crm-domain';
import { Button, TableCell, TruncatedText, cn } from '@inspection/ui';
import { formatDay } from '../crm-dialogs/format-dates';

export function ContactNameLink({ contact }: { contact: { id: string; full_name: string } }) {
  return (
    // A touch target of 44 px on tablets and phones (the row's Edit button is as tall), 24 px at least on a laptop;
    // a long name is cut to its column (docs/architecture/tables.md).
    <Link
      to={crmPaths.contactDetail.to({ id: contact.id })}
      className="flex min-h-11 min-w-0 max-w-full items-center font-medium text-blue-700 hover:underline lg:min-h-6"
    >
      <TruncatedText>{contact.full_name}</TruncatedText>
    </Link>
  );
}

export function CreatedCell({ createdAt, className }: { createdAt: string; className?: string }) {
  return <TableCell className={cn('whitespace-nowrap', className)}>{formatDay(createdAt)}</TableCell>;
}

/** A follow-up day, in red from its day on (docs/areas/crm.md#the-crm-screen). */
export function FollowUpDay({ date, today }: { date: string | null; today: string }) {
  return <span className={cn('whitespace-nowrap', isFollowUpDue(date, today) && 'font-medium text-red-700')}>{formatDay(date)}</span>;
}

export function EditButton({ label, onEdit }: { label: string; onEdit: () => void }) {
  return (
    <Button variant="ghost" size="sm" onClick={onEdit} aria-label={label}>
      <Pencil aria-hidden="true" />
      Edit
    </Button>
  );
}

export function EditCell({ label, onEdit }: { label: string; onEdit: () => void }) {
  return (
    <TableCell sticky="end" className="px-2 text-right">
      <EditButton label={label} onEdit={onEdit} />
    </TableCell>
  );
}
