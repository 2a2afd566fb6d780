import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPageWords, usePageWords } from './page-words';

const en = { title: 'Book', parts: { one: '{count} part', other: '{count} parts' }, price: 'AED {amount}' };
const ar = {
  title: 'احجز',
  parts: { zero: 'لا توجد قطع', one: 'قطعة واحدة', two: 'قطعتان', few: '{count} قطع', many: '{count} قطعة', other: '{count} قطعة' },
  price: '{amount} درهم',
};

describe('the words of a page whose language changes', () => {
  it('speaks English from the page itself, with its plural forms and numbers', () => {
    const page = createPageWords('test-en', en, {});
    const t = page.translate(page.words.get(), 'en');
    expect([t('title'), t('parts', { count: 1 }), t('parts', { count: 1200 }), t('price', { amount: 1499.5 })]).toEqual([
      'Book',
      '1 part',
      '1,200 parts',
      'AED 1,499.5',
    ]);
  });

  it("speaks Arabic with Arabic's six plural forms and Arabic-Indic digits, loading only the catalogue asked for", async () => {
    const asked: string[] = [];
    const page = createPageWords('test-ar', en, { ar: async () => (asked.push('ar'), { default: ar }) });
    expect(asked).toEqual([]);
    await page.load('ar');
    expect(asked).toEqual(['ar']);
    const t = page.translate(page.words.get(), 'ar');
    expect([0, 1, 2, 3, 11, 100].map((count) => t('parts', { count }))).toEqual(['لا توجد قطع', 'قطعة واحدة', 'قطعتان', '٣ قطع', '١١ قطعة', '١٠٠ قطعة']);
    expect(t('price', { amount: 399 })).toBe('٣٩٩ درهم');
  });

  it('gives components the words, language and direction, and follows a change of language', async () => {
    const page = createPageWords('test-react', en, { ar: async () => ar });
    function Words() {
      const { t, language, dir } = usePageWords(page);
      return <p data-dir={dir} lang={language}>{t('parts', { count: 3 })}</p>;
    }
    render(<Words />);
    expect(screen.getByText('3 parts')).toHaveAttribute('data-dir', 'ltr');
    await act(() => page.load('ar'));
    expect(screen.getByText('٣ قطع')).toHaveAttribute('data-dir', 'rtl');
    expect(screen.getByText('٣ قطع')).toHaveAttribute('lang', 'ar');
  });

  it('is given a catalogue already in memory on the server, synchronously', () => {
    const page = createPageWords('test-server', en, {});
    page.provide('ar', ar);
    expect(page.translate(page.words.get(), 'ar')('title')).toBe('احجز');
    page.provide('en', undefined);
    expect(page.translate(page.words.get(), 'en')('title')).toBe('Book');
  });
});
