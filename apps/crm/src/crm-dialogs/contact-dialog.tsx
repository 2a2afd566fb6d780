// Add or edit a contact. While adding, a number that already exists opens the duplicate dialog;
// importing turns this into an edit of that contact, so no copy is made.
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useCreateContact, useUpdateContact } from '@inspection/crm-data-access';
import { CRM_MESSAGES, EMPTY_CONTACT_FORM, contactFormSchema, contactToFormInput, contactUpdateErrorMessage, isUniqueViolation, type Contact, type ContactFormInput } from '@inspection/crm-domain';
import { Button, Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle, toast } from '@inspection/ui';
import { ContactFields } from './contact-fields';
import { DuplicateContactDialog } from './duplicate-contact-dialog';
import { ImportHint } from './import-hint';
import { useDuplicateContact } from './use-duplicate-contact';
import { useImportHint } from './use-import-hint';

const schema = z.object({ contact: contactFormSchema });
type FormInput = z.input<typeof schema>;
type FormValues = z.output<typeof schema>;

export interface ContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The contact to edit; null to add one. */
  contact: Contact | null;
  /** Values an 'Add' starts with (e.g. a number from the call logs). */
  prefill?: Partial<ContactFormInput>;
}

export function ContactDialog({ open, onOpenChange, contact, prefill }: ContactDialogProps) {
  const [editing, setEditing] = useState<Contact | null>(contact);
  const create = useCreateContact();
  const update = useUpdateContact();
  const hint = useImportHint();
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(schema),
    defaultValues: { contact: EMPTY_CONTACT_FORM },
  });
  const { register, handleSubmit, reset, formState, control } = form;

  useEffect(() => {
    if (!open) return;
    setEditing(contact);
    reset({ contact: contact ? contactToFormInput(contact) : { ...EMPTY_CONTACT_FORM, ...prefill } });
    // A dialog opening starts from its props once: another person's change to the contact, refetched while it is open
    // (docs/architecture/realtime.md#the-live-console), must not wipe what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening, as said above
  }, [open, contact?.id]);

  const phone = useWatch({ control, name: 'contact.phone_number' }) ?? '';
  const duplicates = useDuplicateContact(phone, { enabled: open && editing === null, ownContactId: editing?.id });

  const importRecord = (existing: Contact) => {
    setEditing(existing);
    reset({ contact: contactToFormInput(existing) });
    hint.show();
  };

  const onSubmit = ({ contact: values }: FormValues) => {
    if (editing) {
      update.mutate(
        { id: editing.id, values },
        {
          onSuccess: () => {
            toast.success(CRM_MESSAGES.contactUpdated);
            onOpenChange(false);
          },
          onError: (error) => toast.error(contactUpdateErrorMessage(error)),
        },
      );
    } else {
      create.mutate(values, {
        onSuccess: () => {
          toast.success(CRM_MESSAGES.contactSaved);
          onOpenChange(false);
        },
        onError: (error) => toast.error(isUniqueViolation(error) ? CRM_MESSAGES.duplicatePhone : CRM_MESSAGES.contactSaveFailed),
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Contact' : 'Add Contact'}</DialogTitle>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={editing ? 'Edit contact' : 'Add contact'} className="flex flex-col gap-4">
          {hint.visible && <ImportHint />}
          <ContactFields register={register} errors={formState.errors.contact} />
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {editing ? 'Update Contact' : 'Save Contact'}
            </Button>
          </DialogFooter>
        </form>
        <DuplicateContactDialog contact={duplicates.duplicate} onImport={(c) => importRecord(c)} onCancel={duplicates.dismiss} />
      </DialogContent>
    </Dialog>
  );
}
