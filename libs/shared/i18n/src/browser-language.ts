// The language of a customer page in the browser (pages rendered there, like /book): `?lang=`, else what the reader
// chose before (the `lang` cookie, which a server-rendered page reads too, or browser storage), else the browser's
// languages. `rememberLanguage` keeps a choice in both.
import { LANGUAGE_COOKIE, cookieValue, pickLanguage, type Language } from '@inspection/shared-domain';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function stored(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_COOKIE);
  } catch {
    return null;
  }
}

export function browserLanguage(location: Pick<Location, 'search'> = window.location): Language {
  return pickLanguage({
    query: new URLSearchParams(location.search).get('lang'),
    remembered: cookieValue(document.cookie, LANGUAGE_COOKIE) ?? stored(),
    accepted: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
}

/** The cookie that remembers a choice for a year, on the whole site (the server reads it for the next page). */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}

export function rememberLanguage(language: Language): void {
  document.cookie = languageCookie(language);
  try {
    window.localStorage.setItem(LANGUAGE_COOKIE, language);
  } catch {
    // storage off (private mode): the cookie still remembers
  }
}
