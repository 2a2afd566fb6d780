// What a phone input keeps while it is typed: a number as people write it ('+971 50 123 4567', '(050) 123-4567',
// Arabic-Indic digits), never cut to a wrong one; toStoredPhone (phone-format.ts) makes it the stored form.
export const PHONE_INPUT_MAX_LENGTH = 24;

/** Digits (Latin and Arabic-Indic), spaces, dashes, dots and brackets, + only at the start: the database's rule too. */
export const PHONE_INPUT_PATTERN = /^\+?[0-9\u0660-\u0669\u06f0-\u06f9 ().-]{1,24}$/;

/** The typed text with anything a phone number cannot hold dropped, at most 24 characters. */
export function phoneInputText(value: string): string {
  const lead = value.trimStart().startsWith('+') ? '+' : '';
  return (lead + value.replace(/[^0-9\u0660-\u0669\u06f0-\u06f9 ().-]+/g, '')).slice(0, PHONE_INPUT_MAX_LENGTH);
}
