import { describe, expect, it } from 'vitest';
import { formatBusinessDate, formatBusinessDateTime, formatBusinessLongDate, formatBusinessTime, formatTimeRange } from '../time/business-time';
import {
  cookieValue,
  formatList,
  formatNumber,
  intlLocale,
  languageFromAcceptLanguage,
  languageOf,
  pickLanguage,
  requestLanguage,
  textDirection,
} from './language';

describe('which language a customer page speaks', () => {
  it('?lang= first, then the remembered choice, then the browser, else English', () => {
    expect(pickLanguage({ query: 'ar', remembered: 'en', accepted: 'en-US' })).toBe('ar');
    expect(pickLanguage({ query: 'en', remembered: 'ar', accepted: 'ar' })).toBe('en');
    expect(pickLanguage({ query: 'fr', remembered: 'ar', accepted: 'en' })).toBe('ar');
    expect(pickLanguage({ remembered: 'de', accepted: 'ar-AE,ar;q=0.9,en;q=0.8' })).toBe('ar');
    expect(pickLanguage({ accepted: ['fr-FR', 'ar-SA', 'en'] })).toBe('ar');
    expect(pickLanguage({ accepted: 'fr-FR,de;q=0.5' })).toBe('en');
    expect(pickLanguage({})).toBe('en');
  });

  it('reads Accept-Language by quality, ignoring q=0 and languages we do not speak', () => {
    expect(languageFromAcceptLanguage('en;q=0.5, ar;q=0.9')).toBe('ar');
    expect(languageFromAcceptLanguage('fr, en-GB;q=0.8, ar;q=0.7')).toBe('en');
    expect(languageFromAcceptLanguage('ar;q=0, en;q=0.1')).toBe('en');
    expect(languageFromAcceptLanguage('*')).toBeUndefined();
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
    expect(languageOf('AR_ae')).toBe('ar');
    expect(languageOf('arabic')).toBeUndefined();
  });

  it('finds the remembering cookie among others', () => {
    expect(cookieValue('a=1; lang=ar; b=2', 'lang')).toBe('ar');
    expect(cookieValue('language=ar', 'lang')).toBeUndefined();
    expect(cookieValue(undefined, 'lang')).toBeUndefined();
  });

  it('Arabic is right to left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
    expect(intlLocale('ar')).toBe('ar-AE-u-nu-arab');
  });
});

describe('dates, times and numbers for the language, in the business time zone (Asia/Dubai)', () => {
  const instant = '2026-11-21T06:05:00Z'; // 10:05 in Dubai
  it('English stays as the console writes it', () => {
    expect(formatBusinessDate(instant)).toBe('Nov 21, 2026');
    expect(formatBusinessTime(instant)).toBe('10:05 AM');
    expect(formatBusinessDateTime(instant)).toBe('Nov 21, 2026, 10:05 AM');
    expect(formatBusinessLongDate(instant)).toBe('Saturday, November 21, 2026');
    expect(formatNumber(58275)).toBe('58,275');
    expect(formatNumber(7.84)).toBe('7.8');
    expect(formatList(['Hood', 'Roof', 'Trunk'])).toBe('Hood, Roof, Trunk');
  });

  it('Arabic: Arabic month and day names and Arabic-Indic digits', () => {
    expect(formatBusinessDate(instant, undefined, 'ar')).toBe('٢١ نوفمبر ٢٠٢٦');
    expect(formatBusinessTime(instant, undefined, 'ar')).toBe('١٠:٠٥ ص');
    expect(formatBusinessDateTime(instant, undefined, 'ar')).toBe('٢١ نوفمبر ٢٠٢٦، ١٠:٠٥ ص');
    expect(formatBusinessLongDate(instant, undefined, 'ar')).toBe('السبت، ٢١ نوفمبر ٢٠٢٦');
    expect(formatTimeRange(instant, '2026-11-21T07:30:00Z', undefined, 'ar')).toBe('١٠:٠٥ ص - ١١:٣٠ ص');
    expect(formatNumber(58275, 'ar')).toBe('٥٨٬٢٧٥');
    expect(formatNumber(7.84, 'ar')).toBe('٧٫٨');
    expect(formatList(['غطاء المحرك', 'السقف'], 'ar')).toBe('غطاء المحرك والسقف');
    expect(formatList(['غطاء المحرك', 'السقف', 'صندوق الأمتعة'], 'ar')).toBe('غطاء المحرك، والسقف، وصندوق الأمتعة');
  });

  it('the day is the business zone’s in both languages (21:00 UTC is the next day in Dubai)', () => {
    expect(formatBusinessDate('2026-11-23T21:00:00Z', undefined, 'ar')).toBe('٢٤ نوفمبر ٢٠٢٦');
    expect(formatBusinessDate('2026-11-23T21:00:00Z', 'Europe/London', 'ar')).toBe('٢٣ نوفمبر ٢٠٢٦');
  });

  it("reads a request's language: ?lang= (remembered), else the cookie, else Accept-Language", () => {
    expect(requestLanguage({ url: '/book?lang=ar', cookie: 'lang=en', acceptLanguage: 'en' })).toEqual({ language: 'ar', remember: true });
    expect(requestLanguage({ url: '/book?lang=xx', cookie: 'a=1; lang=ar', acceptLanguage: 'en' })).toEqual({ language: 'ar', remember: false });
    expect(requestLanguage({ url: '/report/1', acceptLanguage: 'ar-AE,en;q=0.5' })).toEqual({ language: 'ar', remember: false });
    expect(requestLanguage({})).toEqual({ language: 'en', remember: false });
  });
});
