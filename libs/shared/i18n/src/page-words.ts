// A light translator for pages whose script must stay small (/book): @nanostores/i18n (about 1 KiB with nanostores)
// instead of i18next (16 KiB gzip). The catalogue is flat JSON per language and page: `key: text` with `{name}`
// placeholders, and plurals as an object of the language's forms (`{ "one": "...", "other": "..." }`, Arabic also
// zero/two/few/many), chosen by Intl.PluralRules. English is in the page's script; any other language is loaded
// only when used (`load`), or handed over ready on the server (`provide`), so the first HTML is already translated.
import { useSyncExternalStore } from 'react';
import { atom, type ReadableAtom } from 'nanostores';
import { count, createI18n, params } from '@nanostores/i18n';
import { formatNumber, textDirection, type Language } from '@inspection/shared-domain';

/** Plural forms of one message, by Intl.PluralRules category. */
export type PluralForms = Partial<Record<'zero' | 'one' | 'two' | 'few' | 'many' | 'other', string>>;
export type LightCatalogue = Record<string, string | PluralForms>;
export type Values = Record<string, string | number>;
/** `t('key')`, `t('key', { name })`, `t('plural', { count: 3 })`: numbers written for the language. */
export type LightTranslate<K extends string = string> = (key: K, values?: Values) => string;

type Entry = string | ((values: Values) => string | ((count: number) => string));

export interface PageWords<K extends string> {
  /** The language the page speaks now. */
  language: ReadableAtom<Language>;
  /** The words of the language now (a store). */
  words: ReadableAtom<Record<string, Entry>>;
  /** Loads a language's catalogue (its own chunk), then speaks it. */
  load(language: Language): Promise<void>;
  /** Speaks a language whose catalogue is already in memory (the server; tests). */
  provide(language: Language, catalogue: LightCatalogue | undefined): void;
  /** A translate function for a language's words (outside React). */
  translate(words: Record<string, Entry>, language: Language): LightTranslate<K>;
}

const isPlural = (value: string | PluralForms): value is PluralForms => typeof value === 'object';

export function createPageWords<C extends LightCatalogue>(
  component: string,
  english: C,
  loaders: Partial<Record<Language, () => Promise<{ default: LightCatalogue } | LightCatalogue>>>,
): PageWords<Extract<keyof C, string>> {
  const language = atom<Language>('en');
  const i18n = createI18n(language, {
    baseLocale: 'en',
    get: async (code) => {
      const loaded = await loaders[code as Language]!();
      return { [component]: ('default' in loaded ? loaded.default : loaded) as LightCatalogue };
    },
  });
  const base: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(english)) {
    base[key] = isPlural(value) ? params(count(value as never)) : value.includes('{') ? params(value) : value;
  }
  const words = i18n(component, base as never) as unknown as ReadableAtom<Record<string, Entry>>;
  // The library's own cache of loaded translations (by language, then component).
  const cache = i18n.cache as unknown as Record<string, Record<string, LightCatalogue> | undefined>;
  const speak = (code: Language, catalogue: LightCatalogue) => {
    cache[code] = { ...cache[code], [component]: catalogue };
  };
  return {
    language,
    words,
    async load(code) {
      if (code !== 'en' && !cache[code]?.[component]) {
        const loaded = await loaders[code]!();
        speak(code, ('default' in loaded ? loaded.default : loaded) as LightCatalogue);
      }
      language.set(code);
    },
    provide(code, catalogue) {
      if (code !== 'en' && catalogue) speak(code, catalogue);
      language.set(code);
      words.get();
    },
    translate: (current, code) => (key, values = {}) => {
      const entry = current[key];
      if (entry === undefined) return key;
      if (typeof entry === 'string') return entry;
      const shown = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'number' ? formatNumber(value, code, 2) : value]));
      const result = entry(shown);
      return typeof result === 'function' ? result(Number(values.count ?? 0)) : result;
    },
  };
}

export interface LightI18n<K extends string> {
  t: LightTranslate<K>;
  language: Language;
  dir: 'ltr' | 'rtl';
}

/** The page's words in React: re-renders when the language or its words change. */
export function usePageWords<K extends string>(page: PageWords<K>): LightI18n<K> {
  const current = useSyncExternalStore(page.words.listen, page.words.get, page.words.get);
  const language = useSyncExternalStore(page.language.listen, page.language.get, page.language.get);
  return { t: page.translate(current, language), language, dir: textDirection(language) };
}

export { LanguageSwitch } from './language-switch';
export { browserLanguage, languageCookie, rememberLanguage } from './browser-language';
