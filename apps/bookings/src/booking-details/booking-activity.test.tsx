import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { installFakeBackend, rpcRoute } from '@inspection/platform/testing';

const AHMED = '55555555-5555-4555-8555-000000000002';
import { BookingActivity } from './booking-activity';

const BOOKING = 'dc2d0b5d-3333-4333-8333-000000000004';

function renderActivity() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}><BookingActivity bookingId={BOOKING} /></QueryClientProvider>);
  return screen.findByRole('region', { name: 'Activity' });
}
afterEach(() => vi.unstubAllGlobals());

describe('Booking details, Activity', () => {
  it("shows a time change with old and new values in the business time zone and the admin's name, an online booking's customer, and the inspector by name", async () => {
    const fetch = installFakeBackend(rpcRoute('get_row_activity', () => [
      { id: 2, at: '2026-11-20T09:15:00Z', actor_id: 'a1', actor_email: 'admin@example.com', table_name: 'bookings', row_id: BOOKING, action: 'update',
        changes: { start_time: ['2026-11-24T06:00:00+00:00', '2026-11-24T07:30:00+00:00'], end_time: ['2026-11-24T07:00:00+00:00', '2026-11-24T08:30:00+00:00'] } },
      { id: 1, at: '2026-11-19T16:00:00Z', actor_id: null, actor_email: null, table_name: 'bookings', row_id: BOOKING, action: 'insert',
        changes: { customer_name: [null, 'Fatima'], created_via: [null, 'public'], inspector_id: [null, AHMED] } },
    ]), rpcRoute('audit_reference_names', () => [{ id: AHMED, name: 'Ahmed Khan' }]));
    const entries = await within(await renderActivity()).findAllByTestId('activity-entry');
    expect(entries[0]).toHaveTextContent('Nov 20, 01:15 PMBooking changedby admin@example.com');
    expect(within(entries[0]).getByText('Start time: Nov 24, 10:00 AM → Nov 24, 11:30 AM')).toBeInTheDocument();
    expect(within(entries[0]).getByText('End time: Nov 24, 11:00 AM → Nov 24, 12:30 PM')).toBeInTheDocument();
    expect(entries[1]).toHaveTextContent('Booking createdby Customer (online booking)');
    expect(within(entries[1]).getByText('Booked through: Online booking')).toBeInTheDocument();
    expect(within(entries[1]).getByText('Inspector: Ahmed Khan')).toBeInTheDocument();
    const call = fetch.mock.calls.find(([input]) => String(input).includes('/rpc/get_row_activity'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ p_table_name: 'bookings', p_row_id: BOOKING });
    const names = fetch.mock.calls.find(([input]) => String(input).includes('/rpc/audit_reference_names'));
    expect(JSON.parse(String(names?.[1]?.body))).toEqual({ p_ids: [AHMED] });
  });

  it('says so when the activity cannot be loaded', async () => {
    installFakeBackend(rpcRoute('get_row_activity', { code: 'XX000', message: 'boom' } as never, 500));
    expect(await within(await renderActivity()).findByText('Failed to load activity')).toBeInTheDocument();
  });
});
