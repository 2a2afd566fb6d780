import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { jsonResponse } from '@inspection/platform/testing';
import { bodiesOf, installBookingsBackend, renderWithQueries, type BookingsFake } from '../test-support';

import { DateTimeStep } from './datetime-step';

const future = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);
const at = (hhmm: string) => new Date(`${future}T${hhmm}:00+04:00`).toISOString();
const slots = [
  { slot_start: at('08:00'), slot_end: at('09:00'), is_available: true },
  { slot_start: at('08:15'), slot_end: at('09:15'), is_available: false },
  { slot_start: at('08:30'), slot_end: at('09:30'), is_available: false },
];

function backend(fake: Partial<BookingsFake> = {}) {
  return installBookingsBackend({ slots, dayBookings: [], holds: [], types: [], ...fake });
}

function renderStep(props: Partial<Parameters<typeof DateTimeStep>[0]> = {}) {
  const onSlot = vi.fn();
  const onDay = vi.fn();
  const onInspector = vi.fn();
  const view = renderWithQueries(
    <DateTimeStep
      inspectionTypeId="t" location={null} day={future} slot={null} isAdmin={false} staff={false} excludeBookingId={null} inspectorId={null}
      onDay={onDay} onSlot={onSlot} onInspector={onInspector} {...props}
    />,
  );
  return { onSlot, onDay, onInspector, unmount: view.unmount };
}

afterEach(() => vi.unstubAllGlobals());

describe('Date & Time step', () => {
  it('shows loading, errors and an empty day with the exact texts', async () => {
    backend({ slots: 'pending' });
    const { unmount } = renderStep();
    expect(screen.getByText('Loading available slots...')).toBeInTheDocument();
    unmount();
    backend({ slots: jsonResponse(500, { code: 'XX000', message: 'down' }) });
    renderStep();
    expect(await screen.findByText('Failed to load available slots')).toBeInTheDocument();
  });
  it('says so when no slot is free', async () => {
    backend({ slots: [slots[1]] });
    renderStep();
    expect(await screen.findByText('No available slots for this date')).toBeInTheDocument();
  });
  it('says the business is closed, not booked up, on a day nobody works', async () => {
    backend({ slots: slots.map((slot) => ({ ...slot, is_available: false, is_open: false })) });
    renderStep();
    expect(await screen.findByText('We are closed on this day. Please choose another date.')).toBeInTheDocument();
    expect(screen.queryByText('No available slots for this date')).not.toBeInTheDocument();
    expect(screen.queryByText(/Booked/)).not.toBeInTheDocument();
  });
  it("asks an admin 'Override Closed Time?' for an hour nobody works", async () => {
    backend({ slots: [{ ...slots[1], is_open: false }, slots[0]] });
    const { onSlot } = renderStep({ isAdmin: true, staff: true });
    fireEvent.click(await screen.findByRole('button', { name: '08:15 AM (Closed)' }));
    expect(screen.getByText('No inspector works at this time. Book it anyway as an admin override?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Override' }));
    expect(onSlot).toHaveBeenCalledWith({ start: at('08:15'), end: at('09:15') }, true);
  });
  it('lets a customer pick a free time and never a booked one', async () => {
    const asked = backend();
    const { onSlot } = renderStep();
    expect(screen.getByRole('heading', { name: 'Available Times' })).toBeInTheDocument();
    const booked = await screen.findByRole('button', { name: '08:15 AM (Booked)' });
    expect(booked).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '08:00 AM' }));
    expect(onSlot).toHaveBeenCalledWith({ start: at('08:00'), end: at('09:00') }, false);
    // A customer reads neither the day's bookings nor the holds.
    expect(asked.map((a) => a.what)).toEqual(['POST rpc/get_day_slots']);
    expect(asked[0].body).toEqual({ p_day: future, p_inspection_type_id: 't' });
  });
  it("lets an admin override a booked time after 'Override Booked Slot?', and shows the day's bookings", async () => {
    backend({
      dayBookings: [{ id: 'x', customer_name: 'Omar Haddad', start_time: at('08:15'), end_time: at('09:15'), vehicle_make: 'Toyota', vehicle_model: 'Camry' }],
    });
    const { onSlot } = renderStep({ isAdmin: true, staff: true });
    expect(await screen.findByText('Omar Haddad')).toBeInTheDocument();
    const booked = await screen.findByRole('button', { name: '08:15 AM (Booked)' });
    expect(booked).toBeEnabled();
    expect(booked.className).toContain('red');
    fireEvent.click(booked);
    expect(await screen.findByText('Override Booked Slot?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Override' }));
    expect(onSlot).toHaveBeenCalledWith({ start: at('08:15'), end: at('09:15') }, true);
  });
  it("shows staff a customer's held time as held", async () => {
    backend({ holds: [{ id: 'h', slot_start: at('08:30'), slot_end: at('09:30'), expires_at: at('09:00') }] });
    renderStep({ staff: true });
    expect(await screen.findByRole('button', { name: '08:30 AM (Held)' })).toBeDisabled();
  });
  it('offers staff only the inspectors free for the chosen time, and any free one by default', async () => {
    const asked = backend({
      freeInspectors: [
        { inspector_id: 'i-lina', full_name: 'Lina Saeed', day_bookings: 0 },
        { inspector_id: 'i-omar', full_name: 'Omar Haddad', day_bookings: 1 },
      ],
    });
    const chosen = { start: at('08:00'), end: at('09:00') };
    const { onInspector } = renderStep({ staff: true, slot: chosen, excludeBookingId: 'b-edit' });
    const picker = screen.getByLabelText('Inspector');
    expect(await screen.findByRole('option', { name: 'Lina Saeed · 0 bookings that day' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Omar Haddad · 1 booking that day' })).toBeInTheDocument();
    expect(picker).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Any free inspector (assigned automatically)' })).toBeInTheDocument();
    fireEvent.change(picker, { target: { value: 'i-omar' } });
    expect(onInspector).toHaveBeenCalledWith('i-omar');
    fireEvent.change(picker, { target: { value: '' } });
    expect(onInspector).toHaveBeenLastCalledWith(null);
    expect(bodiesOf(asked, 'POST rpc/get_free_inspectors')).toEqual([{ p_start: chosen.start, p_end: chosen.end, p_exclude_booking_id: 'b-edit' }]);
  });
  it('says so when nobody is free, and never offers a pick to a customer', async () => {
    backend({ freeInspectors: [] });
    const { unmount } = renderStep({ staff: true, slot: { start: at('08:00'), end: at('09:00') } });
    expect(await screen.findByText('No inspector is free for all of this time.')).toBeInTheDocument();
    unmount();
    renderStep({ staff: false, slot: { start: at('08:00'), end: at('09:00') } });
    expect(screen.queryByLabelText('Inspector')).not.toBeInTheDocument();
  });
});
