// One lead of a contact's history, with 'Book inspection': the console's New Booking prefilled with the contact and
// the lead's vehicle; booking it moves the lead to Inspection Scheduled (docs/areas/crm.md#bookings-and-reports).
import { Link } from 'react-router-dom';
import { CalendarPlus, Pencil } from 'lucide-react';
import { newBookingHref } from '@inspection/platform-manifest';
import { LEAD_SOURCE_LABELS, leadVehicle, type Contact, type Lead } from '@inspection/crm-domain';
import { formatPhone } from '@inspection/shared-domain';
import { Button, Card, FRESH_ROW_CLASS, buttonVariants } from '@inspection/ui';
import { useFreshRow } from '@inspection/supabase-client';
import { LeadStatusBadge } from '../crm-dialogs/lead-status-badge';
import { formatDay } from '../crm-dialogs/format-dates';

export function bookInspectionHref(lead: Lead, contact: Pick<Contact, 'full_name' | 'phone_number' | 'email'>): string {
  return newBookingHref({
    leadId: lead.id, name: contact.full_name, phone: formatPhone(contact.phone_number), email: contact.email ?? undefined,
    make: lead.vehicle_make ?? undefined, model: lead.vehicle_model ?? undefined, year: lead.vehicle_year?.toString(),
  });
}

export function LeadCard({ lead, contact, onEdit }: { lead: Lead; contact: Contact; onEdit: () => void }) {
  const detail = (label: string, value: string | null) => (
    <div>
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-800">{value || '—'}</dd>
    </div>
  );
  const fresh = useFreshRow(lead.id);
  return (
    <Card className={`flex flex-col gap-3 p-4 ${FRESH_ROW_CLASS}`} data-testid="lead-history-item" data-fresh={fresh || undefined}>
      {/* Edit stays on the title's line; a long title and its badge wrap beside it. */}
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900">{leadVehicle(lead) || 'No vehicle given'}</h3>
          <LeadStatusBadge status={lead.status} />
        </div>
        <div className="flex shrink-0 flex-wrap justify-end gap-1">
          <Link to={bookInspectionHref(lead, contact)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <CalendarPlus aria-hidden="true" />
            Book inspection
          </Link>
          <Button variant="ghost" size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {detail('Source', LEAD_SOURCE_LABELS[lead.lead_source])}
        {detail('Registration', lead.registration_number)}
        {detail('Location', lead.location)}
        {detail('Inspection Date', lead.requested_inspection_date && formatDay(lead.requested_inspection_date))}
        {detail('Follow-up', lead.follow_up_date && formatDay(lead.follow_up_date))}
        {detail('Created', formatDay(lead.created_at))}
      </dl>
      {lead.notes && <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{lead.notes}</p>}
    </Card>
  );
}
