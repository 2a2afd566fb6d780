// The business profile (public.business_profile, one row; docs/areas/business-profile.md): who the business is and
// how it writes distances, times and money. Its rules mirror the table's constraints
// (supabase/schemas/business-profile.sql), so a form refuses what the database would, with the same error keys.
import { isRecord } from '../json/is-record';
import { isPlausiblePhone, normalizePhone } from '../phone/phone-number';
import type { ErrorKey } from '../errors/error-catalogue';
import { DEFAULT_TIME_FORMAT, isTimeFormat, setBusinessTimeFormat, type TimeFormat } from '../time/time-format';
import { DEFAULT_DISTANCE_UNIT, isDistanceUnit, setBusinessDistanceUnit, type DistanceUnit } from './distance-unit';

export interface BusinessProfile {
  name: string;
  phone: string;
  email: string | null;
  address: string | null;
  logoUrl: string | null;
  distanceUnit: DistanceUnit;
  timeFormat: TimeFormat;
  currency: string;
}

/** The columns a reader selects. */
export const BUSINESS_PROFILE_COLUMNS = 'name, phone, email, address, logo_url, distance_unit, time_format, currency';

export const BUSINESS_LIMITS = { name: 100, phone: 30, email: 254, address: 300, logoUrl: 2000 } as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LOGO_URL = /^https?:\/\/[^\s"<>]+$/;
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const CONTROL = /[\u0000-\u001f\u007f]/;

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The row (or a list of one, as /rest/v1 answers) as a profile; null when it is not one. */
export function parseBusinessProfile(data: unknown): BusinessProfile | null {
  const row = Array.isArray(data) ? data[0] : data;
  if (!isRecord(row) || typeof row.name !== 'string' || typeof row.phone !== 'string') return null;
  return {
    name: row.name,
    phone: row.phone,
    email: text(row.email),
    address: text(row.address),
    logoUrl: text(row.logo_url),
    distanceUnit: isDistanceUnit(row.distance_unit) ? row.distance_unit : DEFAULT_DISTANCE_UNIT,
    timeFormat: isTimeFormat(row.time_format) ? row.time_format : DEFAULT_TIME_FORMAT,
    currency: typeof row.currency === 'string' ? row.currency : 'AED',
  };
}

/** Every formatter writes times and distances as the profile says (the console at start, the buyer's page). */
export function applyBusinessUnits(profile: Pick<BusinessProfile, 'timeFormat' | 'distanceUnit'> | null | undefined): void {
  setBusinessTimeFormat(profile?.timeFormat);
  setBusinessDistanceUnit(profile?.distanceUnit);
}

export type BusinessProfileField = 'name' | 'phone' | 'email' | 'address' | 'logoUrl' | 'currency';

/** Each field's refusal, as the table's constraints refuse it; an empty email, address or logo is none. */
export function businessProfileProblems(values: Record<BusinessProfileField, string>): Partial<Record<BusinessProfileField, ErrorKey>> {
  const problems: Partial<Record<BusinessProfileField, ErrorKey>> = {};
  const name = values.name.trim();
  if (!name || name.length > BUSINESS_LIMITS.name || CONTROL.test(name)) problems.name = 'errors.businessName';
  if (values.phone.trim().length > BUSINESS_LIMITS.phone || !isPlausiblePhone(normalizePhone(values.phone))) problems.phone = 'errors.phoneInvalid';
  const email = values.email.trim();
  if (email && (email.length > BUSINESS_LIMITS.email || !EMAIL.test(email))) problems.email = 'errors.email';
  const address = values.address.trim();
  if (address.length > BUSINESS_LIMITS.address || CONTROL.test(address)) problems.address = 'errors.businessAddress';
  const logo = values.logoUrl.trim();
  if (logo && (logo.length > BUSINESS_LIMITS.logoUrl || !LOGO_URL.test(logo))) problems.logoUrl = 'errors.businessLogo';
  if (!/^[A-Z]{3}$/.test(values.currency.trim())) problems.currency = 'errors.currency';
  return problems;
}
