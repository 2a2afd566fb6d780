import { LEAD_SOURCE_LABELS, isFollowUpDue, leadVehicle, type LeadWithContact } from '@inspection/crm-domain';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow, cn } from '@inspection/ui';
import { LeadStatusBadge } from '../crm-dialogs/lead-status-badge';
import { formatDay } from '../crm-dialogs/format-dates';
import { ContactNameLink, CreatedCell, EditCell } from './crm-table-cells';

export function LeadsTable({ leads, today, onEdit }: { leads: LeadWithContact[]; today: string; onEdit: (lead: LeadWithContact) => void }) {
  return (
    <Table aria-label="Leads">
      <TableHead>
        <tr>
          <TableHeaderCell>Contact</TableHeaderCell>
          <TableHeaderCell>Vehicle</TableHeaderCell>
          <TableHeaderCell>Source</TableHeaderCell>
          <TableHeaderCell>Status</TableHeaderCell>
          <TableHeaderCell>Follow-up</TableHeaderCell>
          <TableHeaderCell className="hidden lg:table-cell">Created</TableHeaderCell>
          <TableHeaderCell className="text-right">Actions</TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {leads.map((lead) => (
          <TableRow key={lead.id} data-testid="lead-row">
            <TableCell>
              {lead.contact ? <ContactNameLink contact={lead.contact} /> : '—'}
              <div className="text-xs text-slate-500">{lead.contact?.phone_number}</div>
            </TableCell>
            <TableCell>{leadVehicle(lead) || '—'}</TableCell>
            <TableCell>{LEAD_SOURCE_LABELS[lead.lead_source] ?? lead.lead_source}</TableCell>
            <TableCell>
              <LeadStatusBadge status={lead.status} />
            </TableCell>
            <TableCell className={cn('whitespace-nowrap', isFollowUpDue(lead.follow_up_date, today) && 'font-medium text-red-700')}>
              {formatDay(lead.follow_up_date)}
            </TableCell>
            <CreatedCell createdAt={lead.created_at} />
            <EditCell label={`Edit lead of ${lead.contact?.full_name ?? 'contact'}`} onEdit={() => onEdit(lead)} />
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
