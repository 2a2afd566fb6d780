// Two people on one inspection (docs/areas/inspection.md#two-people-on-one-inspection): a save based on an older
// version that would replace another person's later answer is refused with who wrote it, nothing written; the saver
// keeps theirs (sends without those answers) or overwrites (sends again based on the refused version).
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishErrorText, errorFromDatabase } from '@inspection/shared-domain';
import { upsertStaffUser } from '../auth/users';
import { startTestBackend, type TestBackend } from '../testing/start-test-backend';

let backend: TestBackend;
let admin: SupabaseClient;
let omar: SupabaseClient;

const TYPE = '11111111-1111-4111-8111-000000000003';
const FORM = '22222222-2222-4222-8222-000000000001';
const day = new Date(Date.now() + 31 * 86400_000).toISOString().slice(0, 10);
let slot = 8;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await backend.staffClient();
  await upsertStaffUser(backend.db, 'omar.conflict@example.com', 'omar-pass-1', { role: 'inspector' });
  await backend.db.query(`update public.inspectors set full_name = 'Omar Haddad' where full_name = 'omar.conflict'`);
  omar = await backend.signedInClient('omar.conflict@example.com', 'omar-pass-1');
});
afterAll(() => backend?.close());

/** A booking of Omar's with an empty inspection. */
async function inspection(): Promise<string> {
  const { rows } = await backend.db.query<{ id: string }>(`select id::text from public.inspectors where full_name = 'Omar Haddad'`);
  const start = new Date(`${day}T${String(slot++).padStart(2, '0')}:00:00+04:00`);
  const { data, error } = await admin.from('bookings').insert({
    customer_name: 'Conflict Customer', customer_phone: '0501231299', vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020,
    inspection_type_id: TYPE, start_time: start.toISOString(), end_time: new Date(start.getTime() + 3600_000).toISOString(),
    inspector_id: rows[0].id,
  }).select('id').single();
  if (error) throw error;
  await backend.db.query(`insert into public.inspection_data (booking_id, form_id) values ($1, $2)`, [data.id, FORM]);
  return data.id;
}

const answer = (value: string, lastUpdated = new Date().toISOString()) => ({ value, lastUpdated });

async function save(client: SupabaseClient, id: string, data: object, basedOn?: string, marked?: object) {
  const args = { p_booking_id: id, p_data: data, p_marked_data: marked ?? null, ...(basedOn ? { p_based_on: basedOn } : {}) };
  return client.rpc('save_inspection_data', args);
}

async function stored(id: string) {
  const { data } = await admin.from('inspection_data').select('data, marked_data, updated_at').eq('booking_id', id).single();
  return data!;
}

describe('a save based on an older version', () => {
  it("is refused when it would replace another person's later answer, naming them, and writes nothing", async () => {
    const id = await inspection();
    const opened = (await stored(id)).updated_at as string;
    const first = await save(omar, id, { tyres: answer('Good') }, opened);
    expect(first.error).toBeNull();
    const { error } = await save(admin, id, { tyres: answer('Worn'), paint: answer('Faded') }, opened);
    expect(error).toMatchObject({ code: 'PT409', hint: 'inspection_edit_conflict', message: 'Someone else changed these answers after you opened the inspection' });
    // The screen's key and its English are the database's (docs/decisions/0011-error-codes-not-sentences.md).
    expect(errorFromDatabase(error).key).toBe('errors.inspectionEditConflict');
    expect(englishErrorText(errorFromDatabase(error))).toBe(error!.message);
    const detail = JSON.parse(error!.details);
    expect(detail).toMatchObject({ name: 'Omar Haddad', keys: ['tyres'], at: (first.data as { updated_at: string }).updated_at });
    // Nothing half-saved: the other answer of the refused save is not written either.
    expect((await stored(id)).data).toEqual({ tyres: expect.objectContaining({ value: 'Good' }) });
  });

  it("keeps theirs: the same save without the clashing answers goes through and brings theirs back", async () => {
    const id = await inspection();
    const opened = (await stored(id)).updated_at as string;
    await save(omar, id, { tyres: answer('Good') }, opened);
    const { data, error } = await save(admin, id, { paint: answer('Faded') }, opened);
    expect(error).toBeNull();
    expect((data as { data: object }).data).toMatchObject({ tyres: { value: 'Good' }, paint: { value: 'Faded' } });
  });

  it('overwrites by choice: based on the refused version, the answer is replaced even with an earlier lastUpdated', async () => {
    const id = await inspection();
    const opened = (await stored(id)).updated_at as string;
    const mine = answer('Worn', new Date(Date.now() - 60_000).toISOString());
    await save(omar, id, { tyres: answer('Good') }, opened);
    const refused = await save(admin, id, { tyres: mine }, opened);
    const { at } = JSON.parse(refused.error!.details) as { at: string };
    const { error } = await save(admin, id, { tyres: mine }, at);
    expect(error).toBeNull();
    expect((await stored(id)).data).toMatchObject({ tyres: { value: 'Worn' } });
    // And now Omar, based on what he saw, is the one asked.
    const again = await save(omar, id, { tyres: answer('Good') }, at);
    expect(again.error).toMatchObject({ hint: 'inspection_edit_conflict' });
  });

  it('is no conflict for the same value, for one person on two devices, or without p_based_on', async () => {
    const id = await inspection();
    const opened = (await stored(id)).updated_at as string;
    await save(omar, id, { tyres: answer('Good') }, opened);
    expect((await save(admin, id, { tyres: answer('Good') }, opened)).error).toBeNull();
    expect((await save(admin, id, { paint: answer('Faded') })).error).toBeNull();
    // Omar's other device, based on the opening: his own later answers merge by lastUpdated, as before.
    expect((await save(omar, id, { paint: answer('Chipped', new Date(Date.now() - 60_000).toISOString()) }, opened)).error)
      .toMatchObject({ hint: 'inspection_edit_conflict' });
    expect((await save(omar, id, { tyres: answer('Old', new Date(Date.now() - 60_000).toISOString()) }, opened)).error).toBeNull();
    expect((await stored(id)).data).toMatchObject({ tyres: { value: 'Good' }, paint: { value: 'Faded' } });
  });

  it('guards the part marks as a whole', async () => {
    const id = await inspection();
    const opened = (await stored(id)).updated_at as string;
    await save(omar, id, {}, opened, { bonnet: ['Dented'], lastUpdated: new Date().toISOString() });
    const { error } = await save(admin, id, {}, opened, { roof: ['Faded'], lastUpdated: new Date().toISOString() });
    expect(error).toMatchObject({ hint: 'inspection_edit_conflict' });
    expect(JSON.parse(error!.details)).toMatchObject({ keys: ['$marks'], name: 'Omar Haddad' });
    expect((await stored(id)).marked_data).toMatchObject({ bonnet: ['Dented'] });
  });
});
