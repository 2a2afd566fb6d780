// The bookings dashboard reads the All table a page at a time (docs/areas/bookings.md#bookings-dashboard): the first page with the total, further
// pages as the table scrolls to them, and search and the Inspector filter as the database's, over every booking.
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { installFakeBackend, rpcRoute, tableRoute, type FakeFetch } from '@inspection/platform/testing';
import type { BookingWithType } from '@inspection/bookings-domain';
import { renderWithQueries } from '../test-support';
import BookingsDashboardPage from './bookings-dashboard-page';

vi.mock('@inspection/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inspection/platform')>()),
  useAuth: () => ({ user: { role: 'staff', isAdmin: false } }),
  AuthProvider: ({ children }: { children: ReactNode }) => children,
}));

const TOTAL = 5000;
const AMY = 'aaaaaaaa-0000-4000-8000-000000000001';
const booking = (i: number, extra: Partial<BookingWithType> = {}): BookingWithType => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, customer_name: `Customer ${i}`, customer_email: null,
  customer_phone: '0501112233', vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020, notes: null, location_address: null,
  reversegeocoded_address: 'Dubai Marina', inspection_type_id: null, latitude: null, longitude: null,
  start_time: new Date(Date.parse('2026-12-01T06:00:00Z') + i * 3600_000).toISOString(),
  end_time: new Date(Date.parse('2026-12-01T07:00:00Z') + i * 3600_000).toISOString(), status: 'scheduled', seller_name: null,
  seller_phone: null, is_override: false, created_at: '', inspection_types: null, inspector_id: null, inspectors: null, ...extra,
});

type ListArgs = { p_search: string; p_inspector: string; p_offset: number; p_limit: number };
let fetch: FakeFetch;
// The search waits for a pause in typing (250 ms) and a read: give it time on a busy machine.
const SETTLED = { timeout: 5000 };
const listCalls = () =>
  fetch.mock.calls.filter(([input]) => String(input).endsWith('/rpc/list_bookings')).map(([, init]) => JSON.parse(String(init?.body)) as ListArgs);

beforeEach(() => {
  // jsdom lays nothing out: the table's scroller gets a laptop's size, so the virtualiser renders a screenful.
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(640);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  fetch = installFakeBackend(
    rpcRoute('list_bookings', (args) => {
      const { p_search, p_inspector, p_offset, p_limit } = args as ListArgs;
      if (p_search === 'nobody') return { total: 0, rows: [] };
      if (p_search === 'sara') return { total: 1, rows: [booking(7, { customer_name: 'Sara Ali' })] };
      if (p_inspector === AMY) return { total: 2, rows: [booking(3, { inspector_id: AMY, inspectors: { full_name: 'Amy Busy' } }), booking(9, { inspector_id: AMY, inspectors: { full_name: 'Amy Busy' } })] };
      return { total: TOTAL, rows: Array.from({ length: Math.min(p_limit, TOTAL - p_offset) }, (_, i) => booking(p_offset + i)) };
    }),
    rpcRoute('booking_summary', () => ({ total: TOTAL, upcoming: 1200, completed: 3100 })),
    tableRoute('inspectors', () => [{ id: AMY, full_name: 'Amy Busy', active: true }]),
    tableRoute('bookings', () => [booking(0, { customer_name: 'Week Customer', start_time: new Date().toISOString(), end_time: new Date(Date.now() + 3600_000).toISOString() })]),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function open() {
  renderWithQueries(
    <MemoryRouter initialEntries={['/booking']}>
      <BookingsDashboardPage />
    </MemoryRouter>,
  );
  return screen.findByRole('table', { name: 'Bookings' });
}

describe('the bookings dashboard, a page at a time', () => {
  it('reads the first 100 bookings with the total, and the counts from the database, not every booking', async () => {
    const table = await open();
    expect(table).toHaveAttribute('aria-rowcount', String(TOTAL + 1));
    expect(within(table).getAllByTestId('booking-row')[0]).toHaveTextContent('Customer 0');
    expect(listCalls()).toEqual([{ p_search: '', p_inspector: '', p_offset: 0, p_limit: 100, p_sort: 'upcoming', p_descending: false }]);
    expect(await screen.findByTestId('count-total')).toHaveTextContent('5000');
    expect(screen.getByTestId('count-upcoming')).toHaveTextContent('1200');
    expect(screen.getByTestId('count-completed')).toHaveTextContent('3100');
  });

  it('reads the page of the rows scrolled to, showing them as loading until it arrives', async () => {
    const table = await open();
    act(() => {
      table.scrollTop = 4020 * 76;
      fireEvent.scroll(table);
    });
    expect(within(table).getAllByTestId('booking-row-loading').length).toBeGreaterThan(0);
    expect((await within(table).findAllByText('Customer 4020', {}, SETTLED))[0]).toBeInTheDocument();
    expect(listCalls().map((c) => c.p_offset)).toEqual([0, 4000]);
  });

  it('searches and filters by inspector in the database, over every booking', async () => {
    await open();
    fireEvent.change(screen.getByLabelText('Search bookings'), { target: { value: '  Sara ' } });
    expect((await screen.findAllByText('Sara Ali', {}, SETTLED))[0]).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Bookings' })).toHaveAttribute('aria-rowcount', '2');
    fireEvent.change(screen.getByLabelText('Search bookings'), { target: { value: 'nobody' } });
    expect(await screen.findByText('No bookings found.', {}, SETTLED)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search bookings'), { target: { value: '' } });
    await screen.findAllByText('Customer 0', {}, SETTLED);
    fireEvent.change(screen.getByLabelText('Inspector'), { target: { value: AMY } });
    await waitFor(() => expect(screen.getAllByTestId('booking-row')).toHaveLength(2), SETTLED);
    // One read per settled search (typing is debounced), each from the first page.
    expect(listCalls()).toEqual([
      { p_search: '', p_inspector: '', p_offset: 0, p_limit: 100, p_sort: 'upcoming', p_descending: false },
      { p_search: 'sara', p_inspector: '', p_offset: 0, p_limit: 100, p_sort: 'upcoming', p_descending: false },
      { p_search: 'nobody', p_inspector: '', p_offset: 0, p_limit: 100, p_sort: 'upcoming', p_descending: false },
      { p_search: '', p_inspector: AMY, p_offset: 0, p_limit: 100, p_sort: 'upcoming', p_descending: false },
    ]);
  });

  it('filters by status in the database, cancelled ones included', async () => {
    await open();
    const status = screen.getByLabelText('Status');
    expect([...(status as HTMLSelectElement).options].map((o) => o.text)).toEqual(['All statuses', 'Scheduled', 'In Progress', 'Completed', 'Cancelled']);
    fireEvent.change(status, { target: { value: 'cancelled' } });
    await waitFor(() => expect(listCalls()).toHaveLength(2), SETTLED);
    expect(listCalls()[1]).toEqual({ p_search: '', p_inspector: '', p_offset: 0, p_limit: 100, p_sort: 'upcoming', p_descending: false, p_status: 'cancelled' });
  });

  it('shows the database’s error in red in place of the table', async () => {
    installFakeBackend(rpcRoute('list_bookings', { code: 'XX000', message: 'Failed to load bookings' } as never, 500), rpcRoute('booking_summary', null));
    renderWithQueries(
      <MemoryRouter>
        <BookingsDashboardPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load bookings');
  });

  it('Date Wise reads this week and lists today’s bookings', async () => {
    await open();
    fireEvent.click(screen.getByRole('radio', { name: 'Date Wise' }));
    const list = await screen.findByRole('list', { name: 'Bookings of the day' });
    expect(list).toHaveTextContent('Week Customer');
    const week = fetch.mock.calls.map(([input]) => new URL(String(input))).find((u) => u.pathname === '/rest/v1/bookings');
    expect(week?.searchParams.getAll('start_time')).toHaveLength(2);
  });
});
