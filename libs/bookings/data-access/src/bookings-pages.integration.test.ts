// @vitest-environment node
// The All table's pages (list_bookings) and the summary cards (booking_summary) on the embedded backend, through
// supabase-js: paging, search and the Inspector filter over every booking, with the same answers as the rules the
// screens apply to rows in hand (matchesBookingSearch, matchesInspector, summariseBookings).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesBookingSearch, matchesInspector, summariseBookings, upcomingFirst, type BookingWithType } from '@inspection/bookings-domain';
import { BOOKINGS_PAGE_SIZE, bookingsQueries } from '@inspection/platform-manifest';
import { BACKEND_START_TIMEOUT, startTestBackend, type TestBackend } from '@inspection/supabase-client/testing';
import { BOOKING_COLUMNS } from './booking-query-keys';
import { getBookingsPage, NO_BOOKINGS_FILTER, type BookingsFilter } from './get-bookings-page';
import { getBookingSummary } from './get-booking-summary';

const STANDARD = '11111111-1111-4111-8111-000000000001';
const PAGED = 150;

/** Every page of a filter, read the way the table scrolls through them. */
async function allPages(backend: TestBackend, filter: BookingsFilter) {
  const first = await getBookingsPage(filter, 0, backend.client);
  const rows = [...first.rows];
  for (let page = 1; page * BOOKINGS_PAGE_SIZE < first.total; page++) rows.push(...(await getBookingsPage(filter, page, backend.client)).rows);
  return { total: first.total, rows };
}

describe('the All table read a page at a time', () => {
  let backend: TestBackend;
  let everything: BookingWithType[];
  beforeAll(async () => {
    backend = await startTestBackend();
    // Untimed requests (no start, so no inspector and no clash), enough for two pages of their own.
    const { error } = await backend.client.from('bookings').insert(
      Array.from({ length: PAGED }, (_, i) => ({
        customer_name: `Pager ${i}`, customer_phone: `0507${String(i).padStart(6, '0')}`, vehicle_make: i % 2 ? 'Kia' : 'Nissan',
        vehicle_model: i % 2 ? 'Rio' : 'Patrol', vehicle_year: 2010 + (i % 15), inspection_type_id: i % 3 ? STANDARD : null,
        location_address: i % 5 ? null : 'Marina Tower 7', status: 'pending',
      })),
    );
    if (error) throw error;
    // Names beyond ASCII: Arabic (no case) and Latin letters with accents in capitals.
    const { error: namesError } = await backend.client.from('bookings').insert([
      { customer_name: 'أحمد المنصوري', customer_phone: '0501110001', vehicle_make: 'تويوتا', vehicle_model: 'لاند كروزر', vehicle_year: 2022, status: 'pending' },
      { customer_name: 'ZOË ÖLUND', customer_phone: '0501110002', vehicle_make: 'Škoda', vehicle_model: 'Octavia', vehicle_year: 2021, status: 'pending' },
    ]);
    if (namesError) throw namesError;
    const { data, error: readError } = await backend.client.from('bookings').select(BOOKING_COLUMNS).order('start_time', { ascending: true, nullsFirst: false }).order('id');
    if (readError) throw readError;
    everything = upcomingFirst(data);
  }, BACKEND_START_TIMEOUT);
  afterAll(() => backend?.close());

  it('answers the first page and the total, shaped as the screens read bookings, upcoming first', async () => {
    const page = await getBookingsPage(NO_BOOKINGS_FILTER, 0, backend.client);
    expect(page.total).toBe(everything.length);
    expect(page.total).toBeGreaterThan(PAGED);
    expect(page.rows).toHaveLength(BOOKINGS_PAGE_SIZE);
    expect(page.rows).toEqual(everything.slice(0, BOOKINGS_PAGE_SIZE));
    expect(page.rows.find((b) => b.inspection_types)?.inspection_types).toEqual(
      expect.objectContaining({ name_en: expect.any(String), current_price: expect.any(Number), duration_minutes: expect.any(Number) }),
    );
  });

  it('is the manifest’s first page (the read the shell starts with the route), same arguments', async () => {
    const { data, error } = await backend.client.rpc(bookingsQueries.firstPage.rpc, bookingsQueries.firstPage.args);
    expect(error).toBeNull();
    expect(data).toEqual(await getBookingsPage(NO_BOOKINGS_FILTER, 0, backend.client));
  });

  it('pages through every booking once, in order', async () => {
    const { total, rows } = await allPages(backend, NO_BOOKINGS_FILTER);
    expect(total).toBe(everything.length);
    expect(rows.map((b) => b.id)).toEqual(everything.map((b) => b.id));
  });

  it('sorts by a column over every booking, empty values last either way, and refuses an unknown order', async () => {
    const byDate = (descending: boolean) => allPages(backend, { search: '', inspector: '', order: { key: 'date', descending } });
    const timed = everything.filter((b) => b.start_time).map((b) => b.start_time!);
    const ascending = (await byDate(false)).rows.map((b) => b.start_time);
    expect(ascending.slice(0, timed.length)).toEqual([...timed].sort());
    expect(ascending.slice(timed.length).every((t) => t === null)).toBe(true);
    const descending = (await byDate(true)).rows.map((b) => b.start_time);
    expect(descending.slice(0, timed.length)).toEqual([...timed].sort().reverse());
    for (const descending of [false, true]) {
      const names = (await allPages(backend, { search: 'pager', inspector: '', order: { key: 'customer', descending } })).rows.map((b) => b.customer_name.toLowerCase());
      const sorted = [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(names).toEqual(descending ? sorted.reverse() : sorted);
    }
    const { error } = await backend.client.rpc('list_bookings', { p_sort: 'price' });
    expect(error).toMatchObject({ code: '22023', hint: 'sort_unknown' });
  });

  it('searches every booking, not a page: the same rows as the search rule on all of them', async () => {
    const reference = everything.find((b) => b.customer_name === 'Pager 7')!.id.slice(0, 8);
    const searches = ['pager', 'Pager 1', 'KIA rio', 'patrol 2012', 'marina tower', 'standard 120', reference, reference.slice(2, 6).toUpperCase(), '  pager   14 ', 'nothing-like-this',
      // Numbers are stored in E.164: typed any way, whole or in part.
      '050 7000 014', '0507000014', '+971 50 700 0014', '00971507000014', '050 7000', '000 14', 'pager 0507000014', '050 111 0001'];
    for (const search of searches) {
      const { total, rows } = await allPages(backend, { search, inspector: '' });
      const expected = everything.filter((b) => matchesBookingSearch(b, search));
      expect({ search, ids: rows.map((b) => b.id) }).toEqual({ search, ids: expected.map((b) => b.id) });
      expect(total).toBe(expected.length);
    }
    expect((await getBookingsPage({ search: '050 7000 014', inspector: '' }, 0, backend.client)).rows.map((b) => b.customer_name)).toEqual(['Pager 14']);
    expect((await getBookingsPage({ search: 'pager', inspector: '' }, 0, backend.client)).total).toBe(PAGED);
    expect((await getBookingsPage({ search: 'pager', inspector: '' }, 1, backend.client)).rows).toHaveLength(PAGED - BOOKINGS_PAGE_SIZE);
  });

  it('searches names beyond ASCII as the rule does: Arabic words in any order, accented capitals in any case', async () => {
    for (const search of ['أحمد', 'المنصوري أحمد', 'تويوتا', 'zoë', 'ölund', 'ÖLUND zoë', 'škoda', 'zoe']) {
      const { rows } = await allPages(backend, { search, inspector: '' });
      const expected = everything.filter((b) => matchesBookingSearch(b, search));
      expect({ search, ids: rows.map((b) => b.id) }).toEqual({ search, ids: expected.map((b) => b.id) });
    }
    expect((await getBookingsPage({ search: 'المنصوري', inspector: '' }, 0, backend.client)).rows.map((b) => b.customer_name)).toEqual(['أحمد المنصوري']);
    expect((await getBookingsPage({ search: 'ölund', inspector: '' }, 0, backend.client)).rows.map((b) => b.customer_name)).toEqual(['ZOË ÖLUND']);
  });

  it('filters by inspector over every booking: one inspector’s, or those without one', async () => {
    const inspectorId = everything.find((b) => b.inspector_id)!.inspector_id!;
    for (const inspector of [inspectorId, 'none']) {
      const { rows } = await allPages(backend, { search: '', inspector });
      expect(rows.map((b) => b.id)).toEqual(everything.filter((b) => matchesInspector(b, inspector)).map((b) => b.id));
    }
    const both = await allPages(backend, { search: 'pager', inspector: 'none' });
    expect(both.total).toBe(PAGED);
  });

  it('counts the summary cards over every booking as the rule does', async () => {
    expect(await getBookingSummary(backend.client)).toEqual(summariseBookings(everything));
  });

  it('shows nothing to a visitor without a session', async () => {
    for (const fn of ['list_bookings', 'booking_summary'] as const) {
      const { error } = await backend.anon.rpc(fn, {});
      expect(error?.code).toBe('42501');
    }
  });
});
