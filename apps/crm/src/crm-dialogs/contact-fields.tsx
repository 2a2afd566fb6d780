// Full Name, Phone Number and Email, for the contact dialog and the CRM's add-lead dialog.
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Input } from '@inspection/ui';
import type { ContactFormInput } from '@inspection/crm-domain';
import { FormField, errorProps } from './form-field';

export function ContactFields<T extends { contact: ContactFormInput }>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>['contact'] | undefined;
}) {
  const base = useId();
  // Staff type a customer's details: the browser's own saved name, phone and email are never offered.
  const fields: Array<[keyof ContactFormInput, string, boolean, Record<string, unknown>]> = [
    ['full_name', 'Full Name', true, { autoComplete: 'off' }],
    ['phone_number', 'Phone Number', true, { type: 'tel', inputMode: 'tel', autoComplete: 'off', placeholder: 'e.g. 050 123 4567' }],
    ['email', 'Email', false, { type: 'email', inputMode: 'email', autoComplete: 'off' }],
  ];
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      {fields.map(([name, label, required, extra]) => {
        const id = `${base}-${name}`;
        const e = (errors as Record<string, { message?: string }> | undefined)?.[name]?.message;
        const error = e ? String(e) : undefined;
        return (
          <FormField key={name} id={id} label={label} required={required} error={error}>
            <Input id={id} required={required} {...errorProps(id, error)} {...extra} {...register(`contact.${name}` as never)} />
          </FormField>
        );
      })}
    </div>
  );
}
