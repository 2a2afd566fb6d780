// The document around /book in the page's language: when the page is not the server's (the static remote's
// fallback, whose index.html is the app's generic English one, or /book opened in the console), the root element's
// `lang` and `dir` and the tab's title follow the language the page speaks, and are given back when it closes.
import { useEffect } from 'react';
import type { Language } from '@inspection/shared-domain';

export function usePageDocument(language: Language, dir: 'ltr' | 'rtl', title: string): void {
  useEffect(() => {
    const root = document.documentElement;
    const before = { lang: root.lang, dir: root.dir, title: document.title };
    root.lang = language;
    root.dir = dir;
    document.title = title;
    return () => {
      root.lang = before.lang;
      root.dir = before.dir;
      document.title = before.title;
    };
  }, [language, dir, title]);
}
