// Booking details for each role (docs/areas/bookings.md#cancel-not-delete): 'Cancel booking' for the office while
// the booking is live, Delete for admins only, and a cancelled booking's when and why.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { BookingWithType } from '@inspection/bookings-domain';
import { installFakeBackend, rpcRoute, tableRoute, type FakeRequest } from '@inspection/platform/testing';
import type { StaffRole } from '@inspection/platform-manifest';
import { BookingActions } from './booking-actions';
import { CancellationNotice } from './cancellation-notice';

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

describe('Booking details: cancel and delete by role', () => {
  it("offers admins 'Cancel booking' and Delete", () => {
    renderAs('admin', <BookingActions booking={BOOKING} />);
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it("offers office staff 'Cancel booking' but no Delete", async () => {
    renderAs('staff', <BookingActions booking={BOOKING} />);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(screen.getByRole('dialog', { name: 'Cancel booking' })).toBeInTheDocument();
  });

  it('offers inspectors neither', () => {
    renderAs('inspector', <BookingActions booking={BOOKING} />);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('does not offer to cancel a cancelled or completed booking', () => {
    renderAs('admin', <><BookingActions booking={{ ...BOOKING, status: 'cancelled' }} /><BookingActions booking={{ ...BOOKING, status: 'completed' }} /></>);
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(2);
  });

  it('shows when and why a cancelled booking was cancelled', () => {
    renderAs('staff', <CancellationNotice booking={{ ...BOOKING, status: 'cancelled', cancel_reason: 'The customer sold the car', cancelled_at: '2026-11-28T10:15:00Z' }} />);
    const notice = screen.getByRole('region', { name: 'Cancellation' });
    expect(notice).toHaveTextContent('Cancelled on');
    expect(notice).toHaveTextContent('Nov 28, 2026');
    expect(notice).toHaveTextContent('Reason: The customer sold the car');
  });

  it('shows nothing of the kind for a live booking', () => {
    renderAs('staff', <CancellationNotice booking={BOOKING} />);
    expect(screen.queryByRole('region', { name: 'Cancellation' })).toBeNull();
  });
});
