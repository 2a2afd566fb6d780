// The Details step's rules, kept identical to create_public_booking's checks in the database. A refusal is a key of
// the error catalogue (@inspection/shared-domain), as the database's refusals are: screens show its text.
import { errorFromDatabase, isPlausiblePhone, normalizePhone, PHONE_INPUT_PATTERN, toStoredPhone, wallTime, type UserError } from '@inspection/shared-domain';
import type { Booking } from './booking';

export const MIN_VEHICLE_YEAR = 1900;

/** The year refusal with its bounds. */
export function yearError(now: Date = new Date()): UserError {
  return { key: 'errors.year', params: { min: MIN_VEHICLE_YEAR, max: maxVehicleYear(now) } };
}

/** Next calendar year (in the business zone, as the database counts it). */
export function maxVehicleYear(now: Date = new Date()): number {
  return wallTime(now).year + 1;
}

export interface BookingDetailsValues {
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  vehicle_make: string;
  vehicle_model: string;
  vehicle_year: string;
  seller_name: string;
  seller_phone: string;
  notes: string;
  /** The customer's language: 'en' or 'ar' (staff choose it; /book sends the page's). */
  language: string;
}

export const EMPTY_DETAILS: BookingDetailsValues = {
  customer_name: '',
  customer_email: '',
  customer_phone: '',
  vehicle_make: '',
  vehicle_model: '',
  vehicle_year: '',
  seller_name: '',
  seller_phone: '',
  notes: '',
  language: 'en',
};

export const REQUIRED_DETAILS: (keyof BookingDetailsValues)[] = ['customer_name', 'customer_phone', 'vehicle_make', 'vehicle_model', 'vehicle_year'];


const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MAX_NAME_LENGTH = 80;
/** What a name may not hold: controls and line breaks, digits (Latin and Arabic), symbols other than . ' -,
 * Unicode's general punctuation, arrows and symbols (U+2000-2BFF, but the ’ of O’Neil), the BOM and emoji. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const NAME_REFUSED = /[\u0000-\u001f\u007f-\u009f0-9!"#$%&()*+,/:;<=>?@[\\\]^_`{|}~\u0660-\u0669\u06f0-\u06f9\u2000-\u2018\u201a-\u2bff\ufeff\u{10000}-\u{10ffff}]/u;
/** A dot followed by two letters is a web address (evil.example), not an initial (J.R. Smith). */
const NAME_ADDRESS = /\.[^ .'-]{2}/u;

/** A person's name: at most 80 characters of letters, spaces and . ' - (the same rule as the database's). */
export function isValidName(name: string): boolean {
  return [...name].length <= MAX_NAME_LENGTH && !NAME_REFUSED.test(name) && !NAME_ADDRESS.test(name);
}

/** The details as a booking stores them: trimmed, optional values null when empty. */
export type NormalisedDetails = Pick<
  Booking,
  'customer_name' | 'customer_email' | 'customer_phone' | 'vehicle_make' | 'vehicle_model' | 'vehicle_year' | 'seller_name' | 'seller_phone' | 'notes'
> & { language: 'en' | 'ar' };

export type DetailsValidation =
  | { ok: true; values: NormalisedDetails }
  | { ok: false; error: UserError; fields: (keyof BookingDetailsValues)[] };

/** Required fields, names on /book (isValidName), phones as people write them of a plausible length (stored in E.164), email format, year 1900 to next year; optional fields null when empty. */
export function validateBookingDetails(
  values: BookingDetailsValues,
  now: Date = new Date(),
  { publicNames = false }: { /** /book's page: names by isValidName (staff type what they need). */ publicNames?: boolean } = {},
): DetailsValidation {
  const t = (v: string | null | undefined) => (v ?? '').trim();
  const missing = REQUIRED_DETAILS.filter((k) => t(values[k]) === '');
  if (missing.length > 0) return { ok: false, error: { key: 'errors.required' }, fields: missing };
  const badNames = (['customer_name', 'seller_name'] as const).filter((k) => publicNames && t(values[k]) !== '' && !isValidName(t(values[k])));
  if (badNames.length > 0) return { ok: false, error: { key: 'errors.name' }, fields: badNames };
  const phones = (['customer_phone', 'seller_phone'] as const).filter((k) => t(values[k]) !== '');
  const badPhones = phones.filter((k) => !PHONE_INPUT_PATTERN.test(t(values[k])));
  if (badPhones.length > 0) return { ok: false, error: { key: 'errors.phone' }, fields: badPhones };
  const implausible = phones.filter((k) => !isPlausiblePhone(normalizePhone(values[k])));
  if (implausible.length > 0) return { ok: false, error: { key: 'errors.phoneInvalid' }, fields: implausible };
  if (t(values.customer_email) !== '' && !EMAIL_PATTERN.test(t(values.customer_email))) {
    return { ok: false, error: { key: 'errors.email' }, fields: ['customer_email'] };
  }
  const year = Number(t(values.vehicle_year));
  if (!/^\d{1,4}$/.test(t(values.vehicle_year)) || year < MIN_VEHICLE_YEAR || year > maxVehicleYear(now)) {
    return { ok: false, error: yearError(now), fields: ['vehicle_year'] };
  }
  const orNull = (v: string) => (t(v) === '' ? null : t(v));
  return {
    ok: true,
    values: {
      customer_name: t(values.customer_name),
      customer_email: orNull(values.customer_email),
      customer_phone: toStoredPhone(values.customer_phone) ?? t(values.customer_phone),
      vehicle_make: t(values.vehicle_make),
      vehicle_model: t(values.vehicle_model),
      vehicle_year: year,
      seller_name: orNull(values.seller_name),
      seller_phone: t(values.seller_phone) === '' ? null : toStoredPhone(values.seller_phone),
      notes: orNull(values.notes),
      language: values.language === 'ar' ? 'ar' : 'en',
    },
  };
}

/** The database's refusal of a booking as the wizard shows it (a clash is errors.slotTaken); unknown: `fallback`. */
export function bookingError(error: unknown, fallback: UserError['key'] = 'errors.failed'): UserError {
  return errorFromDatabase(error, fallback);
}
