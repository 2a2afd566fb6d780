// The leads below 1024 px: one card per lead with the table's values and its Edit (docs/architecture/tables.md).
import { LEAD_SOURCE_LABELS, leadVehicle } from '@inspection/crm-domain';
import { DataCard, DataCardList, TruncatedText } from '@inspection/ui';
import { LeadStatusBadge } from '../crm-dialogs/lead-status-badge';
import { formatDay } from '../crm-dialogs/format-dates';
import { ContactNameLink, EditButton, FollowUpDay } from './crm-table-cells';
import type { LeadsViewProps } from './leads-table';
import { formatPhone } from '@inspection/shared-domain';
import { useFreshRows } from '@inspection/supabase-client';

export function LeadCards({ leads, today, onEdit }: Omit<LeadsViewProps, 'sort' | 'onSort'>) {
  const fresh = useFreshRows();
  return (
    <DataCardList aria-label="Leads" className="md:grid md:grid-cols-2">
      {leads.map((lead) => (
        <DataCard
          key={lead.id}
          data-testid="lead-row"
          data-fresh={fresh.has(lead.id) || undefined}
          title={lead.contact ? <ContactNameLink contact={lead.contact} /> : '—'}
          badge={<LeadStatusBadge status={lead.status} />}
          actions={<EditButton label={`Edit lead of ${lead.contact?.full_name ?? 'contact'}`} onEdit={() => onEdit(lead)} />}
        >
          <TruncatedText>{[formatPhone(lead.contact?.phone_number), leadVehicle(lead)].filter(Boolean).join(' · ')}</TruncatedText>
          <span>
            Follow-up: <FollowUpDay date={lead.follow_up_date} today={today} />
          </span>
          <span className="text-xs text-slate-500">
            {LEAD_SOURCE_LABELS[lead.lead_source] ?? lead.lead_source} · Created {formatDay(lead.created_at)}
          </span>
        </DataCard>
      ))}
    </DataCardList>
  );
}
