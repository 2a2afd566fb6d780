// React side of a page that renders in one language at a time (the buyer's report): the page is wrapped in
// <I18nProvider translator={...}> and its components read `useI18n()` for `t`, the language and the direction.
import { createContext, useContext, type ReactNode } from 'react';
import type { Translator } from './translator';

const I18nContext = createContext<Translator | null>(null);

export function I18nProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <I18nContext.Provider value={translator}>{children}</I18nContext.Provider>;
}

export type I18n = Translator;

/** The words of the nearest <I18nProvider>, its language and writing direction. */
export function useI18n(): I18n {
  const translator = useContext(I18nContext);
  if (!translator) throw new Error('useI18n needs an <I18nProvider> above it');
  return translator;
}
