// The buyer's report in English and Arabic (docs/decisions/0010-one-translator.md): its catalogues are en.json and
// ar.json here. The console (staff) reads the report in English; the buyer's page speaks the buyer's language. In the
// browser only the language in use is loaded (Arabic is its own chunk); the server imports both
// (server/report-translators.ts).
import { createTranslator, loadTranslator, type Translator } from '@inspection/i18n';
import type { Language } from '@inspection/shared-domain';
import en from './en.json';
import { REPORT_WORDS } from './report-words';

let english: Translator | undefined;

/** The report in English, ready at once (the console's language). */
export function englishReportTranslator(): Translator {
  english ??= createTranslator(REPORT_WORDS, en);
  return english;
}

/** The report's words in `language`, loading only that language's catalogue. */
export function loadReportTranslator(language: Language): Promise<Translator> {
  if (language === 'en') return Promise.resolve(englishReportTranslator());
  return loadTranslator(REPORT_WORDS, en, language, () => import('./ar.json'));
}
