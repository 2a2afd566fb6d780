// Contacts inside free text, for what a buyer's link shows (docs/areas/reports.md#what-the-buyers-copy-withholds): the
// database's buyer_text (supabase/schemas/reports-buyer-copy.sql) case for case, so the booking report and the
// spreadsheet link withhold the same things. Each email address, phone number and given name is replaced by '…'.
import { isPlausiblePhone, normalizePhone } from './phone-number';

export const REDACTED = '…';

const EMAIL = /[^\s@]+@[^\s@]+\.[\p{L}\p{N}]+/gu;
const DIGIT = '[0-9\\u0660-\\u0669\\u06f0-\\u06f9\\uff10-\\uff19]';
/** 7 digits or more, with spaces, dots, dashes or brackets between them, not inside a word. */
const PHONE_CANDIDATE = new RegExp(`(?<![\\p{L}\\p{N}])[+\\uff0b]?${DIGIT}(?:[\\s().-]{0,3}${DIGIT}){6,}(?![\\p{L}\\p{N}])`, 'gu');
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text with each email address, plausible phone number (not a yyyy-mm-dd date) and name (3 characters or more, whole words, any case) replaced by '…'. */
export function redactContacts(text: string, names: readonly (string | null | undefined)[] = []): string {
  let result = text.includes('@') ? text.replace(EMAIL, REDACTED) : text;
  result = result.replace(PHONE_CANDIDATE, (candidate) =>
    !ISO_DATE.test(candidate) && isPlausiblePhone(normalizePhone(candidate)) ? REDACTED : candidate);
  for (const name of names) {
    const trimmed = name?.trim() ?? '';
    if (trimmed.length < 3) continue;
    result = result.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(trimmed)}(?![\\p{L}\\p{N}])`, 'giu'), REDACTED);
  }
  return result;
}
