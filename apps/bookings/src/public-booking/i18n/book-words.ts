// /book's words in English and Arabic (docs/areas/platform.md#languages): en.json and ar.json beside this file, read
// as @inspection/i18n's page words (a store: the page turns Arabic once that catalogue is in). English is in the
// page's script (and is what the staff console's wizard, which shares these steps, always speaks); Arabic is its own
// chunk, loaded only when the page speaks it.
import { createPageWords, usePageWords, type Catalogue, type Translator } from '@inspection/i18n';
import { inspectionTypeName } from '@inspection/bookings-domain';
import { englishErrorText, intlLocale, type ErrorKey, type Language, type UserError } from '@inspection/shared-domain';
import en from './en.json';

export type BookKey = Extract<keyof typeof en, string>;
export type BookWords = Translator<BookKey>;

export const bookWords = createPageWords('book', en as Catalogue, {
  ar: () => import(/* webpackChunkName: "book-ar" */ './ar.json') as Promise<{ default: Catalogue }>,
});

/** The words of /book in the language the page speaks (English in the console). */
export function useBookWords(): BookWords {
  return usePageWords(bookWords);
}

/** The error keys /book's catalogue translates (the error catalogue's keys: errors.required, errors.slotTaken, ...). */
const isBookKey = (key: ErrorKey): key is ErrorKey & BookKey => Object.prototype.hasOwnProperty.call(en, key);

/**
 * The refusals /book can receive (create_public_booking, hold_booking_slot, get_available_slots: the hints of
 * supabase/schemas/bookings-public.sql and bookings-slots.sql, the overlap constraint, and the gateway's limit on
 * anonymous calls), each with its text in both catalogues: book-refusals.test.ts holds the list to the sources.
 */
export const BOOK_REFUSAL_KEYS = [
  'errors.required', 'errors.fieldTooLong', 'errors.name', 'errors.notesTooLong', 'errors.phone', 'errors.phoneInvalid',
  'errors.email', 'errors.year', 'errors.language', 'errors.inspectionType', 'errors.location', 'errors.directions',
  'errors.dateTime', 'errors.slotNotOffered', 'errors.horizon', 'errors.slotTaken', 'errors.holdsBusy', 'errors.holdsDailyLimit',
  'errors.phoneDailyLimit', 'errors.hourlyLimit', 'errors.addressDailyLimit', 'errors.clientMinutesLimit', 'errors.anonymousRateLimit',
  'errors.changeCutoff', 'errors.bookingAlreadyCancelled', 'errors.bookingAlreadyDone', 'errors.bookingUntimed', 'errors.manageLinkInvalid',
  'errors.cancelReasonRequired', 'errors.cancelReasonTooLong',
] as const satisfies readonly (ErrorKey & BookKey)[];

/** A number (a year, a count) as written in the language, without grouping ('2027', '٢٠٢٧'). */
export const numberText = (year: number, language: Language) => new Intl.NumberFormat(intlLocale(language), { useGrouping: false }).format(year);

/**
 * A rule's or the database's refusal (a catalogue key) in the page's language. English shows the catalogue's text (or
 * the refusal's own words); in another language a key the page knows is translated, its numbers written in the
 * language, and anything else (a refusal the page does not know) reads 'could not book'.
 */
export function errorText({ t, language }: Pick<BookWords, 't' | 'language'>, error: UserError): string {
  if (language === 'en') return englishErrorText(error);
  if (!isBookKey(error.key)) return t('errors.failed');
  const params = Object.fromEntries(
    Object.entries(error.params ?? {}).map(([name, value]) => [name, typeof value === 'number' ? numberText(value, language) : value]),
  );
  return t(error.key, params);
}

/**
 * An inspection type's name as the customer reads it: the business keeps an Arabic name (`name`) beside the English
 * one (`name_en`); each language shows its own, the other when one is missing.
 */
export function typeNameIn(type: { name: string | null; name_en: string | null }, language: Language): string {
  return language === 'ar' ? type.name || type.name_en || '' : inspectionTypeName(type);
}

/** The type's tag in the page's language: the Arabic page shows tag_ar, the English tag when a type has none. */
export function typeTagIn(type: { tag: string | null; tag_ar?: string | null }, language: Language): string | null {
  return (language === 'ar' && type.tag_ar) || type.tag || null;
}

/** What the type includes in the page's language: the Arabic page shows features_ar, the English lines when empty. */
export function typeFeaturesIn(type: { features?: string[] | null; features_ar?: string[] | null }, language: Language): string[] {
  const arabic = language === 'ar' ? (type.features_ar ?? []) : [];
  return arabic.length > 0 ? arabic : (type.features ?? []);
}
