import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import type { BookingWithType } from '@inspection/bookings-domain';
import { DayLanesView } from './day-lanes-view';

const at = (hhmm: string) => new Date(`2026-12-01T${hhmm}:00+04:00`).toISOString();
const booking = (id: string, customer: string, start: string, end: string, inspector: [string, string]): BookingWithType => ({
  id, customer_name: customer, customer_email: null, customer_phone: '0501112233', vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020,
  notes: null, location_address: null, reversegeocoded_address: null, inspection_type_id: 't', latitude: null, longitude: null,
  start_time: at(start), end_time: at(end), status: 'scheduled', seller_name: null, seller_phone: null, is_override: false, created_at: '',
  inspection_types: null, inspector_id: inspector[0], inspectors: { full_name: inspector[1] },
});
const team = [
  { id: 'i-amy', full_name: 'Amy Busy', active: true },
  { id: 'i-zed', full_name: 'Zed Idle', active: true },
];

function Details() {
  return <p>details of {useParams().id}</p>;
}

describe('Date Wise lanes', () => {
  it('shows one lane per inspector with their bookings on the day, idle ones empty, and opens a booking', () => {
    render(
      <MemoryRouter initialEntries={['/booking']}>
        <Routes>
          <Route path="/booking" element={<DayLanesView day="2026-12-01" team={team} ofDay={[booking('b1', 'Sara Ali', '10:00', '11:30', ['i-amy', 'Amy Busy'])]} />} />
          <Route path="/booking/:id" element={<Details />} />
        </Routes>
      </MemoryRouter>,
    );
    const lanes = screen.getAllByTestId('inspector-lane');
    expect(lanes.map((l) => l.getAttribute('aria-label'))).toEqual(['Amy Busy: 1 bookings', 'Zed Idle: 0 bookings']);
    const block = within(lanes[0]).getByRole('button', { name: '10:00 AM - 11:30 AM, Sara Ali, Amy Busy' });
    // 10:00 on the 08:00-21:00 axis.
    expect(block.style.left).toBe(`${(120 / 780) * 100}%`);
    expect(within(lanes[1]).queryByRole('button')).toBeNull();
    fireEvent.click(block);
    expect(screen.getByText('details of b1')).toBeInTheDocument();
  });
});
