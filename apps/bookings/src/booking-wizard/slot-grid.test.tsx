// The slot grid is one Tab stop: the arrow keys move between the times that can be picked, Enter picks.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TimeSlot } from '@inspection/bookings-domain';
import { SlotGrid } from './slot-grid';

const day = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);
const at = (hhmm: string) => new Date(`${day}T${hhmm}:00+04:00`).toISOString();
const slot = (hhmm: string, is_available = true): TimeSlot => ({ slot_start: at(hhmm), slot_end: at(hhmm.replace(/^(\d\d)/, (h) => String(Number(h) + 1).padStart(2, '0'))), is_available });
const SLOTS = [slot('08:00'), slot('08:15', false), slot('08:30'), slot('08:45'), slot('09:00')];

function renderGrid(chosen: string | null = null) {
  const onPick = vi.fn();
  render(
    <>
      <button>Before</button>
      <SlotGrid slots={SLOTS} chosen={chosen ? { start: at(chosen), end: at(chosen) } : null} holds={[]} isAdmin={false} staff={false} onPick={onPick} onOverride={vi.fn()} />
      <button>After</button>
    </>,
  );
  return onPick;
}

const tabStops = () => screen.getAllByRole('button').filter((b) => b.closest('[role=group]') && b.tabIndex === 0);

describe('the slot grid by keyboard', () => {
  it('is one Tab stop, the first free time when none is chosen', async () => {
    renderGrid();
    expect(tabStops().map((b) => b.textContent)).toEqual(['08:00 AM']);
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '08:00 AM' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('moves with the arrow keys, Home and End over the booked times, and picks with Enter only', async () => {
    const onPick = renderGrid();
    screen.getByRole('button', { name: '08:00 AM' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: '08:30 AM' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: '08:45 AM' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: '09:00 AM' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Home}{ArrowRight}');
    expect(screen.getByRole('button', { name: '08:30 AM' })).toHaveFocus();
    expect(onPick).not.toHaveBeenCalled();
    expect(tabStops().map((b) => b.textContent)).toEqual(['08:30 AM']);
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith({ start: at('08:30'), end: at('09:30') });
  });

  it('starts from the chosen time', () => {
    renderGrid('08:45');
    expect(tabStops().map((b) => b.textContent)).toEqual(['08:45 AM']);
  });
});

// Hours no inspector works are closed, never booked (docs/areas/bookings.md#slots).
describe('the slot grid and closed hours', () => {
  const DAY = [slot('08:00', false), slot('09:00'), slot('10:00', false), slot('20:00', false)].map((s, index) => ({ ...s, is_open: index === 1 || index === 2 }));
  const grid = (props: { isAdmin?: boolean; staff?: boolean }) =>
    render(<SlotGrid slots={DAY} chosen={null} holds={[]} isAdmin={props.isAdmin ?? false} staff={props.staff ?? false} onPick={vi.fn()} onOverride={vi.fn()} />);

  it('leaves them out for customers: only open hours, the booked one read as booked', () => {
    grid({});
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['09:00 AM', '10:00 AM (Booked)']);
    expect(screen.queryByText(/Closed/)).not.toBeInTheDocument();
  });

  it("reads '(Closed)' for staff, never '(Booked)'; an admin may still override it", () => {
    const { unmount } = grid({ staff: true });
    expect(screen.getAllByRole('button').map((b) => [b.textContent, (b as HTMLButtonElement).disabled])).toEqual([
      ['08:00 AM (Closed)', true],
      ['09:00 AM', false],
      ['10:00 AM (Booked)', true],
      ['08:00 PM (Closed)', true],
    ]);
    unmount();
    grid({ staff: true, isAdmin: true });
    expect(screen.getByRole('button', { name: '08:00 AM (Closed)' })).toBeEnabled();
  });
});
