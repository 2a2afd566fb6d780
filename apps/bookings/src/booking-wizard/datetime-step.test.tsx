import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { jsonResponse } from '@inspection/auth/testing';
import { installBookingsBackend, renderWithQueries, type BookingsFake } from '../test-support';

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
  const view = renderWithQueries(
    <DateTimeStep inspectionTypeId="t" location={null} day={future} slot={null} isAdmin={false} staff={false} excludeBookingId={null} onDay={onDay} onSlot={onSlot} {...props} />,
  );
  return { onSlot, onDay, unmount: view.unmount };
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
  it('lets a customer pick a free time and never a booked one', async () => {
    const asked = backend();
    const { onSlot } = renderStep();
    expect(screen.getByRole('heading', { name: 'Available Times' })).toBeInTheDocument();
    const booked = await screen.findByRole('button', { name: '08:15 AM (Booked)' });
    expect(booked).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '08:00 AM' }));
    expect(onSlot).toHaveBeenCalledWith({ start: at('08:00'), end: at('09:00') }, false);
    // A customer reads neither the day's bookings nor the holds.
    expect(asked.map((a) => a.what)).toEqual(['POST rpc/get_available_slots']);
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
});
