// /book's words in English and Arabic (docs/areas/platform.md#languages): en.json and ar.json beside this file, read with the
// light translator of @inspection/i18n. English is in the page's script (and is what the staff console's wizard,
// which shares these steps, always speaks); Arabic is its own chunk, loaded only when the page speaks it.
import { createPageWords, usePageWords, type LightCatalogue, type LightI18n } from '@inspection/i18n/light';
import { inspectionTypeName, DATE_TIME_MESSAGE, DIRECTIONS_MESSAGE, EMAIL_MESSAGE, LOCATION_MESSAGE, MIN_VEHICLE_YEAR, PHONE_MESSAGE, REQUIRED_FIELDS_MESSAGE, SLOT_TAKEN_MESSAGE, maxVehicleYear, yearMessage } from '@inspection/bookings-domain';
import { intlLocale, type Language } from '@inspection/shared-domain';
import en from './en.json';

export type BookKey = Extract<keyof typeof en, string>;
export type BookWords = LightI18n<BookKey>;

export const bookWords = createPageWords('book', en as LightCatalogue, {
  ar: () => import(/* webpackChunkName: "book-ar" */ './ar.json') as Promise<{ default: LightCatalogue }>,
});

/** The words of /book in the language the page speaks (English in the console). */
export function useBookWords(): BookWords {
  return usePageWords(bookWords);
}

/** The messages the booking rules give (in English), by key. */
const RULE_MESSAGES: Record<string, BookKey> = {
  [REQUIRED_FIELDS_MESSAGE]: 'errors.required',
  [SLOT_TAKEN_MESSAGE]: 'errors.slotTaken',
  [PHONE_MESSAGE]: 'errors.phone',
  [EMAIL_MESSAGE]: 'errors.email',
  [LOCATION_MESSAGE]: 'errors.location',
  [DIRECTIONS_MESSAGE]: 'errors.directions',
  [DATE_TIME_MESSAGE]: 'errors.dateTime',
  'Failed to process booking': 'errors.failed',
};

/** A year as written in the language, without grouping ('2027', '٢٠٢٧'). */
export const yearText = (year: number, language: Language) => new Intl.NumberFormat(intlLocale(language), { useGrouping: false }).format(year);

/**
 * A rule's or the database's message in the page's language. English shows it as given; in another language a
 * known message is translated, and anything else (a refusal the page does not know) reads 'could not book'.
 */
export function errorText({ t, language }: Pick<BookWords, 't' | 'language'>, message: string, now = new Date()): string {
  if (language === 'en') return message;
  if (message === yearMessage(now)) return t('errors.year', { min: yearText(MIN_VEHICLE_YEAR, language), max: yearText(maxVehicleYear(now), language) });
  return t(RULE_MESSAGES[message] ?? 'errors.failed');
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
