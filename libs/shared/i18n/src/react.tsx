// React side: a page (or the part of it that faces customers) is wrapped in <I18nProvider>; its components read
// `useI18n()` for `t`, the language and the direction.
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Language } from '@inspection/shared-domain';
import { translatorLanguage, type Translate, type Translator } from './translator';

export function I18nProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <I18nextProvider i18n={translator}>{children}</I18nextProvider>;
}

export interface I18n {
  t: Translate;
  language: Language;
  dir: 'ltr' | 'rtl';
}

/** The words of the nearest <I18nProvider>, its language and writing direction. */
export function useI18n(): I18n {
  const { t, i18n } = useTranslation();
  return { t, ...translatorLanguage(i18n) };
}
