// /book in Arabic: every step, the validation text, the dates and times in Arabic, and the booking sent in Arabic
// (create_public_booking's `language`, so the confirmation is written in Arabic).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Catalogue } from '@inspection/i18n';
import { formatBusinessLongDate } from '@inspection/shared-domain';
import { bodiesOf, installBookingsBackend, renderWithQueries } from '../test-support';
import { bookWords } from '../public-booking/i18n/book-words';
import ar from '../public-booking/i18n/ar.json';
import { BookingWizard } from './booking-wizard';

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@inspection/ui', async (importOriginal) => ({ ...(await importOriginal<typeof import('@inspection/ui')>()), toast: toastMock }));

const future = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);
const at = (hhmm: string) => new Date(`${future}T${hhmm}:00+04:00`).toISOString();

beforeEach(() => {
  vi.clearAllMocks();
  bookWords.provide('ar', ar as Catalogue);
});
afterEach(() => {
  bookWords.provide('en', undefined);
  vi.unstubAllGlobals();
});

/** The calendar's day (its cell carries the ISO day, in Arabic digits), moving to the next month when needed. */
function calendarDay(day: string): HTMLElement {
  const arabic = day.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]);
  const find = () => document.querySelector<HTMLElement>(`[data-day="${arabic}"]:not([data-outside]) button`);
  if (!find()) fireEvent.click(screen.getByRole('button', { name: 'اذهب إلى الشهر التالي' }));
  return find()!;
}

describe('the booking wizard in Arabic', () => {
  it('books through every step in Arabic and sends the booking in Arabic', async () => {
    const asked = installBookingsBackend({
      types: [{ id: 't1', name: 'فحص 120 نقطة', name_en: 'Standard 120-point', tag: null, duration_minutes: 90, actual_price: 499, current_price: 399 }],
      slots: [{ slot_start: at('10:00'), slot_end: at('11:30'), is_available: true }],
      dayBookings: [],
      holds: [],
      holdIds: ['hold-1'],
      publicBooking: { id: 'abc', reference: 'abcdefgh' },
    });
    const onDone = vi.fn();
    renderWithQueries(<BookingWizard mode="public" isAdmin={false} onDone={onDone} />);

    expect(screen.getByRole('radiogroup', { name: 'نوع الحجز' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'أعرف مكان الفحص وموعده' })).toHaveAttribute('aria-checked', 'true');
    expect(within(screen.getByRole('list', { name: 'خطوات الحجز' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '١نوع الفحص',
      '٢الموقع',
      '٣التاريخ والوقت',
      '٤البيانات',
    ]);
    const card = await screen.findByRole('button', { name: /فحص 120 نقطة/ });
    expect(card).toHaveTextContent('المدة: ٩٠ دقيقة');
    expect(card).toHaveTextContent('٤٩٩ درهم٣٩٩ درهم+ ضريبة القيمة المضافة');
    fireEvent.click(card);

    fireEvent.change(await screen.findByLabelText('ابحث عن موقع'), { target: { value: 'dubai marina' } });
    fireEvent.click(await screen.findByRole('button', { name: /Dubai Marina, Dubai/ }));
    expect(await screen.findByText('الموقع المحدد')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('إرشادات إضافية للوصول'), { target: { value: 'البرج ٢، البوابة ب' } });
    fireEvent.click(screen.getByRole('button', { name: 'التالي' }));

    expect(await screen.findByText('اختر تاريخًا لعرض الأوقات المتاحة.')).toBeInTheDocument();
    fireEvent.click(calendarDay(future));
    fireEvent.click(await screen.findByRole('button', { name: '١٠:٠٠ ص' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'التالي' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'التالي' }));

    fireEvent.click(await screen.findByRole('button', { name: 'تأكيد الحجز' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('يُرجى تعبئة جميع الحقول المطلوبة');
    expect(toastMock.error).toHaveBeenCalledWith('يُرجى تعبئة جميع الحقول المطلوبة');
    fireEvent.change(screen.getByLabelText('اسم العميل'), { target: { value: 'سارة أحمد' } });
    fireEvent.change(screen.getByLabelText('رقم الهاتف'), { target: { value: '0501234567' } });
    expect(screen.getByLabelText('رقم الهاتف')).toHaveAttribute('dir', 'ltr');
    fireEvent.change(screen.getByLabelText('البريد الإلكتروني'), { target: { value: 'sara@example.com' } });
    fireEvent.change(screen.getByLabelText('الشركة المصنّعة'), { target: { value: 'Kia' } });
    fireEvent.change(screen.getByLabelText('الطراز'), { target: { value: 'Rio' } });
    fireEvent.change(screen.getByLabelText('سنة الصنع'), { target: { value: '1899' } });
    fireEvent.click(screen.getByRole('button', { name: 'تأكيد الحجز' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^يجب أن تكون سنة الصنع بين ١٩٠٠ و٢٠[٠-٩]{2}$/);
    fireEvent.change(screen.getByLabelText('سنة الصنع'), { target: { value: '2020' } });

    const summary = screen.getByLabelText('ملخص الحجز');
    expect(summary).toHaveTextContent('الفحصفحص 120 نقطة');
    expect(summary).toHaveTextContent('السعر٣٩٩ درهم + ضريبة القيمة المضافة');
    expect(summary).toHaveTextContent('المدة٩٠ دقيقة');
    expect(summary).toHaveTextContent(`التاريخ${formatBusinessLongDate(at('10:00'), 'Asia/Dubai', 'ar')}`);
    expect(summary).toHaveTextContent('الوقت١٠:٠٠ ص - ١١:٣٠ ص');
    fireEvent.click(screen.getByRole('button', { name: 'تأكيد الحجز' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ reference: 'abcdefgh' })));
    expect(bodiesOf(asked, 'POST rpc/create_public_booking')).toEqual([
      { p_booking: expect.objectContaining({ language: 'ar', customer_email: 'sara@example.com', hold_id: 'hold-1' }) },
    ]);
  });
});
