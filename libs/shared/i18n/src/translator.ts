// The customer pages' one translator, on @nanostores/i18n (about 1.6 KiB gzip with nanostores; i18next with
// react-i18next was 18.7 KiB: docs/decisions/0010-one-translator.md). One catalogue format for every page: flat JSON
// per page and language, dotted keys ('score.title'), `{name}` placeholders, and plurals as an object of the
// language's forms (`{ "one": "...", "other": "..." }`, Arabic also zero/two/few/many) chosen by Intl.PluralRules;
// a `zero` form, where a catalogue has one, is used for a count of 0 in any language ('No body damage was recorded.').
// Numbers given as values are written for the language (Arabic-Indic digits in Arabic), lists (arrays) too.
import { atom } from 'nanostores';
import { createI18n, params, strings, transform } from '@nanostores/i18n';
import { formatList, formatNumber, textDirection, type Language } from '@inspection/shared-domain';

/** Plural forms of one message, by Intl.PluralRules category (`zero` also stands for a count of 0). */
export type PluralForms = Partial<Record<'zero' | 'one' | 'two' | 'few' | 'many' | 'other', string>>;
/** A page's messages in one language: `key: text` or `key: plural forms`. */
export type Catalogue = Record<string, string | PluralForms>;
/** `defaultValue` is what a key the catalogue lacks reads (a stored name the catalogue may not know). */
export type Values = Record<string, string | number | readonly string[]> & { defaultValue?: string };
/** `t('key')`, `t('key', { name })`, `t('plural', { count: 3 })`. */
export type Translate<K extends string = string> = (key: K, values?: Values) => string;

/** A page's words in one language: what components read (`useI18n`, `usePageWords`). */
export interface Translator<K extends string = string> {
  t: Translate<K>;
  language: Language;
  dir: 'ltr' | 'rtl';
}

/** What the library hands back for a key: a text, or a function of the values (then of the count, for plurals). */
export type Entry = string | ((values: Record<string, string>) => string | ((count: number) => string));

const isPlural = (value: string | PluralForms): value is PluralForms => typeof value === 'object';

/** The form for `count`: `zero` for 0 where the catalogue has it, else the language's category, else `other`. */
const plural = transform((locale, forms: PluralForms, count: number) => {
  const category = count === 0 && forms.zero !== undefined ? 'zero' : new Intl.PluralRules(locale).select(count);
  return strings(forms[category as keyof PluralForms] ?? forms.other ?? '', (text) => text);
});

/** The English catalogue as the library's base: texts with placeholders and plurals become transforms. */
export function baseMessages(english: Catalogue): Record<string, unknown> {
  const base: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(english)) {
    base[key] = isPlural(value) ? params(plural(value as never)) : value.includes('{') ? params(value) : value;
  }
  return base;
}

/** A value as the text shows it: numbers and lists for the language; `$` kept literal (String.replace patterns). */
function shown(value: string | number | readonly string[], language: Language): string {
  const text = typeof value === 'number' ? formatNumber(value, language, 2) : typeof value === 'string' ? value : formatList(value, language);
  return text.replace(/\$/g, '$$$$');
}

/** `t` over the library's entries of one language. */
export function translateWith<K extends string>(entries: Record<string, Entry>, language: Language): Translate<K> {
  return (key, values = {}) => {
    const entry = entries[key];
    if (entry === undefined) return values.defaultValue ?? key;
    if (typeof entry === 'string') return entry;
    const { defaultValue: _default, ...named } = values;
    const result = entry(Object.fromEntries(Object.entries(named).map(([name, value]) => [name, shown(value, language)])));
    return typeof result === 'function' ? result(Number(values.count ?? 0)) : result;
  };
}

/**
 * A page's words in one language, ready at once and never changing: the server renders each request with the
 * translator of its language (kept per language; no shared state between requests), and a page that renders in
 * one language at a time provides it to its components (`<I18nProvider>`). `catalogue` is the language's own
 * (English when left out); a key it lacks reads in English.
 */
export function createTranslator(page: string, english: Catalogue, language: Language = 'en', catalogue: Catalogue = english): Translator {
  const i18n = createI18n(atom<Language>(language), {
    baseLocale: 'en',
    cache: language === 'en' ? undefined : ({ [language]: { [page]: catalogue } } as never),
    get: () => Promise.resolve({}),
  });
  const entries = i18n(page, baseMessages(english) as never).get() as unknown as Record<string, Entry>;
  return { t: translateWith(entries, language), language, dir: textDirection(language) };
}

/**
 * Loads one language's catalogue only when it is used (`loader` is a dynamic import of its JSON, so the bundler
 * makes it a chunk of its own), then makes its translator.
 */
export async function loadTranslator(
  page: string,
  english: Catalogue,
  language: Language,
  loader: () => Promise<Catalogue | { default: Catalogue }>,
): Promise<Translator> {
  if (language === 'en') return createTranslator(page, english);
  const loaded = await loader();
  return createTranslator(page, english, language, ('default' in loaded && typeof loaded.default === 'object' ? loaded.default : loaded) as Catalogue);
}
