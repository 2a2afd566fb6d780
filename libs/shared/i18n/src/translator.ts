// One i18next instance per page and language, made synchronously from a catalogue already in memory: the server
// renders with it at once (no flash of English), and the browser gets the same words. Plural forms follow the
// language's rules (Intl.PluralRules: English one/other, Arabic zero/one/two/few/many/other, keys `name_one` ...);
// `{{n, number}}` and `{{items, list}}` write numbers and lists for the language (Arabic-Indic digits in Arabic).
import i18next, { type i18n as I18nInstance, type TFunction } from 'i18next';
import { formatList, formatNumber, isLanguage, textDirection, type Language } from '@inspection/shared-domain';

/** A language's messages: nested JSON, one file per language and page (e.g. `report/en.json`, `report/ar.json`). */
export type Catalogue = { [key: string]: string | Catalogue };

export type Translator = I18nInstance;
export type Translate = TFunction;

/** A ready i18next instance speaking `language` from `catalogue`. */
export function createTranslator(language: Language, catalogue: Catalogue): Translator {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    supportedLngs: [language],
    resources: { [language]: { translation: catalogue } },
    initAsync: false,
    // React escapes what it renders; plain-text uses (titles, attributes) are escaped by their writers.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const formatter = instance.services.formatter;
  formatter?.add('number', (value, lng) => formatNumber(Number(value), isLanguage(lng) ? lng : language));
  formatter?.add('list', (value, lng) => formatList(value as string[], isLanguage(lng) ? lng : language));
  return instance;
}

/** The language a translator speaks, with its writing direction. */
export function translatorLanguage(translator: Translator): { language: Language; dir: 'ltr' | 'rtl' } {
  const language: Language = isLanguage(translator.language) ? translator.language : 'en';
  return { language, dir: textDirection(language) };
}

/**
 * Loads one language's catalogue only when it is used: `loaders` maps each language to a dynamic import of its JSON
 * (`{ en: () => import('./en.json'), ar: () => import('./ar.json') }`), so the bundler splits each into its own chunk.
 */
export async function loadTranslator(
  language: Language,
  loaders: Record<Language, () => Promise<Catalogue | { default: Catalogue }>>,
): Promise<Translator> {
  const loaded = await loaders[language]();
  const catalogue = ('default' in loaded && typeof loaded.default === 'object' ? loaded.default : loaded) as Catalogue;
  return createTranslator(language, catalogue);
}
