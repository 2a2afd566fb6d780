import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguageSwitch } from './language-switch';
import { I18nProvider, useI18n } from './react';
import { createTranslator, loadTranslator } from './translator';

const ar = {
  parts: { zero: 'لا توجد قطع', one: 'قطعة واحدة', two: 'قطعتان', few: '{count} قطع', many: '{count} قطعة', other: '{count} قطعة' },
  list: 'القطع: {names}',
};
const en = { parts: { one: '{count} part', other: '{count} parts' }, list: 'Parts: {names}', damage: { zero: 'No damage.', one: '{count} part', other: '{count} parts' } };

describe('a translator', () => {
  it('speaks English with its plural forms, numbers and lists', () => {
    const t = createTranslator('test', en).t;
    expect(t('parts', { count: 1 })).toBe('1 part');
    expect(t('parts', { count: 1200 })).toBe('1,200 parts');
    expect(t('list', { names: ['Hood', 'Roof'] })).toBe('Parts: Hood, Roof');
    expect([0, 1, 2].map((count) => t('damage', { count }))).toEqual(['No damage.', '1 part', '2 parts']);
  });

  it('reads a default for a key the catalogue lacks, and keeps a value with $ as written', () => {
    const t = createTranslator('test', { ...en, named: 'Signed by {name}' }).t;
    expect(t('parts.roof', { defaultValue: 'Roof' })).toBe('Roof');
    expect(t('named', { name: "A$'b $& c" })).toBe("Signed by A$'b $& c");
  });

  it("speaks Arabic with Arabic's six plural forms and Arabic-Indic digits", () => {
    const t = createTranslator('test', en, 'ar', ar).t;
    expect([0, 1, 2, 3, 11, 100].map((count) => t('parts', { count }))).toEqual([
      'لا توجد قطع',
      'قطعة واحدة',
      'قطعتان',
      '٣ قطع',
      '١١ قطعة',
      '١٠٠ قطعة',
    ]);
    expect(t('list', { names: ['غطاء المحرك', 'السقف', 'صندوق الأمتعة'] })).toBe('القطع: غطاء المحرك، والسقف، وصندوق الأمتعة');
  });

  it("loads only the language's catalogue that is asked for", async () => {
    const asked: string[] = [];
    const translator = await loadTranslator('test', en, 'ar', async () => (asked.push('ar'), { default: ar }));
    expect(asked).toEqual(['ar']);
    expect(translator.t('parts', { count: 2 })).toBe('قطعتان');
  });
});

function Words() {
  const { t, language, dir } = useI18n();
  return <p data-dir={dir} lang={language}>{t('parts', { count: 3 })}</p>;
}

describe('the React side', () => {
  it('gives components the words, language and direction of the provider', () => {
    render(
      <I18nProvider translator={createTranslator('test', en, 'ar', ar)}>
        <Words />
      </I18nProvider>,
    );
    const text = screen.getByText('٣ قطع');
    expect(text).toHaveAttribute('lang', 'ar');
    expect(text).toHaveAttribute('data-dir', 'rtl');
  });

  it('switches language with plain links, each name in its own language, the current one marked', () => {
    render(<LanguageSwitch current="ar" label="اللغة" />);
    const nav = screen.getByRole('navigation', { name: 'اللغة' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '?lang=en');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'العربية' })).toHaveAttribute('aria-current', 'true');
  });
});
