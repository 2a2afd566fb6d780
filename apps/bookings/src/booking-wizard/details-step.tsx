// Step Details: customer, vehicle, seller and notes. Required: name, phone, make, model, year.
import { useId } from 'react';
import { maxVehicleYear, type BookingDetailsValues } from '@inspection/bookings-domain';
import { PHONE_INPUT_MAX_LENGTH, phoneInputText } from '@inspection/shared-domain';
import { CUSTOMER_LANGUAGES } from '@inspection/messages-domain';
import { Input, Label, Select, Textarea, cn } from '@inspection/ui';
import { useBookWords } from '../public-booking/i18n/book-words';

type Key = keyof BookingDetailsValues;

export interface DetailsStepProps {
  values: BookingDetailsValues;
  invalid: Key[];
  onChange: (values: BookingDetailsValues) => void;
  /** Staff choose the language of the customer's messages ('Customer language'); /book sends the page's. */
  showLanguage?: boolean;
  /**
   * The customer types their own name, phone and email (/book): the browser may fill them. Staff type someone else's,
   * so their own saved details are never offered (autocomplete off).
   */
  ownDetails?: boolean;
}

export function DetailsStep({ values, invalid, onChange, showLanguage = false, ownDetails = false }: DetailsStepProps) {
  const id = useId();
  const { t } = useBookWords();
  const set = (key: Key, value: string) => onChange({ ...values, [key]: value });
  const field = (
    key: Key,
    label: string,
    opts: { required?: boolean; type?: string; phone?: boolean; year?: boolean; placeholder?: string; autoComplete?: string } = {},
  ) => (
    <div>
      <Label htmlFor={`${id}-${key}`} required={opts.required}>
        {label}
      </Label>
      <Input
        id={`${id}-${key}`}
        type={opts.phone ? 'tel' : (opts.type ?? 'text')}
        required={opts.required}
        aria-invalid={invalid.includes(key) || undefined}
        className={cn(invalid.includes(key) && 'border-red-500 ring-1 ring-red-500', opts.phone && 'text-start')}
        {...(opts.phone || opts.type === 'email' ? { dir: 'ltr' } : {})}
        value={values[key]}
        placeholder={opts.placeholder}
        {...(opts.phone ? { inputMode: 'tel' as const, maxLength: PHONE_INPUT_MAX_LENGTH } : {})}
        {...(opts.type === 'email' ? { inputMode: 'email' as const } : {})}
        {...(opts.autoComplete ? { autoComplete: ownDetails ? opts.autoComplete : 'off' } : {})}
        {...(opts.year ? { inputMode: 'numeric' as const, min: 1900, max: maxVehicleYear() } : {})}
        onChange={(e) => set(key, opts.phone ? phoneInputText(e.target.value) : e.target.value)}
      />
    </div>
  );
  return (
    <div className="flex flex-col gap-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t('details.customer')}</legend>
        {field('customer_name', t('details.name'), { required: true, autoComplete: 'name' })}
        {field('customer_phone', t('details.phone'), { required: true, phone: true, placeholder: '050 123 4567', autoComplete: 'tel-national' })}
        {field('customer_email', t('details.email'), { type: 'email', autoComplete: 'email' })}
        {showLanguage && (
          <div>
            <Label htmlFor={`${id}-language`}>Customer language</Label>
            <Select id={`${id}-language`} value={values.language} onChange={(e) => set('language', e.target.value)}>
              {CUSTOMER_LANGUAGES.map((language) => (
                <option key={language.value} value={language.value} lang={language.value}>
                  {language.label}
                </option>
              ))}
            </Select>
          </div>
        )}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t('details.vehicle')}</legend>
        {field('vehicle_make', t('details.make'), { required: true })}
        {field('vehicle_model', t('details.model'), { required: true })}
        {field('vehicle_year', t('details.year'), { required: true, type: 'number', year: true })}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t('details.seller')}</legend>
        {/* The seller's details are never the person's own. */}
        {field('seller_name', t('details.sellerName'), { autoComplete: 'off' })}
        {field('seller_phone', t('details.sellerPhone'), { phone: true, placeholder: '050 123 4567', autoComplete: 'off' })}
      </fieldset>
      <div>
        <Label htmlFor={`${id}-notes`}>{t('details.notes')}</Label>
        <Textarea id={`${id}-notes`} value={values.notes} onChange={(e) => set('notes', e.target.value)} rows={3} />
      </div>
    </div>
  );
}
