// The server speaks both languages: each catalogue is read once and each language's translator kept for every request.
import { createTranslator, type Catalogue, type Translator } from '@inspection/i18n';
import type { Language } from '@inspection/shared-domain';
import ar from '../report/i18n/ar.json';
import en from '../report/i18n/en.json';
import { REPORT_WORDS } from '../report/i18n/report-words';

const CATALOGUES: Record<Language, Catalogue> = { en, ar };
const translators = new Map<Language, Translator>();

export function reportTranslator(language: Language): Translator {
  let translator = translators.get(language);
  if (!translator) {
    translator = createTranslator(REPORT_WORDS, en, language, CATALOGUES[language]);
    translators.set(language, translator);
  }
  return translator;
}
