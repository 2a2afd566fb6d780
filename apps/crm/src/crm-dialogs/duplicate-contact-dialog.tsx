// Shown while adding when the number typed already belongs to a contact: who it is, their last
// lead, and 'Import from existing record' to continue with that record instead of a copy.
import { useContactLeads } from '@inspection/crm-data-access';
import { LEAD_SOURCE_LABELS, leadVehicle, type Contact, type Lead } from '@inspection/crm-domain';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Spinner } from '@inspection/ui';
import { LeadStatusBadge } from './lead-status-badge';
import { formatDay } from './format-dates';
import { formatPhone } from '@inspection/shared-domain';

export function DuplicateContactDialog({
  contact,
  onImport,
  onCancel,
}: {
  contact: Contact | null;
  onImport: (contact: Contact, lastLead: Lead | null) => void;
  onCancel: () => void;
}) {
  const leads = useContactLeads(contact?.id ?? '');
  const lastLead = leads.data?.[0] ?? null;
  return (
    <Dialog open={contact !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent size="md" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>Contact Already Exists</DialogTitle>
          <DialogDescription>A contact with this phone number already exists.</DialogDescription>
        </DialogHeader>
        {contact && (
          <div className="flex flex-col gap-4 text-sm">
            <section aria-label="Existing contact" className="rounded-lg border border-slate-200 p-3">
              <p className="font-medium text-slate-900">{contact.full_name}</p>
              <p className="text-slate-600">{formatPhone(contact.phone_number)}</p>
              {contact.email && <p className="text-slate-600">{contact.email}</p>}
            </section>
            <section aria-label="Last lead" className="rounded-lg border border-slate-200 p-3">
              <p className="mb-1 text-xs font-medium uppercase tracking-wide text-slate-500">Last lead</p>
              {leads.isPending ? (
                <Spinner label="Loading last lead" />
              ) : lastLead ? (
                <div className="flex flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-slate-900">{leadVehicle(lastLead) || 'No vehicle given'}</span>
                    <LeadStatusBadge status={lastLead.status} />
                  </div>
                  <p className="text-slate-600">
                    {LEAD_SOURCE_LABELS[lastLead.lead_source]} · {formatDay(lastLead.created_at)}
                  </p>
                  {lastLead.notes && <p className="text-slate-600">{lastLead.notes}</p>}
                </div>
              ) : (
                <p className="text-slate-600">No leads yet</p>
              )}
            </section>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={() => contact && onImport(contact, lastLead)} disabled={leads.isPending}>
            Import from existing record
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
