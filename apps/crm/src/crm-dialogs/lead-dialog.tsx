// Add or edit a lead. From the CRM list an added lead names its person (contact fields, with the
// duplicate check: importing fills the form from the contact and its last lead); from a contact's
// page the lead belongs to that contact.
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useAddLead, useAddLeadWithContact, useUpdateLead } from '@inspection/crm-data-access';
import { CRM_MESSAGES, EMPTY_CONTACT_FORM, EMPTY_LEAD_FORM, contactFormSchema, contactToFormInput, leadFormSchema, leadToFormInput, type Contact, type ContactFormInput, type Lead, type LeadFormText } from '@inspection/crm-domain';
import { Button, Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle, toast } from '@inspection/ui';
import { ContactFields } from './contact-fields';
import { DuplicateContactDialog } from './duplicate-contact-dialog';
import { ImportHint } from './import-hint';
import { LeadFields } from './lead-fields';
import { useDuplicateContact } from './use-duplicate-contact';
import { useImportHint } from './use-import-hint';

export type LeadDialogMode =
  | { kind: 'add' }
  | { kind: 'add-for-contact'; contactId: string }
  | { kind: 'edit'; lead: Lead };

interface FormInput {
  contact: ContactFormInput;
  lead: LeadFormText;
}

export function LeadDialog({ mode, onClose }: { mode: LeadDialogMode | null; onClose: () => void }) {
  const withContact = mode?.kind === 'add';
  const schema = useMemo(
    () => z.object({ contact: withContact ? contactFormSchema : z.any(), lead: leadFormSchema() }),
    [withContact],
  );
  const form = useForm<FormInput, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema) as never,
    defaultValues: { contact: EMPTY_CONTACT_FORM, lead: EMPTY_LEAD_FORM },
  });
  const { register, handleSubmit, reset, formState, control } = form;
  const add = useAddLead();
  const addWithContact = useAddLeadWithContact();
  const update = useUpdateLead();
  const hint = useImportHint();
  const [imported, setImported] = useState<Contact | null>(null);

  useEffect(() => {
    if (!mode) return;
    setImported(null);
    reset({ contact: EMPTY_CONTACT_FORM, lead: mode.kind === 'edit' ? leadToFormInput(mode.lead) : EMPTY_LEAD_FORM });
  }, [mode, reset]);

  const phone = useWatch({ control, name: 'contact.phone_number' }) ?? '';
  const duplicates = useDuplicateContact(phone, { enabled: withContact, ownContactId: imported?.id });

  const importRecord = (contact: Contact, lastLead: Lead | null) => {
    setImported(contact);
    reset({ contact: contactToFormInput(contact), lead: lastLead ? leadToFormInput(lastLead) : EMPTY_LEAD_FORM });
    hint.show();
  };

  const onSubmit = (values: z.output<typeof schema>) => {
    if (!mode) return;
    const lead = values.lead;
    if (mode.kind === 'edit') {
      update.mutate(
        { id: mode.lead.id, values: lead },
        {
          onSuccess: () => {
            toast.success(CRM_MESSAGES.leadUpdated);
            onClose();
          },
          onError: () => toast.error(CRM_MESSAGES.leadUpdateFailed),
        },
      );
      return;
    }
    const done = {
      onSuccess: () => {
        toast.success(CRM_MESSAGES.leadAdded);
        onClose();
      },
      onError: () => toast.error(CRM_MESSAGES.leadAddFailed),
    };
    if (mode.kind === 'add-for-contact') add.mutate({ contactId: mode.contactId, values: lead }, done);
    else addWithContact.mutate({ contact: values.contact, lead }, done);
  };

  const busy = add.isPending || addWithContact.isPending || update.isPending;
  return (
    <Dialog open={mode !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="xl" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{mode?.kind === 'edit' ? 'Edit Lead' : 'Add Lead'}</DialogTitle>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={mode?.kind === 'edit' ? 'Edit lead' : 'Add lead'} className="flex flex-col gap-5">
          {hint.visible && <ImportHint />}
          {withContact && (
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-2 text-sm font-semibold text-slate-900">Contact</legend>
              <ContactFields register={register} errors={formState.errors.contact} />
            </fieldset>
          )}
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-semibold text-slate-900">Lead</legend>
            <LeadFields register={register} errors={formState.errors.lead} />
          </fieldset>
          <DialogFooter className="mt-1">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {mode?.kind === 'edit' ? 'Update Lead' : 'Save Lead'}
            </Button>
          </DialogFooter>
        </form>
        {withContact && <DuplicateContactDialog contact={duplicates.duplicate} onImport={importRecord} onCancel={duplicates.dismiss} />}
      </DialogContent>
    </Dialog>
  );
}
