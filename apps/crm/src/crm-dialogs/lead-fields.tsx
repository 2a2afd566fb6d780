// The lead's own fields, for the add and edit dialogs.
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Input, Select, Textarea } from '@inspection/ui';
import { LEAD_SOURCES, LEAD_SOURCE_LABELS, LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadFormText } from '@inspection/crm-domain';
import { FormField, errorProps } from './form-field';

type LeadFieldName = keyof LeadFormText;

export function LeadFields<T extends { lead: LeadFormText }>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>['lead'] | undefined;
}) {
  const base = useId();
  const id = (name: LeadFieldName) => `${base}-${name}`;
  const err = (name: LeadFieldName) => {
    const e = (errors as Record<string, { message?: string }> | undefined)?.[name];
    return e?.message ? String(e.message) : undefined;
  };
  const reg = (name: LeadFieldName) => register(`lead.${name}` as never);
  const text = (name: LeadFieldName, label: string, extra: Record<string, unknown> = {}) => (
    <FormField id={id(name)} label={label} error={err(name)}>
      <Input id={id(name)} {...errorProps(id(name), err(name))} {...extra} {...reg(name)} />
    </FormField>
  );

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {text('vehicle_make', 'Vehicle Make', { placeholder: 'e.g. Toyota' })}
      {text('vehicle_model', 'Vehicle Model', { placeholder: 'e.g. Land Cruiser' })}
      {text('vehicle_year', 'Vehicle Year', { inputMode: 'numeric', placeholder: 'e.g. 2020' })}
      {text('registration_number', 'Registration Number')}
      {text('location', 'Location')}
      {text('requested_inspection_date', 'Requested Inspection Date', { type: 'date' })}
      <FormField id={id('lead_source')} label="Lead Source">
        <Select id={id('lead_source')} {...reg('lead_source')}>
          {LEAD_SOURCES.map((s) => (
            <option key={s} value={s}>
              {LEAD_SOURCE_LABELS[s]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id={id('status')} label="Status">
        <Select id={id('status')} {...reg('status')}>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {LEAD_STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
      </FormField>
      {text('follow_up_date', 'Follow-up Date', { type: 'date' })}
      <div className="sm:col-span-2">
        <FormField id={id('notes')} label="Notes">
          <Textarea id={id('notes')} rows={3} {...reg('notes')} />
        </FormField>
      </div>
    </div>
  );
}
