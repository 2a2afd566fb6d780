// One way to read a UAE phone number everywhere (CRM uniqueness, duplicate detection, call-log
// grouping, contact links): spaces, dashes, dots and brackets are layout, and a leading +971,
// 00971 or trunk 0 is the same number. The database mirrors this in public.normalize_phone
// (migration 0014), which keeps contacts unique in this form.
const LAYOUT = /[\s().-]/g;
const PREFIX = /^(?:\+971|00971)?0?/;

export function normalizePhone(input: string | null | undefined): string {
  if (!input) return '';
  return input.replace(LAYOUT, '').replace(PREFIX, '');
}

/** Digits for a wa.me link: the international form without '+' (a local number is a UAE one). */
export function whatsappNumber(input: string): string {
  const compact = input.replace(LAYOUT, '');
  const international = /^(?:\+|00)/;
  if (international.test(compact) && !/^(?:\+|00)971/.test(compact)) return compact.replace(international, '').replace(/\D/g, '');
  return `971${normalizePhone(input).replace(/\D/g, '')}`;
}

export function telHref(input: string): string {
  return `tel:${input.replace(LAYOUT, '')}`;
}

export function whatsappHref(input: string): string {
  return `https://wa.me/${whatsappNumber(input)}`;
}
