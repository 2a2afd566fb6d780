// /contacts/{id}: the contact with tap-to-call and WhatsApp links, its leads newest first (each with 'Book inspection'),
// add a lead, its bookings and reports, its Activity; all follow other people's changes (live-crm.ts).
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { crmPaths } from '@inspection/platform-manifest';
import { ArrowLeft, Mail, MessageCircle, Pencil, Phone, Plus } from 'lucide-react';
import { useContact, useContactLeads } from '@inspection/crm-data-access';
import { CRM_MESSAGES } from '@inspection/crm-domain';
import { formatPhone, telHref, whatsappHref } from '@inspection/shared-domain';
import { Button, Card, EmptyState, ErrorBox, PageHeader, PageSpinner, buttonVariants } from '@inspection/ui';
import type { LeadDialogMode } from '../crm-dialogs/lead-dialog';
import { LazyContactDialog as ContactDialog, LazyLeadDialog as LeadDialog } from '../crm-dialogs/lazy-dialogs';
import { formatDay } from '../crm-dialogs/format-dates';
import { ContactActivity } from './contact-activity';
import { ContactBookings } from './contact-bookings';
import { LeadCard } from './lead-card';
import { useLiveContact } from '../live/live-crm';

function BackToCrm() {
  return (
    <Link to={crmPaths.contacts.to()} className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
      <ArrowLeft aria-hidden="true" />
      Back to CRM
    </Link>
  );
}

export default function ContactDetailPage() {
  const { id = '' } = useParams();
  const contact = useContact(id);
  const leads = useContactLeads(id);
  useLiveContact(id);
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
          leads.data.map((lead) => <LeadCard key={lead.id} lead={lead} contact={person} onEdit={() => setLeadDialog({ kind: 'edit', lead })} />)
        )}
      </section>

      <ContactBookings contactId={person.id} />
      <ContactActivity contactId={person.id} />
      <ContactDialog open={editingContact} onOpenChange={setEditingContact} contact={person} />
      <LeadDialog mode={leadDialog} onClose={() => setLeadDialog(null)} />
    </div>
  );
}
