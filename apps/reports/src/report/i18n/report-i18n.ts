// The buyer's report in English and Arabic (DESIGN.md, 'languages'): its catalogues are en.json and ar.json here.
// The console (staff) reads the report in English; the buyer's page speaks the buyer's language. In the browser only
// the language in use is loaded (Arabic is its own chunk); the server imports both (server-catalogues.ts).
import { createTranslator, loadTranslator, type Catalogue, type Translator } from '@inspection/i18n';
import type { Language } from '@inspection/shared-domain';
import en from './en.json';

let english: Translator | undefined;

/** The report in English, ready at once (the console's language). */
export function englishReportTranslator(): Translator {
  english ??= createTranslator('en', en as Catalogue);
  return english;
}

/** The report's words in `language`, loading only that language's catalogue. */
export function loadReportTranslator(language: Language): Promise<Translator> {
  if (language === 'en') return Promise.resolve(englishReportTranslator());
  return loadTranslator(language, { en: async () => en as Catalogue, ar: () => import('./ar.json') as Promise<{ default: Catalogue }> });
}
