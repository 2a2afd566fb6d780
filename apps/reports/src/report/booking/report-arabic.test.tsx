// The buyer's report in Arabic and English, component by component: the words come from the language's catalogue,
// dates and numbers are written for the language, Arabic runs right to left with the car diagram and Latin values
// (the reference, VINs, models) kept left to right.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider, type Translator } from '@inspection/i18n';
import type { PublicReport } from '@inspection/reports-model';
import { reportTranslator } from '../../server/report-translators';
import { SAMPLE_REPORT } from '../sample/sample-report';
import { BookingReport } from './booking-report';
import { ScoreCard } from './score-card';

const withVin: PublicReport = {
  ...SAMPLE_REPORT,
  vehicleFields: [...SAMPLE_REPORT.vehicleFields, { title: 'VIN', value: 'JTMHV05J604123456', type: 'text' }],
};

const renderIn = (translator: Translator, ui = <BookingReport report={withVin} audience="buyer" />) =>
  render(<I18nProvider translator={translator}>{ui}</I18nProvider>);

describe('the report in Arabic', () => {
  it('right to left, every heading and label in Arabic, the switch offering English', () => {
    const { container } = renderIn(reportTranslator('ar'));
    const article = container.querySelector('article')!;
    expect(article).toHaveAttribute('dir', 'rtl');
    expect(article).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('heading', { level: 1, name: 'تقرير فحص المركبة' })).toBeInTheDocument();
    expect(screen.getByText('تقييم ما قبل الشراء')).toBeInTheDocument();
    for (const heading of ['تقييم الحالة العامة', 'التوصيات', 'القطع المتضررة', 'نتائج الفحص التفصيلية', 'إخلاء المسؤولية', 'التواقيع']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'تنزيل PDF' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'اللغة' });
    expect(within(nav).getByRole('link', { name: 'English' })).toHaveAttribute('href', '?lang=en');
    expect(container.textContent).not.toMatch(/Vehicle Inspection Report|Overall Condition|Disclaimer|Download PDF/);
  });

  it('the score, its condition label and summary with Arabic digits and plural', () => {
    renderIn(reportTranslator('ar'));
    expect(screen.getByText('٧٫٨ من ١٠')).toBeInTheDocument();
    expect(screen.getByTestId('condition-badge')).toHaveTextContent('جيدة');
    expect(screen.getByText('الحالة العامة للمركبة جيدة. سُجِّلت أضرار في ٥ قطع.')).toBeInTheDocument();
    expect(screen.getByText('٨٫٥ من ١٠')).toBeInTheDocument();
  });

  it("Arabic's plural forms for the damaged-part count", () => {
    const summary = (count: number) => {
      const { container, unmount } = renderIn(reportTranslator('ar'), <ScoreCard score={9.2} damagePartCount={count} />);
      const text = container.querySelector('p')!.textContent;
      unmount();
      return text;
    };
    expect(summary(0)).toBe('الحالة العامة للمركبة ممتازة. لم تُسجَّل أي أضرار في الهيكل.');
    expect(summary(1)).toBe('الحالة العامة للمركبة ممتازة. سُجِّل ضرر في قطعة واحدة.');
    expect(summary(2)).toBe('الحالة العامة للمركبة ممتازة. سُجِّلت أضرار في قطعتين.');
    expect(summary(11)).toBe('الحالة العامة للمركبة ممتازة. سُجِّلت أضرار في ١١ قطعة.');
  });

  it('the damage table: parts, conditions and severity in Arabic, worst first; the diagram left to right', () => {
    renderIn(reportTranslator('ar'));
    const table = screen.getByRole('table', { name: 'الأضرار الخارجية' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['القطعة', 'الحالة', 'درجة الخطورة']);
    const rows = within(table).getAllByRole('row').slice(1).map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows[0]).toEqual(['الصدام الخلفي', 'تشقّق', 'عالية']);
    expect(rows).toContainEqual(['الصدام الأمامي', 'خدوش بسيطة وتقشّر في الطلاء', 'منخفضة']);
    expect(rows).toContainEqual(['الباب الخلفي الأيسر', 'انبعاج', 'متوسطة']);
    const diagram = screen.getByTestId('damage-diagram');
    expect(diagram).toHaveAttribute('dir', 'ltr');
    expect(within(diagram).getByRole('img', { name: 'مخطط الأضرار: القطع المتضررة ملوّنة حسب درجة الخطورة' })).toBeInTheDocument();
    expect(diagram.querySelector('[data-part="rear_bumper"] title')).toHaveTextContent('الصدام الخلفي');
    expect(screen.getByRole('heading', { name: 'إصلاحات عاجلة مطلوبة' })).toBeInTheDocument();
    expect(screen.getByText('يجب إصلاح ما يلي قبل شراء المركبة أو قيادتها: الصدام الخلفي.')).toBeInTheDocument();
  });

  it('dates in Arabic in the business zone, mileage in Arabic in the business unit (km by default), Latin values kept left to right', () => {
    renderIn(reportTranslator('ar'));
    const fields = screen.getByTestId('vehicle-fields');
    expect(within(fields).getByText('٢١ نوفمبر ٢٠٢٦، ١٠:٠٠ ص')).toBeInTheDocument();
    expect(within(fields).getByText('٥٨٬٢٧٥ كم')).toBeInTheDocument();
    expect(within(fields).getByText('JTMHV05J604123456')).toHaveAttribute('dir', 'ltr');
    expect(within(fields).getByText('JTMHV05J604123456').tagName).toBe('BDI');
    expect(screen.getByText('وُقِّع في ٢١ نوفمبر ٢٠٢٦ الساعة ١١:٢٥ ص')).toBeInTheDocument();
    expect(screen.getByText('تقرير رقم \u2066SAMPLE01\u2069')).toBeInTheDocument();
    expect(screen.getAllByText('جيد').length).toBeGreaterThan(0);
    expect(screen.getByText('يقتصر هذا الفحص على البنود المذكورة في هذا التقرير.')).toBeInTheDocument();
  });
});

describe('the same report in English', () => {
  it('left to right, the English words and numbers as before', () => {
    const { container } = renderIn(reportTranslator('en'));
    expect(container.querySelector('article')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('heading', { level: 1, name: 'Vehicle Inspection Report' })).toBeInTheDocument();
    expect(screen.getByText('7.8/10')).toBeInTheDocument();
    expect(screen.getByText('The vehicle is in good overall condition. Damage was recorded on 5 parts.')).toBeInTheDocument();
    expect(screen.getByText('58,275 km')).toBeInTheDocument();
    expect(screen.getByText('Nov 21, 2026, 10:00 AM')).toBeInTheDocument();
    expect(screen.getByText('Signed Nov 21, 2026 at 11:25 AM')).toBeInTheDocument();
    expect(screen.getByText('Report #SAMPLE01')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Language' });
    expect(within(nav).getByRole('link', { name: 'العربية' })).toHaveAttribute('href', '?lang=ar');
  });

  it('the console (staff) shows no language switch', () => {
    renderIn(reportTranslator('en'), <BookingReport report={withVin} audience="staff" />);
    expect(screen.queryByRole('navigation', { name: 'Language' })).toBeNull();
  });
});
