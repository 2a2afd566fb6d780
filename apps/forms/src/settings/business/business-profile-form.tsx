// Settings › Business (admins): the business's name, phone, email, address and logo, and how it writes distances,
// times and money (docs/areas/business-profile.md). Refused fields show their error under them; the database's
// refusal, if any, under the form.
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ErrorBox, Label, Select, TextField } from '@inspection/ui';
import type { BusinessProfile } from '@inspection/shared-domain';
import { BusinessLogoField } from './business-logo-field';
import { businessProfileSchema, toFormValues, type BusinessProfileFormValues } from './business-profile-schema';

export const CURRENCIES = ['AED', 'SAR', 'QAR', 'KWD', 'BHD', 'OMR', 'USD', 'EUR', 'GBP'] as const;

interface BusinessProfileFormProps {
  profile: BusinessProfile;
  busy: boolean;
  serverError: string | null;
  onSubmit(values: BusinessProfileFormValues): void;
}

export function BusinessProfileForm({ profile, busy, serverError, onSubmit }: BusinessProfileFormProps) {
  const { register, handleSubmit, reset, formState, control } = useForm<BusinessProfileFormValues>({
    resolver: zodResolver(businessProfileSchema),
    defaultValues: toFormValues(profile),
  });
  const ids = { distanceUnit: useId(), timeFormat: useId(), currency: useId() };
  useEffect(() => reset(toFormValues(profile)), [profile, reset]);
  const error = (name: keyof BusinessProfileFormValues) => formState.errors[name]?.message;

  return (
    <form
      noValidate
      aria-label="Business profile"
      onSubmit={handleSubmit(onSubmit)}
      className="flex max-w-2xl flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Business</h2>
        <p className="text-sm text-slate-600">Shown on the booking page, the buyer's report and its PDF, and in every message to customers.</p>
      </div>
      <TextField label="Business name" markRequired error={error('name')} autoComplete="organization" {...register('name')} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label="Phone" markRequired type="tel" dir="ltr" error={error('phone')} placeholder="+971 4 123 4567" {...register('phone')} />
        <TextField label="Email" type="email" dir="ltr" error={error('email')} placeholder="info@example.ae" {...register('email')} />
      </div>
      <TextField label="Address" error={error('address')} placeholder="Street, area, city" {...register('address')} />
      <Controller
        control={control}
        name="logoUrl"
        render={({ field }) => <BusinessLogoField value={field.value} onChange={field.onChange} error={error('logoUrl')} />}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <div>
          <Label htmlFor={ids.distanceUnit}>Distance unit</Label>
          <Select id={ids.distanceUnit} {...register('distanceUnit')}>
            <option value="km">Kilometres (km)</option>
            <option value="mi">Miles (mi)</option>
          </Select>
        </div>
        <div>
          <Label htmlFor={ids.timeFormat}>Time format</Label>
          <Select id={ids.timeFormat} {...register('timeFormat')}>
            <option value="12h">12-hour (10:00 AM)</option>
            <option value="24h">24-hour (10:00)</option>
          </Select>
        </div>
        <div>
          <Label htmlFor={ids.currency}>Currency</Label>
          <Select id={ids.currency} aria-describedby={error('currency') ? `${ids.currency}-error` : undefined} {...register('currency')}>
            {[...new Set([profile.currency, ...CURRENCIES])].map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Select>
          {error('currency') && (
            <p id={`${ids.currency}-error`} className="mt-1 text-sm text-red-600">
              {error('currency')}
            </p>
          )}
        </div>
      </div>
      <div>
        <Button type="submit" loading={busy}>
          Save
        </Button>
      </div>
      {serverError && <ErrorBox>{serverError}</ErrorBox>}
    </form>
  );
}
