// One way to read a UAE phone number everywhere (CRM uniqueness, duplicate detection, call-log
// grouping, contact links, the public booking page's limits): only digits count (Arabic-Indic and
// full-width ones too), a leading +971, 00971, +00971 or bare 971 before a national number and the
// trunk 0 are the same number, and other countries keep '+' and their code. The database mirrors
// this in public.normalize_phone and public.is_plausible_phone (migrations 0014, 0031); both are
// tested on PHONE_NORMALISATION_EXAMPLES.
const OTHER_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19\uff0b]/g;
const LAYOUT = /[\s().-]/g;

function asciiDigit(char: string): string {
  const code = char.charCodeAt(0);
  if (code === 0xff0b) return '+';
  const zero = code >= 0xff10 ? 0xff10 : code >= 0x06f0 ? 0x06f0 : 0x0660;
  return String(code - zero);
}

export function normalizePhone(input: string | null | undefined): string {
  if (!input) return '';
  const kept = input.replace(OTHER_DIGITS, asciiDigit).replace(/[^0-9+]/g, '');
  const compact = (kept.startsWith('+') ? '+' : '') + kept.replace(/\D/g, '');
  return compact
    .replace(/^\+?00/, '+')
    .replace(/^\+971/, '')
    .replace(/^971(0?\d{8,9})$/, '$1')
    .replace(/^0/, '');
}

/** A normalised number of sensible length: 8 (landline) or 9 (mobile) UAE digits, or + and 7-15 digits. */
export function isPlausiblePhone(normalised: string): boolean {
  return /^(?:[1-9]\d{7,8}|\+[1-9]\d{6,14})$/.test(normalised);
}

/**
 * A search term that looks like a phone number as a part of a stored E.164 number, as public.phone_search_form
 * (supabase/schemas/phone-numbers.sql) reads it: a leading 0, 00 or + makes it a prefix ('050 123' -> '+97150123',
 * '0044 20' -> '+4420'), bare digits stay digits ('123 4567' -> '1234567'); null for any other term.
 */
export function phoneSearchForm(term: string): string | null {
  const typed = term.replace(OTHER_DIGITS, asciiDigit);
  if (!/^[\s(]*\+?[0-9\s().-]*$/.test(typed) || !/[0-9]/.test(typed)) return null;
  if (!/^[\s(]*[+0]/.test(typed)) return typed.replace(/\D/g, '');
  const normalised = normalizePhone(typed);
  return normalised.startsWith('+') ? normalised : `+971${normalised}`;
}

/** Digits for a wa.me link: the international form without '+' (a local number is a UAE one). */
export function whatsappNumber(input: string): string {
  const normalised = normalizePhone(input);
  return normalised.startsWith('+') ? normalised.slice(1) : `971${normalised}`;
}

export function telHref(input: string): string {
  return `tel:${input.replace(LAYOUT, '')}`;
}

export function whatsappHref(input: string): string {
  return `https://wa.me/${whatsappNumber(input)}`;
}
