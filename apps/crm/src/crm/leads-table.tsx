// The leads from 1024 px: a table that fits its box (docs/architecture/tables.md). Source and Created are the
// optional columns, shown from 1280 px; below that the source is a second line under the vehicle.
import { LEAD_SOURCE_LABELS, leadVehicle, type LeadSortKey, type LeadWithContact, type ListSort } from '@inspection/crm-domain';
import { SortableHeaderCell, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow, TruncatedText } from '@inspection/ui';
import { LeadStatusBadge } from '../crm-dialogs/lead-status-badge';
import { ContactNameLink, CreatedCell, EditCell, FollowUpDay } from './crm-table-cells';
import { formatPhone } from '@inspection/shared-domain';
import { useFreshRows } from '@inspection/supabase-client';

export interface LeadsViewProps {
  leads: LeadWithContact[];
  today: string;
  sort: ListSort<LeadSortKey>;
  onSort: (sort: ListSort<LeadSortKey>) => void;
  onEdit: (lead: LeadWithContact) => void;
}

const WIDE_ONLY = 'hidden xl:table-cell';

export function LeadsTable({ leads, today, sort, onSort, onEdit }: LeadsViewProps) {
  const header = (label: string, key: LeadSortKey, className: string, first: 'ascending' | 'descending' = 'ascending') => (
    <SortableHeaderCell label={label} sortKey={key} sort={sort} onSort={onSort} firstDirection={first} className={`px-3 ${className}`} />
  );
  const fresh = useFreshRows();
  return (
    <Table aria-label="Leads" className="table-fixed">
      {/* Sentence case, as the sorting headers' buttons are (docs/architecture/tables.md). */}
      <TableHead className="normal-case tracking-normal">
        <tr>
          {header('Contact', 'contact', 'w-[28%] xl:w-[22%]')}
          {header('Vehicle', 'vehicle', 'w-[26%] xl:w-[20%]')}
          {header('Source', 'source', `${WIDE_ONLY} xl:w-[11%]`)}
          {header('Status', 'status', 'w-[20%] xl:w-[16%]')}
          {header('Follow-up', 'follow_up', 'w-[16%] xl:w-[13%]')}
          {header('Created', 'created', `${WIDE_ONLY} xl:w-[12%]`, 'descending')}
          <TableHeaderCell sticky="end" className="w-28 px-2 text-right">
            Actions
          </TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {leads.map((lead) => {
          const source = LEAD_SOURCE_LABELS[lead.lead_source] ?? lead.lead_source;
          return (
            <TableRow key={lead.id} data-testid="lead-row" data-fresh={fresh.has(lead.id) || undefined}>
              <TableCell className="px-3">
                {lead.contact ? <ContactNameLink contact={lead.contact} /> : '—'}
                <TruncatedText className="text-xs text-slate-500">{formatPhone(lead.contact?.phone_number)}</TruncatedText>
              </TableCell>
              <TableCell className="px-3">
                <TruncatedText>{leadVehicle(lead)}</TruncatedText>
                <span className="block text-xs text-slate-500 xl:hidden">{source}</span>
              </TableCell>
              <TableCell className={`px-3 ${WIDE_ONLY}`}>{source}</TableCell>
              <TableCell className="px-3">
                <LeadStatusBadge status={lead.status} />
              </TableCell>
              <TableCell className="px-3">
                <FollowUpDay date={lead.follow_up_date} today={today} />
              </TableCell>
              <CreatedCell createdAt={lead.created_at} className={`px-3 ${WIDE_ONLY}`} />
              <EditCell label={`Edit lead of ${lead.contact?.full_name ?? 'contact'}`} onEdit={() => onEdit(lead)} />
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
