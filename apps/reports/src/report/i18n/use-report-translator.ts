import { useEffect, useState } from 'react';
import { browserLanguage, rememberLanguage, type Translator } from '@inspection/i18n';
import { textDirection } from '@inspection/shared-domain';
import { englishReportTranslator, loadReportTranslator } from './report-i18n';

/**
 * The report's words in the console: English for staff (the console stays English); for a buyer, their language
 * (`?lang=`, remembered, else the browser's), loading only that catalogue, with the page's root set right to left
 * for Arabic while the report is open. Undefined while a catalogue loads.
 */
export function useReportTranslator(staff: boolean, search: string): Translator | undefined {
  const language = staff ? 'en' : browserLanguage({ search });
  const [loaded, setLoaded] = useState<Translator | undefined>(undefined);
  useEffect(() => {
    if (staff) return;
    if (new URLSearchParams(search).has('lang')) rememberLanguage(language);
    let current = true;
    if (language !== 'en') void loadReportTranslator(language).then((translator) => current && setLoaded(translator));
    const root = document.documentElement;
    const before = { lang: root.lang, dir: root.dir };
    root.lang = language;
    root.dir = textDirection(language);
    return () => {
      current = false;
      root.lang = before.lang;
      root.dir = before.dir;
    };
  }, [staff, language, search]);
  if (language === 'en') return englishReportTranslator();
  return loaded?.language === language ? loaded : undefined;
}
