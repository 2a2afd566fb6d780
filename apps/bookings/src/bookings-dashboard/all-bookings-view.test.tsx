// The All view at every width (docs/areas/bookings.md#the-all-table): headers that sort in the database (aria-sort,
// keyboard), the optional columns remembered in this browser, cards without table roles below 1024 px, and each
// booking's 'Cancel booking' behind its actions menu (docs/areas/bookings.md#cancel-not-delete).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { installFakeBackend, rpcRoute, tableRoute, type FakeFetch } from '@inspection/platform/testing';
import type { BookingWithType } from '@inspection/bookings-domain';
import type { StaffRole } from '@inspection/platform-manifest';
import { renderWithQueries } from '../test-support';
import { AllBookingsView } from './all-bookings-view';

const auth = vi.hoisted(() => ({ role: 'staff' as StaffRole }));
vi.mock('@inspection/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inspection/platform')>()),
  useAuth: () => ({ user: { role: auth.role, isAdmin: auth.role === 'admin' } }),
}));

const booking = (i: number, name: string): BookingWithType => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, customer_name: name, customer_email: null, customer_phone: '0501112233',
  vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020, notes: null, location_address: 'Gate 4', reversegeocoded_address: 'Dubai Marina',
  inspection_type_id: null, latitude: 25.08, longitude: 55.14, start_time: `2026-12-0${i}T06:00:00Z`, end_time: `2026-12-0${i}T07:00:00Z`,
  status: 'scheduled', seller_name: 'Seller Co', seller_phone: '0559998877', is_override: false, created_at: '', inspection_types: null,
  inspector_id: null, inspectors: { full_name: 'Amy Busy' },
});
const ROWS = [booking(1, 'Zara'), booking(2, 'Adam'), { ...booking(3, 'Mona'), status: 'cancelled' }];
type ListArgs = { p_sort: string; p_descending: boolean };
let fetch: FakeFetch;
const sorts = () => fetch.mock.calls.filter(([input]) => String(input).endsWith('/rpc/list_bookings')).map(([, init]) => JSON.parse(String(init?.body)) as ListArgs).map((a) => `${a.p_sort}:${a.p_descending}`);

/** A window `width` px wide, as matchMedia answers it. */
function windowOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => {
  auth.role = 'staff';
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(640);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  fetch = installFakeBackend(
    rpcRoute('list_bookings', (args) => {
      const { p_sort, p_descending } = args as ListArgs;
      const rows = p_sort === 'customer' ? [...ROWS].sort((a, b) => a.customer_name.localeCompare(b.customer_name)) : ROWS;
      return { total: rows.length, rows: p_descending ? [...rows].reverse() : rows };
    }),
    tableRoute('bookings', (request) => (request.method === 'PATCH' ? [{ id: ROWS[0].id }] : [])),
  );
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = (status = '') =>
  renderWithQueries(
    <MemoryRouter initialEntries={['/booking']}>
      <Routes>
        <Route path="/booking" element={<AllBookingsView filter={{ search: '', inspector: '', status }} />} />
        <Route path="/booking/:id" element={<p>booking opened</p>} />
      </Routes>
    </MemoryRouter>,
  );
const names = () => screen.getAllByTestId('booking-row').map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('the All table', () => {
  it('lists upcoming first, and a header sorts by its column in the database, a second press reversing it', async () => {
    windowOf(1440);
    open();
    const table = await screen.findByRole('table', { name: 'Bookings' });
    expect(within(table).getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'other');
    const customer = within(table).getByRole('columnheader', { name: 'Customer' });
    expect(customer).toHaveAttribute('aria-sort', 'none');
    within(customer).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(names()[0]).toMatch(/^Adam/));
    expect(customer).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'none');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(names()[0]).toMatch(/^Zara/));
    expect(customer).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: 'Upcoming first' }));
    await waitFor(() => expect(within(table).getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'other'));
    expect(sorts().slice(0, 3)).toEqual(['upcoming:false', 'customer:false', 'customer:true']);
  });

  it('remembers which optional columns are shown, for the next visit', async () => {
    windowOf(1440);
    const first = open();
    const table = await screen.findByRole('table', { name: 'Bookings' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Customer', 'Seller', 'Vehicle', 'Location', 'Date', 'Time', 'Inspection Type', 'Inspector', 'Status', 'Actions']);
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Seller' }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Location' }));
    await userEvent.keyboard('{Escape}');
    expect(within(table).queryByRole('columnheader', { name: 'Seller' })).toBeNull();
    first.unmount();
    open();
    const again = await screen.findByRole('table', { name: 'Bookings' });
    expect(within(again).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Customer', 'Vehicle', 'Date', 'Time', 'Inspection Type', 'Inspector', 'Status', 'Actions']);
    expect(within(screen.getAllByTestId('booking-row')[0]).getAllByRole('cell')).toHaveLength(8);
  });

  it('shows Inspector, the lowest priority, by default from 1280 px only', async () => {
    windowOf(1024);
    open();
    const table = await screen.findByRole('table', { name: 'Bookings' });
    expect(within(table).queryByRole('columnheader', { name: 'Inspector' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.getByRole('menuitemcheckbox', { name: 'Inspector' })).toHaveAttribute('aria-checked', 'false');
  });

  it('keeps each cut value whole in its title', async () => {
    windowOf(1440);
    open();
    const row = (await screen.findAllByTestId('booking-row'))[0];
    expect(within(row).getByText('Dubai Marina')).toHaveAttribute('title', 'Dubai Marina');
  });
});

describe("a booking's actions", () => {
  it("cancel a live booking from its row's menu with a reason, without opening it", async () => {
    windowOf(1440);
    open();
    const rows = await screen.findAllByTestId('booking-row');
    expect(within(rows[2]).queryByRole('button', { name: /^More actions/ })).toBeNull(); // Mona's is cancelled
    await userEvent.click(within(rows[0]).getByRole('button', { name: 'More actions for the booking of Zara' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Customer asked by phone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patch = fetch.mock.calls.find(([input, init]) => String(input).includes('/rest/v1/bookings') && init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ status: 'cancelled', cancel_reason: 'Customer asked by phone' });
    expect(screen.queryByText('booking opened')).toBeNull();
  });

  it('offers inspectors no actions menu', async () => {
    auth.role = 'inspector';
    windowOf(1440);
    open();
    await screen.findAllByTestId('booking-row');
    expect(screen.queryByRole('button', { name: /^More actions/ })).toBeNull();
  });

  it('asks the database for one status only when the Status filter is set', async () => {
    windowOf(1440);
    open('cancelled');
    await screen.findAllByTestId('booking-row');
    const args = fetch.mock.calls.filter(([input]) => String(input).endsWith('/rpc/list_bookings')).map(([, init]) => JSON.parse(String(init?.body)));
    expect(args[0]).toMatchObject({ p_status: 'cancelled' });
  });
});

describe('below 1024 px', () => {
  it('shows cards in a plain list (no table roles) with the same actions, and sorts with a menu', async () => {
    windowOf(390);
    open();
    const list = await screen.findByRole('list', { name: 'Bookings' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('row')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByRole('link', { name: 'Zara' })).toHaveAttribute('href', '/booking/00000000-0000-4000-8000-000000000001');
    expect(within(cards[0]).getByRole('button', { name: 'Edit booking of Zara' })).toBeInTheDocument();
    expect(within(cards[0]).getByRole('link', { name: 'View on map' })).toBeInTheDocument();
    expect(within(cards[0]).getByRole('button', { name: 'More actions for the booking of Zara' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Columns' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Sort bookings'), { target: { value: 'customer:asc' } });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Bookings' })).getAllByRole('listitem')[0]).toHaveTextContent('Adam'));
  });
});
