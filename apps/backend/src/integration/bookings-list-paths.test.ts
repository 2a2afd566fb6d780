// list_bookings reads the All table's first page (no search, upcoming first) by its own path, from the start_time
// index part by part (supabase/schemas/bookings-list.sql). It must answer exactly as the general path, the one a
// search takes: here every booking carries one word, so a search for it matches them all, and both paths must give
// the same total and the same rows in the same order, page by page, with the Inspector and Status filters.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../testing/start-test-backend';

let backend: TestBackend;
let admin: SupabaseClient;
let inspector: string;
const WORD = 'pathsagree';
const TYPE = '11111111-1111-4111-8111-000000000001';

interface Page {
  total: number;
  rows: { id: string; start_time: string | null }[];
}

async function list(args: Record<string, unknown>): Promise<Page> {
  const { data, error } = await admin.rpc('list_bookings', args);
  if (error) throw error;
  return data as Page;
}

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await backend.signedInClient('admin@example.com', 'admin1234');
  inspector = (await backend.db.query<{ id: string }>('select id from public.inspectors order by created_at limit 1')).rows[0].id;
  // Today, later, earlier and untimed bookings, some at the same time (ties by id), some with the inspector, one
  // cancelled; written as the database's owner (is_override: no slot rules), so the times can repeat.
  const at = (days: number, hour: number) => `(date_trunc('day', now() at time zone public.business_time_zone()) + interval '${days} days ${hour} hours') at time zone public.business_time_zone()`;
  const rows = [
    [0, 0], [0, 9], [0, 9], [0, 9], [1, 10], [3, 8], [3, 8], [-1, 23], [-1, 9], [-1, 9], [-30, 12], [null, null], [null, null], [null, null],
  ];
  for (const [i, [days, hour]] of rows.entries()) {
    const start = days === null ? 'null' : at(days, hour!);
    const end = days === null ? 'null' : `${start} + interval '1 hour'`;
    await backend.db.query(
      `insert into public.bookings (customer_name, customer_phone, vehicle_make, vehicle_model, vehicle_year, inspection_type_id,
         start_time, end_time, is_override, inspector_id, status, created_at)
       values ($1, '0501112233', 'Kia', 'Rio', 2020, $2, ${start}, ${end}, true, $3, $4, now() - ($5 || ' minutes')::interval)`,
      [`Paths ${i}`, TYPE, i % 3 === 0 ? inspector : null, i === 4 ? 'cancelled' : 'scheduled', String(i % 4)],
    );
  }
  // Every booking, the seed's too, carries the word: a search for it matches them all.
  await backend.db.query(`update public.bookings set seller_name = concat_ws(' ', seller_name, '${WORD}')`);
}, 180_000);
afterAll(() => backend?.close());

describe('list_bookings, the first page without a search and the search path', () => {
  const filters = [{}, { p_inspector: 'none' }, { p_status: 'cancelled' }, { p_status: 'scheduled' }];

  it('give the same total and rows, page by page, whatever the filters', async () => {
    for (const filter of [...filters, { p_inspector: () => inspector }]) {
      const args = Object.fromEntries(Object.entries(filter).map(([k, v]) => [k, typeof v === 'function' ? v() : v]));
      const whole = await list({ ...args, p_limit: 500 });
      expect(whole.total).toBe(whole.rows.length);
      expect(await list({ ...args, p_search: WORD, p_limit: 500 })).toEqual(whole);
      for (let offset = 0; offset <= whole.total + 3; offset += 4) {
        const page = await list({ ...args, p_offset: offset, p_limit: 4 });
        expect(page).toEqual(await list({ ...args, p_search: WORD, p_offset: offset, p_limit: 4 }));
        expect(page.rows).toEqual(whole.rows.slice(offset, offset + 4));
      }
    }
  });

  it('give the same answers at the edges: no rows asked, a page past the end, a huge offset', async () => {
    for (const args of [{ p_limit: 0 }, { p_offset: 10_000 }, { p_offset: 2_147_483_647, p_limit: 500 }, { p_limit: -5 }]) {
      expect(await list(args)).toEqual(await list({ ...args, p_search: WORD }));
    }
    expect((await list({ p_limit: 0 })).rows).toEqual([]);
  });

  it('list upcoming first: today and later soonest first, then untimed, then past latest first', async () => {
    const starts = (await list({ p_limit: 500 })).rows.map((r) => (r.start_time === null ? null : Date.parse(r.start_time)));
    const today = starts.findIndex((s) => s === null);
    const firstPast = starts.findIndex((s, i) => i > today && s !== null);
    expect(today).toBeGreaterThan(0);
    expect(starts.slice(today, firstPast).every((s) => s === null)).toBe(true);
    const ascending = starts.slice(0, today) as number[];
    const descending = starts.slice(firstPast) as number[];
    expect(ascending).toEqual([...ascending].sort((x, y) => x - y));
    expect(descending).toEqual([...descending].sort((x, y) => y - x));
  });
});
