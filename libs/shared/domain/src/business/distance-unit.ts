// Distances (a vehicle's mileage) in the business's unit: km by default, or miles (the business profile's
// distance_unit; docs/areas/business-profile.md#units-and-times). Set with the time format, kept on globalThis.
import { DEFAULT_LANGUAGE, intlLocale, type Language } from '../language/language';
import { numberFormat } from '../language/intl-formatters';

export type DistanceUnit = 'km' | 'mi';
export const DISTANCE_UNITS: readonly DistanceUnit[] = ['km', 'mi'];
export const DEFAULT_DISTANCE_UNIT: DistanceUnit = 'km';

const UNIT_KEY = Symbol.for('inspection-console.business-distance-unit');
type GlobalWithUnit = typeof globalThis & { [UNIT_KEY]?: DistanceUnit };

export const isDistanceUnit = (value: unknown): value is DistanceUnit => value === 'km' || value === 'mi';

export function businessDistanceUnit(): DistanceUnit {
  return (globalThis as GlobalWithUnit)[UNIT_KEY] ?? DEFAULT_DISTANCE_UNIT;
}

/** Sets the unit (from the business profile); anything but 'km' or 'mi' leaves the default. */
export function setBusinessDistanceUnit(unit: unknown): void {
  (globalThis as GlobalWithUnit)[UNIT_KEY] = isDistanceUnit(unit) ? unit : DEFAULT_DISTANCE_UNIT;
}

export function resetBusinessDistanceUnitForTesting(): void {
  delete (globalThis as GlobalWithUnit)[UNIT_KEY];
}

// كم is written the same for any number; a mile takes the Arabic plural form of its count (3-10 أميال, 11-99 ميلًا).
const ARABIC_MILES: Partial<Record<Intl.LDMLPluralRule, string>> = { two: 'ميلان', few: 'أميال', many: 'ميلًا' };
const arabicPlural = new Intl.PluralRules('ar');

const UNIT_WORDS: Record<Language, Record<DistanceUnit, (count: number) => string>> = {
  en: { km: () => 'km', mi: (count) => (count === 1 ? 'mile' : 'miles') },
  ar: { km: () => 'كم', mi: (count) => ARABIC_MILES[arabicPlural.select(count)] ?? 'ميل' },
};

/** '85,000 km' / '85,000 miles'; '٨٥٬٠٠٠ كم' in Arabic. */
export function formatDistance(count: number, unit: DistanceUnit = businessDistanceUnit(), language: Language = DEFAULT_LANGUAGE): string {
  const number = numberFormat(intlLocale(language), { maximumFractionDigits: 1 }).format(count);
  return `${number} ${UNIT_WORDS[language][unit](count)}`;
}
