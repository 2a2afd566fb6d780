// /contacts/{id}: the contact with tap-to-call and WhatsApp links, its leads newest first, add a lead, its Activity.
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { crmPaths } from '@inspection/platform-manifest';
import { ArrowLeft, Mail, MessageCircle, Pencil, Phone, Plus } from 'lucide-react';
import { useContact, useContactLeads } from '@inspection/crm-data-access';
import { CRM_MESSAGES, LEAD_SOURCE_LABELS, leadVehicle, type Lead } from '@inspection/crm-domain';
import { formatPhone, telHref, whatsappHref } from '@inspection/shared-domain';
import { Button, Card, EmptyState, ErrorBox, PageHeader, PageSpinner, buttonVariants } from '@inspection/ui';
import { ContactDialog } from '../crm-dialogs/contact-dialog';
import { LeadDialog, type LeadDialogMode } from '../crm-dialogs/lead-dialog';
import { LeadStatusBadge } from '../crm-dialogs/lead-status-badge';
import { formatDay } from '../crm-dialogs/format-dates';
import { ContactActivity } from './contact-activity';

function BackToCrm() {
  return (
    <Link to={crmPaths.contacts.to()} className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
      <ArrowLeft aria-hidden="true" />
      Back to CRM
    </Link>
  );
}

function LeadCard({ lead, onEdit }: { lead: Lead; onEdit: () => void }) {
  const detail = (label: string, value: string | null) => (
    <div>
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-800">{value || '—'}</dd>
    </div>
  );
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="lead-history-item">
      {/* Edit stays on the title's line; a long title and its badge wrap beside it. */}
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900">{leadVehicle(lead) || 'No vehicle given'}</h3>
          <LeadStatusBadge status={lead.status} />
        </div>
        <Button variant="ghost" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
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

export default function ContactDetailPage() {
  const { id = '' } = useParams();
  const contact = useContact(id);
  const leads = useContactLeads(id);
  const [editingContact, setEditingContact] = useState(false);
  const [leadDialog, setLeadDialog] = useState<LeadDialogMode | null>(null);

  if (contact.isPending) return <PageSpinner label="Loading contact" />;
  if (contact.isError || !contact.data) {
    return (
      <div className="mx-auto max-w-4xl p-4 sm:p-6">
        <BackToCrm />
        <ErrorBox className="mt-4">{contact.isError ? CRM_MESSAGES.contactsLoadFailed : 'Contact not found'}</ErrorBox>
      </div>
    );
  }
  const person = contact.data;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 p-4 sm:p-6">
      <PageHeader
        className="mb-0"
        back={<BackToCrm />}
        title={person.full_name}
        description="Contact Details"
        actions={
          <Button variant="outline" onClick={() => setEditingContact(true)}>
            <Pencil aria-hidden="true" />
            Edit Contact
          </Button>
        }
      />
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1 text-sm">
          <p className="flex items-center gap-2 text-slate-800">
            <Phone className="size-4 text-slate-500" aria-hidden="true" />
            {formatPhone(person.phone_number)}
          </p>
          {person.email && (
            <p className="flex items-center gap-2 text-slate-800">
              <Mail className="size-4 text-slate-500" aria-hidden="true" />
              {person.email}
            </p>
          )}
          <p className="text-slate-500">Added {formatDay(person.created_at)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={telHref(person.phone_number)} className={buttonVariants({ variant: 'outline' })}>
            <Phone aria-hidden="true" />
            Call
          </a>
          <a href={whatsappHref(person.phone_number)} target="_blank" rel="noreferrer" className={buttonVariants({ variant: 'outline' })}>
            <MessageCircle aria-hidden="true" />
            WhatsApp
          </a>
        </div>
      </Card>

      <section aria-labelledby="history-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="history-heading" className="text-lg font-semibold text-slate-900">
            Leads History
          </h2>
          <Button onClick={() => setLeadDialog({ kind: 'add-for-contact', contactId: person.id })}>
            <Plus aria-hidden="true" />
            Add Lead
          </Button>
        </div>
        {leads.isPending ? (
          <PageSpinner label="Loading leads" />
        ) : leads.isError ? (
          <ErrorBox>{CRM_MESSAGES.leadsLoadFailed}</ErrorBox>
        ) : leads.data.length === 0 ? (
          <EmptyState title="No leads yet." />
        ) : (
          leads.data.map((lead) => <LeadCard key={lead.id} lead={lead} onEdit={() => setLeadDialog({ kind: 'edit', lead })} />)
        )}
      </section>

      <ContactActivity contactId={person.id} />
      <ContactDialog open={editingContact} onOpenChange={setEditingContact} contact={person} />
      <LeadDialog mode={leadDialog} onClose={() => setLeadDialog(null)} />
    </div>
  );
}
