import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse } from '@inspection/platform/testing';
import { bodiesOf, installBookingsBackend, renderWithQueries, type Asked, type BookingsFake } from '../test-support';

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@inspection/ui', async (importOriginal) => ({ ...(await importOriginal<typeof import('@inspection/ui')>()), toast: toastMock }));

const future = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);
const at = (hhmm: string) => new Date(`${future}T${hhmm}:00+04:00`).toISOString();

/** One bookable type and a day with 10:00 free and 11:00 booked, on the typed fake backend. */
function backend(fake: Partial<BookingsFake> = {}): Asked[] {
  return installBookingsBackend({
    types: [{ id: 't1', name: null, name_en: 'Standard 120-point', tag: 'Popular', duration_minutes: 60, actual_price: 499, current_price: 399 }],
    slots: [{ slot_start: at('10:00'), slot_end: at('11:00'), is_available: true }, { slot_start: at('11:00'), slot_end: at('12:00'), is_available: false }],
    dayBookings: [],
    holds: [],
    ...fake,
  });
}

/** The hold_booking_slot calls as (slot start, type, previous hold). */
const holdCalls = (asked: Asked[]) =>
  bodiesOf(asked, 'POST rpc/hold_booking_slot').map((b) => {
    const { p_slot_start, p_inspection_type_id, p_hold_id } = b as Record<string, string | undefined>;
    return [p_slot_start, p_inspection_type_id, p_hold_id ?? null];
  });
const releaseCalls = (asked: Asked[]) => bodiesOf(asked, 'POST rpc/release_booking_slot').map((b) => (b as { p_hold_id: string }).p_hold_id);
/** Reads of a day's bookings, by the day's start. */
const dayReads = (asked: Asked[]) =>
  asked.filter((a) => a.what === 'GET bookings' && a.query.getAll('start_time').length).map((a) => a.query.getAll('start_time')[0]);

import { BookingWizard } from './booking-wizard';

function renderWizard(props: Partial<Parameters<typeof BookingWizard>[0]> = {}) {
  const onDone = vi.fn();
  renderWithQueries(<BookingWizard mode="create" isAdmin onDone={onDone} {...props} />);
  return onDone;
}

const next = () => fireEvent.click(screen.getByRole('button', { name: /^Next/ }));
function fillDetails() {
  fireEvent.change(screen.getByLabelText('Customer Name'), { target: { value: 'Ana Lopez' } });
  fireEvent.change(screen.getByLabelText('Phone Number'), { target: { value: '0501234567' } });
  fireEvent.change(screen.getByLabelText('Vehicle Make'), { target: { value: 'Kia' } });
  fireEvent.change(screen.getByLabelText('Vehicle Model'), { target: { value: 'Rio' } });
  fireEvent.change(screen.getByLabelText('Vehicle Year'), { target: { value: '2020' } });
}

/** The calendar's button for a day (moving to the next month when needed). */
async function calendarDay(day: string): Promise<HTMLElement> {
  const month = new Date(`${day}T12:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  const label = new RegExp(`${month} ${Number(day.slice(8))}(st|nd|rd|th)?, ${day.slice(0, 4)}`);
  const find = () => screen.queryAllByRole('button').find((b) => label.test(b.getAttribute('aria-label') ?? ''));
  if (!find()) fireEvent.click(screen.getByRole('button', { name: /next month/i }));
  return find()!;
}

async function throughLocationAndTime() {
  fireEvent.click(await screen.findByRole('button', { name: /Standard 120-point/ }));
  expect(screen.getByRole('button', { name: /^Next/ })).toBeDisabled();
  fireEvent.change(screen.getByLabelText('Search for a location'), { target: { value: 'dubai marina' } });
  fireEvent.click(await screen.findByRole('button', { name: /Dubai Marina, Dubai/ }));
  expect(await screen.findByTestId('selected-location')).toHaveTextContent('Dubai Marina, Dubai, United Arab Emirates');
  expect(screen.getByRole('button', { name: /^Next/ })).toBeDisabled();
  fireEvent.change(screen.getByLabelText('Additional Directions'), { target: { value: 'Tower 2, gate B' } });
  next();
  fireEvent.click(await calendarDay(future));
  fireEvent.click(await screen.findByRole('button', { name: '10:00 AM' }));
  await waitFor(() => expect(screen.getByRole('button', { name: /^Next/ })).toBeEnabled());
  next();
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('booking wizard', () => {
  it('with a location: 4 steps, Confirm Booking, the row written with place and time', async () => {
    const asked = backend({ created: { id: 'new-id' } });
    const onDone = renderWizard();
    expect(screen.getByRole('radio', { name: 'I know the inspection location and time' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'I need help coordinating with the seller' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').filter((li) => li.closest('ol'))).toHaveLength(4);
    await throughLocationAndTime();
    expect(screen.getByLabelText('Booking Summary')).toHaveTextContent('Tower 2, gate B');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    fillDetails();
    fireEvent.change(screen.getByLabelText('Vehicle Year'), { target: { value: '1899' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Vehicle year must be between 1900 and`);
    fireEvent.change(screen.getByLabelText('Vehicle Year'), { target: { value: '2020' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodiesOf(asked, 'POST bookings')).toEqual([
      expect.objectContaining({
        customer_name: 'Ana Lopez', vehicle_year: 2020, inspection_type_id: 't1', location_address: 'Tower 2, gate B',
        reversegeocoded_address: 'Dubai Marina, Dubai, United Arab Emirates', start_time: at('10:00'), end_time: at('11:00'), is_override: false,
      }),
    ]);
  });

  it("moves focus to each new step's heading, and not while the booking type is being chosen", async () => {
    backend();
    renderWizard();
    const typeChoice = screen.getByRole('radio', { name: 'I need help coordinating with the seller' });
    typeChoice.focus();
    fireEvent.click(typeChoice);
    expect(typeChoice).toHaveFocus();
    fireEvent.click(screen.getByRole('radio', { name: 'I know the inspection location and time' }));
    const card = await screen.findByRole('button', { name: /Standard 120-point/ });
    card.focus();
    fireEvent.click(card);
    expect(screen.getByRole('heading', { level: 2, name: 'Location' })).toHaveFocus();
    fireEvent.change(screen.getByLabelText('Search for a location'), { target: { value: 'dubai marina' } });
    fireEvent.click(await screen.findByRole('button', { name: /Dubai Marina, Dubai/ }));
    await screen.findByTestId('selected-location');
    fireEvent.change(screen.getByLabelText('Additional Directions'), { target: { value: 'Gate B' } });
    screen.getByRole('button', { name: /^Next/ }).focus();
    next();
    expect(await screen.findByRole('heading', { level: 2, name: 'Date & Time' })).toHaveFocus();
    screen.getByRole('button', { name: /Back/ }).focus();
    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(screen.getByRole('heading', { level: 2, name: 'Location' })).toHaveFocus();
  });

  it('without a location: 2 steps and Submit Request, no place or time written', async () => {
    const asked = backend({ created: { id: 'new-id' } });
    const onDone = renderWizard();
    fireEvent.click(screen.getByRole('radio', { name: 'I need help coordinating with the seller' }));
    expect(screen.getAllByRole('listitem').filter((li) => li.closest('ol'))).toHaveLength(2);
    fireEvent.click(await screen.findByRole('button', { name: /Standard 120-point/ }));
    fillDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodiesOf(asked, 'POST bookings')).toEqual([expect.objectContaining({ start_time: null, latitude: null, location_address: null })]);
  });

  it('shows a clash (23P01) as the slot text and sends the user back to choose another time', async () => {
    backend({ created: jsonResponse(409, { code: '23P01', message: 'conflicting key value violates exclusion constraint "bookings_no_overlap"', details: null, hint: null }) });
    renderWizard();
    await throughLocationAndTime();
    fillDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    const text = 'This time slot is no longer available. Please select a different time.';
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(toastMock.error).toHaveBeenCalledWith(text);
    expect(screen.getByRole('heading', { name: 'Available Times' })).toBeInTheDocument();
  });

  it('on /book: holds the chosen time and books through create_public_booking with the hold', async () => {
    const asked = backend({ holdIds: ['hold-1'], publicBooking: { id: 'abc', reference: 'abcdefgh' } });
    const onDone = renderWizard({ mode: 'public', isAdmin: false });
    await throughLocationAndTime();
    expect(holdCalls(asked)).toEqual([[at('10:00'), 't1', null]]);
    fillDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ reference: 'abcdefgh' })));
    expect(bodiesOf(asked, 'POST rpc/create_public_booking')).toEqual([
      { p_booking: expect.objectContaining({ booking_type: 'with_location', hold_id: 'hold-1' }) },
    ]);
    expect(bodiesOf(asked, 'POST bookings')).toEqual([]);
  });

  it('edit: the Booking Type toggle resets to step 1, prefilled values are written back', async () => {
    const asked = backend();
    const booking = {
      id: 'b1', customer_name: 'Omar', customer_email: null, customer_phone: '0501112233', vehicle_make: 'Toyota', vehicle_model: 'Camry',
      vehicle_year: 2019, notes: null, location_address: null, reversegeocoded_address: null, inspection_type_id: 't1', latitude: null, longitude: null,
      start_time: null, end_time: null, status: 'scheduled', seller_name: null, seller_phone: null, is_override: false, created_at: '', inspection_types: null,
    };
    const onDone = renderWizard({ mode: 'edit', booking });
    expect(screen.getByRole('radio', { name: 'Without Location' })).toHaveAttribute('aria-checked', 'true');
    next();
    expect(screen.getByLabelText('Customer Name')).toHaveValue('Omar');
    fireEvent.click(screen.getByRole('radio', { name: 'With Location' }));
    expect(await screen.findByRole('button', { name: /Standard 120-point/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Without Location' }));
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Update Booking' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const updates = asked.filter((a) => a.what === 'PATCH bookings');
    expect(updates.map((a) => [a.query.get('id'), a.body])).toEqual([
      ['eq.b1', expect.objectContaining({ customer_name: 'Omar', customer_email: null, vehicle_year: 2019 })],
    ]);
  });

  it("on /book: gives the held time back when another day is chosen, and when the customer leaves", async () => {
    const asked = backend({ holdIds: ['hold-1', 'hold-2'] });
    renderWizard({ mode: 'public', isAdmin: false });
    await throughLocationAndTime();
    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    const nextDay = new Date(Date.parse(`${future}T12:00:00Z`) + 86400_000).toISOString().slice(0, 10);
    fireEvent.click(await calendarDay(nextDay));
    await waitFor(() => expect(releaseCalls(asked)).toContain('hold-1'));
    fireEvent.click(await screen.findByRole('button', { name: '10:00 AM' }));
    await waitFor(() => expect(holdCalls(asked).at(-1)).toEqual([at('10:00'), 't1', null]));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Next/ })).toBeEnabled());
    cleanup();
    await waitFor(() => expect(releaseCalls(asked).at(-1)).toBe('hold-2'));
    expect(releaseCalls(asked)).toHaveLength(2);
  });

  it("an admin's override lists the bookings it overlaps, then books with 'Yes, Book Anyway'", async () => {
    const asked = backend({
      created: { id: 'new-id' },
      dayBookings: [
        { id: 'x', customer_name: 'Booked Already', start_time: at('11:00'), end_time: at('12:00'), vehicle_make: 'Kia', vehicle_model: 'Rio', status: 'scheduled' },
      ],
    });
    const onDone = renderWizard();
    fireEvent.click(await screen.findByRole('button', { name: /Standard 120-point/ }));
    fireEvent.change(screen.getByLabelText('Search for a location'), { target: { value: 'dubai marina' } });
    fireEvent.click(await screen.findByRole('button', { name: /Dubai Marina, Dubai/ }));
    fireEvent.change(screen.getByLabelText('Additional Directions'), { target: { value: 'Tower 2, gate B' } });
    next();
    fireEvent.click(await calendarDay(future));
    fireEvent.click(await screen.findByRole('button', { name: '11:00 AM (Booked)' }));
    expect(await screen.findByText('Override Booked Slot?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Override' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Next/ })).toBeEnabled());
    next();
    expect(screen.getByLabelText('Booking Summary')).toHaveTextContent('Override');
    fillDetails();
    const readsBefore = dayReads(asked).length;
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText('Overlapping Bookings Found')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('Booked Already');
    // Confirm read the day's bookings again (the day starting at midnight in Dubai) before writing anything.
    expect(dayReads(asked).slice(readsBefore)).toEqual([`gte.${at('00:00')}`]);
    expect(bodiesOf(asked, 'POST bookings')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, Book Anyway' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ id: 'new-id', reference: 'new-id' })));
    expect(bodiesOf(asked, 'POST bookings')).toEqual([expect.objectContaining({ start_time: at('11:00'), is_override: true })]);
  });
});
