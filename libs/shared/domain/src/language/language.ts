// The customer-facing pages' languages (docs/areas/platform.md#languages): English and Arabic. Which one a page speaks:
// `?lang=` first, then the one the reader chose before (a cookie or the browser's storage), then the browser's own
// languages (Accept-Language on the server), else English. Pure rules: the server, the browser and the backend
// (a message in the customer's language) all decide the same way.
import { numberFormat } from './intl-formatters';

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie (and browser storage key) that remembers a reader's choice. */
export const LANGUAGE_COOKIE = 'lang';

/** Each language's name in itself, for the language switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 'ar', 'AR', 'ar-AE', 'ar_SA' -> 'ar'; anything we do not speak -> undefined. */
export function languageOf(tag: string | null | undefined): Language | undefined {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

/** The first language we speak among an Accept-Language header's, by quality ('ar-AE,ar;q=0.9,en;q=0.8' -> 'ar'). */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)).find(Boolean);
      return { tag, q: q ? Number(q[1]) : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const language = languageOf(tag);
    if (language) return language;
  }
  return undefined;
}

/** The value of one cookie in a Cookie header. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return undefined;
}

export interface LanguageSources {
  /** `?lang=` of the address. */
  query?: string | null;
  /** What the reader chose before (the cookie or browser storage). */
  remembered?: string | null;
  /** The browser's languages: an Accept-Language header, or navigator.languages. */
  accepted?: string | readonly string[] | null;
}

/** The page's language: `?lang=`, else the remembered choice, else the browser's languages, else English. */
export function pickLanguage({ query, remembered, accepted }: LanguageSources): Language {
  const fromBrowser = typeof accepted === 'string' || !accepted ? languageFromAcceptLanguage(accepted) : accepted.map(languageOf).find(Boolean);
  return languageOf(query) ?? languageOf(remembered) ?? fromBrowser ?? DEFAULT_LANGUAGE;
}

/** An HTTP request's parts that name a language: its address (path and query), Cookie and Accept-Language. */
export interface LanguageRequest {
  url?: string;
  cookie?: string;
  acceptLanguage?: string;
}

/**
 * A server-rendered page's language (docs/areas/platform.md#languages): `?lang=`, else the `lang` cookie, else Accept-Language,
 * else English. `remember` is set when `?lang=` chose it, so the answer sets the cookie and the next visit keeps it.
 */
export function requestLanguage({ url, cookie, acceptLanguage }: LanguageRequest): { language: Language; remember: boolean } {
  const query = new URL(url ?? '/', 'http://x').searchParams.get('lang');
  const language = pickLanguage({ query, remembered: cookieValue(cookie, LANGUAGE_COOKIE), accepted: acceptLanguage });
  return { language, remember: languageOf(query) !== undefined };
}

/** Arabic is written right to left. */
export function textDirection(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The Intl locale a language formats with: English as the console does ('Nov 21, 2026'), Arabic as read in the
 * UAE with Arabic-Indic digits ('٢١ نوفمبر ٢٠٢٦').
 */
export function intlLocale(language: Language = DEFAULT_LANGUAGE): string {
  return language === 'ar' ? 'ar-AE-u-nu-arab' : 'en-US';
}

/** A number written for the language: '58,275' / '٥٨٬٢٧٥'; at most `maximumFractionDigits` decimals (1 by default). */
export function formatNumber(value: number, language: Language = DEFAULT_LANGUAGE, maximumFractionDigits = 1): string {
  return numberFormat(intlLocale(language), { maximumFractionDigits }).format(value);
}

/** Items listed for the language: 'Hood, Roof, Trunk' / 'غطاء المحرك، والسقف، وصندوق الأمتعة'. */
export function formatList(items: readonly string[], language: Language = DEFAULT_LANGUAGE): string {
  return new Intl.ListFormat(intlLocale(language), { style: 'short', type: 'unit' }).format(items);
}
