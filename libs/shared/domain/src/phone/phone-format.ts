// The one stored form of a phone number and the one shown form (docs/areas/crm.md#phone-numbers). The database
// stores the same E.164 form whoever writes (public.e164_phone, supabase/schemas/phone-numbers.sql).
import { isPlausiblePhone, normalizePhone } from './phone-number';

/** E.164, as the database stores it: '+971501234567' however written; null when the number is not plausible. */
export function toStoredPhone(input: string | null | undefined): string | null {
  const normalised = normalizePhone(input);
  if (!isPlausiblePhone(normalised)) return null;
  return normalised.startsWith('+') ? normalised : `+971${normalised}`;
}

/**
 * A number as every screen shows it: a UAE mobile '+971 50 123 4567', a landline '+971 4 123 4567', another country
 * '+' and its digits; a number that is not plausible as it was written (trimmed), so nothing typed is hidden.
 */
export function formatPhone(input: string | null | undefined): string {
  const stored = toStoredPhone(input);
  if (!stored) return (input ?? '').trim();
  const uae = /^\+971(5\d|[2-9])(\d{3})(\d{4})$/.exec(stored);
  return uae ? `+971 ${uae[1]} ${uae[2]} ${uae[3]}` : stored;
}
