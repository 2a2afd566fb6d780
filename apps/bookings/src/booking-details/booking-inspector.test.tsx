// Booking details, the inspector (docs/areas/bookings.md#booking-details): who inspects it, and for the office
// 'Change inspector' offering only the inspectors free for the booking's time.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { BookingWithType } from '@inspection/bookings-domain';
import { installFakeBackend, jsonResponse, rpcRoute, tableRoute, type FakeRequest } from '@inspection/platform/testing';
import type { StaffRole } from '@inspection/platform-manifest';
import { BookingInfo } from './booking-info';

const auth = vi.hoisted(() => ({ role: 'staff' as StaffRole }));
vi.mock('@inspection/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inspection/platform')>()),
  useAuth: () => ({ user: { role: auth.role, isAdmin: auth.role === 'admin' } }),
}));

const ANNA = 'aaaaaaaa-0000-4000-8000-000000000001';
const BEN = 'bbbbbbbb-0000-4000-8000-000000000002';
const BOOKING: BookingWithType = {
  id: '3f2a9c1e-7b4d-4e2a-9f00-123456789abc', customer_name: 'Layla Haddad', customer_email: null, customer_phone: '0501234567',
  vehicle_make: 'Nissan', vehicle_model: 'Patrol', vehicle_year: 2021, notes: null, location_address: null, reversegeocoded_address: null,
  inspection_type_id: null, latitude: null, longitude: null, start_time: '2026-12-02T06:00:00Z', end_time: '2026-12-02T07:00:00Z',
  status: 'scheduled', seller_name: null, seller_phone: null, is_override: false, created_at: '2026-11-25T06:00:00Z',
  inspection_types: null, inspector_id: ANNA, inspectors: { full_name: 'Anna Roy' },
};

function renderAs(role: StaffRole, ui: React.ReactElement, writes: FakeRequest[] = [], patch: () => Response | { id: string }[] = () => [{ id: BOOKING.id }]) {
  auth.role = role;
  const fetch = installFakeBackend(
    rpcRoute('get_free_inspectors', () => [
      { inspector_id: ANNA, full_name: 'Anna Roy', day_bookings: 2 },
      { inspector_id: BEN, full_name: 'Ben Said', day_bookings: 0 },
    ]),
    tableRoute('bookings', (request) => {
      writes.push(request);
      return patch();
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('Booking details: the inspector', () => {
  it('shows the assigned inspector and lets the office move the booking to a free one', async () => {
    const writes: FakeRequest[] = [];
    const fetch = renderAs('staff', <BookingInfo booking={BOOKING} />, writes);
    expect(screen.getByTestId('booking-inspector')).toHaveTextContent('Anna Roy');
    await userEvent.click(screen.getByRole('button', { name: 'Change inspector' }));
    const dialog = screen.getByRole('dialog', { name: 'Change inspector' });
    const select = within(dialog).getByLabelText('Inspector');
    await within(dialog).findByRole('option', { name: 'Ben Said · 0 bookings that day' });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled(); // still Anna
    await userEvent.selectOptions(select, BEN);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(writes.filter((w) => w.method === 'PATCH')).toHaveLength(1));
    expect(writes[0].body).toEqual({ inspector_id: BEN });
    expect(writes[0].url.searchParams.get('id')).toBe(`eq.${BOOKING.id}`);
    // The free ones of this booking's own time, the booking itself left out.
    const ask = fetch.mock.calls.find(([url]) => String(url).includes('/rpc/get_free_inspectors'));
    expect(JSON.parse(String(ask?.[1]?.body))).toEqual({ p_start: BOOKING.start_time, p_end: BOOKING.end_time, p_exclude_booking_id: BOOKING.id });
  });

  it('shows a refusal in the dialog', async () => {
    renderAs('admin', <BookingInfo booking={BOOKING} />, [], () =>
      jsonResponse(409, { code: '23P01', message: 'conflicting key value violates exclusion constraint "bookings_no_overlap"', details: null, hint: null }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Change inspector' }));
    const dialog = screen.getByRole('dialog', { name: 'Change inspector' });
    await within(dialog).findByRole('option', { name: 'Ben Said · 0 bookings that day' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Inspector'), BEN);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This time slot is no longer available. Please select a different time.');
  });

  it('lets inspectors read it only, and says when an untimed booking gets one', () => {
    renderAs('inspector', <><BookingInfo booking={BOOKING} /><BookingInfo booking={{ ...BOOKING, id: 'b2', start_time: null, end_time: null, inspector_id: null, inspectors: null }} /></>);
    expect(screen.queryByRole('button', { name: 'Change inspector' })).toBeNull();
    expect(screen.getAllByTestId('booking-inspector').map((e) => e.textContent)).toEqual(['Anna Roy', 'Assigned once a time is set']);
  });
});
