// The bookings dashboard's search finds a phone number typed any common way (docs/areas/bookings.md#bookings-dashboard):
// numbers are stored in E.164 ('+971589076543', supabase/schemas/phone-numbers.sql), people type '058 907 6543',
// '00971…', '+971 58…' or a part of it; list_bookings reads the term in the stored form (public.phone_search_form).
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneSearchForm } from '@inspection/shared-domain';
import { startTestBackend, type TestBackend } from '../testing/start-test-backend';
import { upsertStaffUser } from '../auth/users';

let backend: TestBackend;
let office: SupabaseClient;
const TYPE = '11111111-1111-4111-8111-000000000001';
const day = new Date(Date.now() + 60 * 86400_000).toISOString().slice(0, 10);
const ids: Record<string, string> = {};

async function found(p_search: string): Promise<string[]> {
  const { data, error } = await office.rpc('list_bookings', { p_search, p_limit: 500 });
  if (error) throw error;
  const names = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
  return (data as { rows: { id: string }[] }).rows.flatMap((b) => names.get(b.id) ?? []);
}

beforeAll(async () => {
  backend = await startTestBackend();
  await upsertStaffUser(backend.db, 'phone.search@example.com', 'phone-search-1', { role: 'staff' });
  office = await backend.signedInClient('phone.search@example.com', 'phone-search-1');
  const bookings = [
    ['Phonesearch Mobile', '058 907 6543', '04 339 8877', '09:00'],
    // The same digit groups in another order: a number typed in groups is one number, not three words.
    ['Phonesearch Shuffled', '058 654 3907', null, '12:00'],
    ['Phonesearch Abroad', '+44 20 7946 0958', null, '15:00'],
  ] as const;
  for (const [name, phone, seller, hour] of bookings) {
    const { data, error } = await office
      .from('bookings')
      .insert({
        customer_name: name, customer_phone: phone, seller_phone: seller, vehicle_make: 'Kia', vehicle_model: 'Rio',
        vehicle_year: 2020, inspection_type_id: TYPE, start_time: `${day}T${hour}:00+04:00`,
        end_time: `${day}T${hour.replace(':00', ':45')}:00+04:00`,
      })
      .select('id, customer_phone')
      .single();
    if (error) throw error;
    ids[name] = data.id;
  }
});
afterAll(() => backend?.close());

describe("list_bookings' search by phone", () => {
  it('finds a number stored in E.164 however the whole number is typed', async () => {
    for (const typed of [
      '058 907 6543', '0589076543', '058-907-6543', '(058) 907 6543', '+971 58 907 6543', '+971589076543',
      '00971589076543', '00971 58 907 6543', '971589076543', '+971 (0)58 907 6543', '٠٥٨٩٠٧٦٥٤٣',
    ]) {
      expect(await found(typed), typed).toEqual(['Phonesearch Mobile']);
    }
  });

  it('finds a part of a number: its start as typed nationally or internationally, or digits inside it', async () => {
    expect(await found('058 907')).toEqual(['Phonesearch Mobile']);
    expect(await found('+971 58 907')).toEqual(['Phonesearch Mobile']);
    expect(await found('907 6543')).toEqual(['Phonesearch Mobile']);
    expect(await found('058 6543')).toEqual(['Phonesearch Shuffled']);
    expect(await found('654 3907')).toEqual(['Phonesearch Shuffled']);
  });

  it("finds the seller's number and another country's number", async () => {
    expect(await found('04 339 8877')).toEqual(['Phonesearch Mobile']);
    expect(await found('044 339 8877')).toEqual([]);
    expect(await found('0044 20 7946 0958')).toEqual(['Phonesearch Abroad']);
    expect(await found('+44 20 7946')).toEqual(['Phonesearch Abroad']);
  });

  it('reads a number among other words in its stored form too; other words as before', async () => {
    expect(await found('phonesearch 0589076543')).toEqual(['Phonesearch Mobile']);
    expect(await found('Phonesearch +971589076543 rio')).toEqual(['Phonesearch Mobile']);
    expect(await found('phonesearch 0581111111')).toEqual([]);
    expect(await found('phonesearch 2020')).toEqual(['Phonesearch Mobile', 'Phonesearch Shuffled', 'Phonesearch Abroad']);
    expect(await found('phonesearch abroad')).toEqual(['Phonesearch Abroad']);
  });
});

describe('public.phone_search_form', () => {
  it('reads a term as phoneSearchForm does (the Date Wise view searches rows in hand with it)', async () => {
    for (const typed of ['050 123 4567', '00971 50 123', '+971 (0)50 123 4567', '0044 20 7946', '(050) 123-4567',
      '٠٥٠١٢٣', '123 4567', '2019', 'omar 050', '50+1', ' - ', '']) {
      const { data, error } = await office.rpc('phone_search_form', { p_search: typed });
      expect(error).toBeNull();
      expect(data, typed).toBe(phoneSearchForm(typed));
    }
  });
});
