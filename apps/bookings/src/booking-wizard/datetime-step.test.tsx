import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';

const data = vi.hoisted(() => ({
  slots: {} as Record<string, unknown>,
  day: { data: [] as unknown[] } as Record<string, unknown>,
  holds: { data: [] as unknown[] } as Record<string, unknown>,
}));
vi.mock('@inspection/bookings-data-access', () => ({
  useAvailableSlots: () => data.slots,
  useDayBookings: () => data.day,
  useSlotHolds: () => data.holds,
}));

import { DateTimeStep } from './datetime-step';

const future = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);
const at = (hhmm: string) => new Date(`${future}T${hhmm}:00+04:00`).toISOString();
const slots = [
  { slot_start: at('08:00'), slot_end: at('09:00'), is_available: true },
  { slot_start: at('08:15'), slot_end: at('09:15'), is_available: false },
  { slot_start: at('08:30'), slot_end: at('09:30'), is_available: false },
];

function renderStep(props: Partial<Parameters<typeof DateTimeStep>[0]> = {}) {
  const onSlot = vi.fn();
  const onDay = vi.fn();
  render(
    <DateTimeStep inspectionTypeId="t" location={null} day={future} slot={null} isAdmin={false} staff={false} excludeBookingId={null} onDay={onDay} onSlot={onSlot} {...props} />,
  );
  return { onSlot, onDay };
}

beforeEach(() => {
  data.slots = { isPending: false, data: slots };
  data.day = { data: [] };
  data.holds = { data: [] };
});

describe('Date & Time step', () => {
  it('shows loading, errors and an empty day with the exact texts', () => {
    data.slots = { isPending: true };
    const { unmount } = render(<DateTimeStep inspectionTypeId="t" location={null} day={future} slot={null} isAdmin={false} staff={false} excludeBookingId={null} onDay={vi.fn()} onSlot={vi.fn()} />);
    expect(screen.getByText('Loading available slots...')).toBeInTheDocument();
    unmount();
    data.slots = { isPending: false, isError: true };
    renderStep();
    expect(screen.getByText('Failed to load available slots')).toBeInTheDocument();
  });
  it('says so when no slot is free', () => {
    data.slots = { isPending: false, data: [slots[1]] };
    renderStep();
    expect(screen.getByText('No available slots for this date')).toBeInTheDocument();
  });
  it('lets a customer pick a free time and never a booked one', () => {
    const { onSlot } = renderStep();
    expect(screen.getByRole('heading', { name: 'Available Times' })).toBeInTheDocument();
    const booked = screen.getByRole('button', { name: '08:15 AM (Booked)' });
    expect(booked).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '08:00 AM' }));
    expect(onSlot).toHaveBeenCalledWith({ start: at('08:00'), end: at('09:00') }, false);
  });
  it("lets an admin override a booked time after 'Override Booked Slot?', and shows the day's bookings", async () => {
    data.day = { data: [{ id: 'x', customer_name: 'Omar Haddad', start_time: at('08:15'), end_time: at('09:15'), vehicle_make: 'Toyota', vehicle_model: 'Camry' }] };
    const { onSlot } = renderStep({ isAdmin: true, staff: true });
    expect(screen.getByText('Omar Haddad')).toBeInTheDocument();
    const booked = screen.getByRole('button', { name: '08:15 AM (Booked)' });
    expect(booked).toBeEnabled();
    expect(booked.className).toContain('red');
    fireEvent.click(booked);
    expect(await screen.findByText('Override Booked Slot?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Override' }));
    expect(onSlot).toHaveBeenCalledWith({ start: at('08:15'), end: at('09:15') }, true);
  });
  it("shows staff a customer's held time as held", () => {
    data.holds = { data: [{ id: 'h', slot_start: at('08:30'), slot_end: at('09:30'), expires_at: at('09:00') }] };
    renderStep({ staff: true });
    expect(screen.getByRole('button', { name: '08:30 AM (Held)' })).toBeDisabled();
  });
});
