// The bookings benches' data (bench-bookings.ts, bench-list-bookings.ts): staff clients, a bench booking row, and the
// 5,000 bookings of the All table, ten a day before and after the seeded fortnight around today.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../bench-support';

export const STANDARD = '11111111-1111-4111-8111-000000000001'; // 90 minutes
export const BASIC = '11111111-1111-4111-8111-000000000003'; // 60 minutes

export const dubaiDay = (offset: number) => new Date(Date.now() + 4 * 3600_000 + offset * 86400_000).toISOString().slice(0, 10);
export const at = (day: string, minutesFrom8: number) => new Date(Date.parse(`${day}T08:00:00+04:00`) + minutesFrom8 * 60_000).toISOString();

export function client(url: string, key: string): SupabaseClient {
  return createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });
}
export async function staffClient(url: string, key: string): Promise<SupabaseClient> {
  const c = client(url, key);
  const { error } = await c.auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  if (error) throw error;
  return c;
}

export function row(i: number, start: string, minutes: number, extra: Record<string, unknown> = {}) {
  return {
    customer_name: `Bench Customer ${i}`, customer_phone: `05${String(10000000 + i).slice(-8)}`, vehicle_make: 'Toyota', vehicle_model: 'Camry',
    vehicle_year: 2015 + (i % 10), inspection_type_id: minutes === 90 ? STANDARD : BASIC, start_time: start,
    end_time: new Date(Date.parse(start) + minutes * 60_000).toISOString(), latitude: 25.08, longitude: 55.14,
    reversegeocoded_address: 'Dubai Marina, Dubai, United Arab Emirates', location_address: `Tower ${i % 9}`, ...extra,
  };
}

export async function insertAll(staff: SupabaseClient, rows: object[]) {
  for (let i = 0; i < rows.length; i += 1000) {
    const { error } = await staff.from('bookings').insert(rows.slice(i, i + 1000));
    if (error) throw new Error(`insert: ${error.message}`);
  }
}

/** Tops the bookings up to `count` (ten a day, 60 minutes each, around today); answers how many there are. */
export async function seedBookings(url: string, key: string, count: number): Promise<number> {
  const staff = await staffClient(url, key);
  const existing = (await staff.from('bookings').select('id', { count: 'exact', head: true })).count ?? 0;
  const toAdd = Math.max(0, count - existing);
  // Ten a day, an hour and a quarter apart, on the days before and after the seeded fortnight around today.
  const dayOf = (i: number) => {
    const k = Math.floor(i / 10) - Math.floor(toAdd / 20);
    return dubaiDay(k >= 0 ? k + 15 : k - 15);
  };
  await insertAll(staff, Array.from({ length: toAdd }, (_, i) => row(i, at(dayOf(i), (i % 10) * 75), 60)));
  return (await staff.from('bookings').select('id', { count: 'exact', head: true })).count ?? 0;
}
