// The customer's page /book/manage/{token}, on the fake backend: the booking, 'Reschedule' with /book's Date & Time
// step, 'Cancel booking' with a reason and a confirmation, the refusals by their codes, an unknown link with the
// business's phone; in English and in Arabic (the booking's language).
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Catalogue } from '@inspection/i18n';
import { installFakeBackend, jsonResponse, type FakeRoute } from '@inspection/platform/testing';
import { bookingsRoutes, bodiesOf, renderWithQueries, type Asked } from '../../test-support';
import { bookWords } from '../i18n/book-words';
import ar from '../i18n/ar.json';
import ManagedBookingPage from './managed-booking-page';

const TOKEN = '0123456789abcdef0123456789abcdef';
const future = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);
const later = new Date(Date.now() + 32 * 86400_000).toISOString().slice(0, 10);
const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+04:00`).toISOString();

// get_managed_booking's answer (supabase/schemas/bookings-manage.sql): no id, no contacts.
const BOOKING = {
  reference: 'b0000000',
  status: 'scheduled',
  start_time: at(future, '10:00'),
  end_time: at(future, '11:30'),
  inspection_type_id: 't1',
  type_name: 'فحص 120 نقطة',
  type_name_en: 'Standard 120-point',
  vehicle_make: 'Toyota',
  vehicle_model: 'Camry',
  vehicle_year: 2021,
  reversegeocoded_address: 'Dubai Marina, Dubai',
  location_address: 'Tower 2',
  language: 'en',
};

interface Fake {
  booking?: object | null;
  reschedule?: Response;
  cancel?: Response;
}

const refusal = (code: string, hint: string, message: string) => jsonResponse(400, { code, hint, message, details: null });

function install({ booking = BOOKING, reschedule, cancel }: Fake = {}): Asked[] {
  const asked: Asked[] = [];
  const route = (path: string, answer: () => Response): FakeRoute => (request) => (request.path === path ? answer() : undefined);
  installFakeBackend(
    ...bookingsRoutes(
      { slots: [{ slot_start: at(later, '14:00'), slot_end: at(later, '15:30'), is_available: true }], dayBookings: [], holds: [], types: [], holdIds: ['hold-1', 'hold-2'] },
      asked,
    ),
    route('business_profile', () => jsonResponse(200, { name: 'Al Noor Inspections', phone: '+971 4 123 4567' })),
    route('rpc/get_managed_booking', () => jsonResponse(200, booking)),
    route('rpc/get_managed_day_slots', () => jsonResponse(200, [{ slot_start: at(later, '14:00'), slot_end: at(later, '15:30'), is_available: true, is_open: true }])),
    route('rpc/reschedule_public_booking', () => reschedule ?? jsonResponse(200, { ...BOOKING, start_time: at(later, '14:00') })),
    route('rpc/cancel_public_booking', () => cancel ?? jsonResponse(200, { ...BOOKING, status: 'cancelled' })),
  );
  return asked;
}

afterEach(() => bookWords.provide('en', undefined));

/** The calendar's button for a day (its cell carries the day, in Arabic digits on the Arabic page), moving a month on if needed. */
function calendarDay(day: string, arabic = false): HTMLElement {
  const month = new Date(`${day}T12:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  const english = new RegExp(`${month} ${Number(day.slice(8))}(st|nd|rd|th)?, ${day.slice(0, 4)}`);
  const arabicDay = day.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]);
  const find = () =>
    arabic
      ? document.querySelector<HTMLElement>(`[data-day="${arabicDay}"]:not([data-outside]) button`)
      : screen.queryAllByRole('button').find((b) => english.test(b.getAttribute('aria-label') ?? ''));
  // The day may be one or two months after the one shown (near a month's end, 32 days reach the month after next).
  for (let month = 0; month < 2 && !find(); month++) fireEvent.click(screen.getByRole('button', { name: arabic ? 'اذهب إلى الشهر التالي' : /next month/i }));
  return find()!;
}

describe('the customer’s booking page in English', () => {
  it('shows the booking and the business’s name and phone', async () => {
    install();
    renderWithQueries(<ManagedBookingPage token={TOKEN} />);
    expect(await screen.findByTestId('booking-reference')).toHaveTextContent('b0000000');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Inspection Booking' })).toBeInTheDocument();
    expect(screen.getByText('Scheduled')).toBeInTheDocument();
    expect(screen.getByText('Standard 120-point')).toBeInTheDocument();
    expect(screen.getByText('2021 Toyota Camry')).toBeInTheDocument();
    expect(screen.getByText('Dubai Marina, Dubai — Tower 2')).toBeInTheDocument();
    expect(screen.getByText(/10:00 AM/)).toBeInTheDocument();
    const phone = await screen.findByRole('link', { name: 'Call +971 4 123 4567' });
    expect(phone).toHaveAttribute('href', 'tel:+97141234567');
    expect(screen.getByText('Al Noor Inspections')).toBeInTheDocument();
  });

  it('reschedules with the Date & Time step of /book, holding the chosen time, and shows the new time', async () => {
    const asked = install();
    renderWithQueries(<ManagedBookingPage token={TOKEN} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    expect(screen.getByRole('heading', { name: 'Choose a new date and time' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm new time' })).toBeDisabled();
    fireEvent.click(calendarDay(later));
    fireEvent.click(await screen.findByRole('button', { name: /^0?2:00 PM/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm new time' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Confirm new time' }));
    expect(await screen.findByRole('heading', { name: 'Booking rescheduled' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/Your inspection is now on .+, 0?2:00 PM/);
    expect(bodiesOf(asked, 'POST rpc/reschedule_public_booking')).toEqual([{ p_token: TOKEN, p_start_time: at(later, '14:00') }]);
    // The booking's own time counts free: the day's times for its link, not by its id.
    expect(asked.find((a) => a.what === 'POST rpc/get_managed_day_slots')?.body).toEqual({ p_token: TOKEN, p_day: later });
    expect(bodiesOf(asked, 'POST rpc/hold_booking_slot')).toEqual([{ p_slot_start: at(later, '14:00'), p_inspection_type_id: 't1' }]);
  });

  it('shows a taken time by its code, and stays on the picker', async () => {
    install({ reschedule: refusal('23P01', 'slot_taken', 'whatever the database says') });
    renderWithQueries(<ManagedBookingPage token={TOKEN} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    fireEvent.click(calendarDay(later));
    fireEvent.click(await screen.findByRole('button', { name: /^0?2:00 PM/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm new time' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Confirm new time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This time slot is no longer available. Please select a different time.');
  });

  it('shows the change cutoff by its code, with its hours', async () => {
    install({ cancel: jsonResponse(400, { code: '22023', hint: 'change_cutoff', message: 'any words', details: '{"hours": 24}' }) });
    renderWithQueries(<ManagedBookingPage token={TOKEN} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    fireEvent.change(screen.getByLabelText('Why are you cancelling?'), { target: { value: 'Plans changed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Changes are possible until 24 hours before the inspection. Please call us.');
  });

  it('cancels with a reason, after a confirmation', async () => {
    const asked = install();
    renderWithQueries(<ManagedBookingPage token={TOKEN} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(screen.getByText('Please tell us why you are cancelling')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Why are you cancelling?'), { target: { value: 'Bought another car' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const question = screen.getByRole('alertdialog', { name: 'Cancel booking b0000000? This cannot be undone.' });
    expect(bodiesOf(asked, 'POST rpc/cancel_public_booking')).toEqual([]);
    fireEvent.click(within(question).getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await screen.findByRole('heading', { name: 'Booking cancelled' })).toBeInTheDocument();
    expect(bodiesOf(asked, 'POST rpc/cancel_public_booking')).toEqual([{ p_token: TOKEN, p_reason: 'Bought another car' }]);
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });

  it('offers no change on a cancelled booking', async () => {
    install({ booking: { ...BOOKING, status: 'cancelled' } });
    renderWithQueries(<ManagedBookingPage token={TOKEN} />);
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('says an unknown link is not valid, with the business’s phone to call', async () => {
    install({ booking: null });
    renderWithQueries(<ManagedBookingPage token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'This booking link is not valid' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Call us +971 4 123 4567' })).toHaveAttribute('href', 'tel:+97141234567');
  });

  it('does not ask for a link that is not a token', async () => {
    const asked = install();
    renderWithQueries(<ManagedBookingPage token="not-a-token" />);
    expect(await screen.findByRole('heading', { name: 'This booking link is not valid' })).toBeInTheDocument();
    expect(asked.filter((a) => a.what === 'POST rpc/get_managed_booking')).toEqual([]);
  });
});

describe('the customer’s booking page in Arabic', () => {
  it('speaks the booking’s language: Arabic, right to left, Arabic digits', async () => {
    bookWords.provide('ar', ar as Catalogue);
    install({ booking: { ...BOOKING, language: 'ar' } });
    const { container } = renderWithQueries(<ManagedBookingPage token={TOKEN} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'حجز الفحص الخاص بك' })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByText('فحص 120 نقطة')).toBeInTheDocument();
    expect(screen.getByText('٢٠٢١ Toyota Camry')).toBeInTheDocument();
    expect(screen.getByText('مجدول')).toBeInTheDocument();
    expect(screen.getByText(/١٠:٠٠/)).toBeInTheDocument();
  });

  it('cancels in Arabic, and shows a refusal by its code in Arabic', async () => {
    bookWords.provide('ar', ar as Catalogue);
    install({ booking: { ...BOOKING, language: 'ar' }, cancel: refusal('23P01', 'slot_taken', 'This time slot is no longer available.') });
    renderWithQueries(<ManagedBookingPage token={TOKEN} />);
    fireEvent.click(await screen.findByRole('button', { name: 'إلغاء الحجز' }));
    fireEvent.change(screen.getByLabelText('ما سبب الإلغاء؟'), { target: { value: 'اشتريت سيارة أخرى' } });
    fireEvent.click(screen.getByRole('button', { name: 'إلغاء الحجز' }));
    fireEvent.click(screen.getByRole('button', { name: 'نعم، ألغِ الحجز' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ar['errors.slotTaken']);
  });

  it('shows the change cutoff in Arabic, its hours in Arabic digits', async () => {
    bookWords.provide('ar', ar as Catalogue);
    install({ booking: { ...BOOKING, language: 'ar' }, reschedule: jsonResponse(400, { code: '22023', hint: 'change_cutoff', message: 'x', details: '{"hours": 24}' }) });
    renderWithQueries(<ManagedBookingPage token={TOKEN} />);
    fireEvent.click(await screen.findByRole('button', { name: 'تغيير الموعد' }));
    fireEvent.click(calendarDay(later, true));
    fireEvent.click(await screen.findByRole('button', { name: /٢:٠٠/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'تأكيد الموعد الجديد' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'تأكيد الموعد الجديد' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ar['errors.changeCutoff'].replace('{hours}', '٢٤'));
  });

  it('reschedules in Arabic', async () => {
    bookWords.provide('ar', ar as Catalogue);
    install({ booking: { ...BOOKING, language: 'ar' } });
    renderWithQueries(<ManagedBookingPage token={TOKEN} />);
    fireEvent.click(await screen.findByRole('button', { name: 'تغيير الموعد' }));
    fireEvent.click(calendarDay(later, true));
    fireEvent.click(await screen.findByRole('button', { name: /٢:٠٠/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'تأكيد الموعد الجديد' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'تأكيد الموعد الجديد' }));
    expect(await screen.findByRole('heading', { name: 'تم تغيير موعد الحجز' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/موعد فحصك الآن .+٢:٠٠/));
  });
});
