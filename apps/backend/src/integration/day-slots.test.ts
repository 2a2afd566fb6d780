// get_day_slots: the day's slots as get_available_slots answers them, with whether the business is open then
// (some active inspector works the slot, no time off), so the slot pickers show an hour nobody works as closed,
// never as booked (docs/areas/bookings.md#slots). Through supabase-js as the anonymous customer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../testing/start-test-backend';

let backend: TestBackend;
let admin: SupabaseClient;
let anon: SupabaseClient;

const BASIC_TYPE = '11111111-1111-4111-8111-000000000003'; // 60 minutes
const day = new Date(Date.now() + 40 * 86400_000).toISOString().slice(0, 10);
const dubai = (hhmm: string) => new Date(`${day}T${hhmm}:00+04:00`).toISOString();

interface Slot {
  slot_start: string;
  slot_end: string;
  is_available: boolean;
  is_open: boolean;
}

async function daySlots(): Promise<Record<string, Slot>> {
  const { data, error } = await anon.rpc('get_day_slots', { p_day: day, p_inspection_type_id: BASIC_TYPE });
  expect(error).toBeNull();
  const rows = data as Slot[];
  expect(rows).toHaveLength(52);
  const local = (iso: string) => new Date(Date.parse(iso) + 4 * 3600_000).toISOString().slice(11, 16);
  return Object.fromEntries(rows.map((row) => [local(row.slot_start), row]));
}

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await backend.staffClient();
  anon = backend.client();
  // One inspector, working 09:00-17:00 that day, off 12:00-13:00, one booking 10:00-11:00.
  await backend.db.query(`update public.inspectors set active = false`);
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  const { data: inspector } = await admin
    .from('inspectors')
    .insert({ full_name: 'Only One', active: true, working_days: [weekday], work_start: '09:00', work_end: '17:00' })
    .select('id')
    .single();
  const timeOff = await admin.from('inspector_time_off').insert({ inspector_id: inspector!.id, starts_at: dubai('12:00'), ends_at: dubai('13:00') });
  expect(timeOff.error).toBeNull();
  const booking = await admin.from('bookings').insert({
    customer_name: 'Slot Tester', customer_phone: '0501231299', vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020,
    inspection_type_id: BASIC_TYPE, start_time: dubai('10:00'), end_time: dubai('11:00'),
  });
  expect(booking.error).toBeNull();
});
afterAll(() => backend?.close());

describe('get_day_slots', () => {
  it('answers get_available_slots rows, each with whether someone works it', async () => {
    const slots = await daySlots();
    const { data } = await anon.rpc('get_available_slots', { p_day: day, p_inspection_type_id: BASIC_TYPE });
    expect(Object.values(slots).map(({ is_open: _open, ...rest }) => rest)).toEqual(data);
  });

  it('tells closed hours (before and after work, time off) from booked ones', async () => {
    const slots = await daySlots();
    const state = (hhmm: string) => (slots[hhmm].is_available ? 'free' : slots[hhmm].is_open ? 'booked' : 'closed');
    expect(['08:00', '08:45', '09:00', '10:00', '10:30', '11:00', '11:45', '12:00', '12:45', '13:00', '16:45', '17:00', '20:45'].map(state)).toEqual([
      'closed', 'closed', 'free', 'booked', 'booked', 'free', 'closed', 'closed', 'closed', 'free', 'free', 'closed', 'closed',
    ]);
  });

  it('is open to the anonymous role and keeps no customer data', async () => {
    const slots = await daySlots();
    expect(Object.keys(slots['10:00']).sort()).toEqual(['is_available', 'is_open', 'slot_end', 'slot_start']);
  });
});
