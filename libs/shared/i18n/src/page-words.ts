// A page whose language can change while it runs (/book: the server's language at hydration, Arabic's catalogue
// loaded first): its words as a store of @nanostores/i18n. English is in the page's script; any other language is
// loaded only when used (`load`), or handed over ready on the server (`provide`), so the first HTML is already
// translated. Same catalogue format and `t` as `createTranslator` (translator.ts).
import { useSyncExternalStore } from 'react';
import { atom, type ReadableAtom } from 'nanostores';
import { createI18n } from '@nanostores/i18n';
import { textDirection, type Language } from '@inspection/shared-domain';
import { baseMessages, translateWith, type Catalogue, type Entry, type Translate, type Translator } from './translator';

export interface PageWords<K extends string> {
  /** The language the page speaks now. */
  language: ReadableAtom<Language>;
  /** The words of the language now (a store). */
  words: ReadableAtom<Record<string, Entry>>;
  /** Loads a language's catalogue (its own chunk), then speaks it. */
  load(language: Language): Promise<void>;
  /** Speaks a language whose catalogue is already in memory (the server; tests). */
  provide(language: Language, catalogue: Catalogue | undefined): void;
  /** A translate function for a language's words (outside React). */
  translate(words: Record<string, Entry>, language: Language): Translate<K>;
}

export function createPageWords<C extends Catalogue>(
  component: string,
  english: C,
  loaders: Partial<Record<Language, () => Promise<{ default: Catalogue } | Catalogue>>>,
): PageWords<Extract<keyof C, string>> {
  const language = atom<Language>('en');
  const i18n = createI18n(language, {
    baseLocale: 'en',
    get: async (code) => {
      const loaded = await loaders[code as Language]!();
      return { [component]: ('default' in loaded ? loaded.default : loaded) as Catalogue };
    },
  });
  const words = i18n(component, baseMessages(english) as never) as unknown as ReadableAtom<Record<string, Entry>>;
  // The library's own cache of loaded translations (by language, then component).
  const cache = i18n.cache as unknown as Record<string, Record<string, Catalogue> | undefined>;
  const speak = (code: Language, catalogue: Catalogue) => {
    cache[code] = { ...cache[code], [component]: catalogue };
  };
  return {
    language,
    words,
    async load(code) {
      if (code !== 'en' && !cache[code]?.[component]) {
        const loaded = await loaders[code]!();
        speak(code, ('default' in loaded ? loaded.default : loaded) as Catalogue);
      }
      language.set(code);
    },
    provide(code, catalogue) {
      if (code !== 'en' && catalogue) speak(code, catalogue);
      language.set(code);
      words.get();
    },
    translate: translateWith,
  };
}

/** The page's words in React: re-renders when the language or its words change. */
export function usePageWords<K extends string>(page: PageWords<K>): Translator<K> {
  const current = useSyncExternalStore(page.words.listen, page.words.get, page.words.get);
  const language = useSyncExternalStore(page.language.listen, page.language.get, page.language.get);
  return { t: page.translate(current, language), language, dir: textDirection(language) };
}
