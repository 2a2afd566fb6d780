// Row level security per subscriber (docs/architecture/realtime.md#row-level-security-per-claim-group): a change
// reaches a channel only when its user may select the row; anon gets nothing of these tables, inspector B never hears
// of inspector A's booking (not even its deletion), and a signed-out or deleted user stops receiving.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertStaffUser } from '../auth/users';
import { backendFixture } from '../testing/backend-fixture';
import { eventually, listen, settle, type ListeningChannel } from '../testing/realtime-clients';

const fx = backendFixture();
const TYPE = '11111111-1111-4111-8111-000000000003';

interface Subscriber {
  client: SupabaseClient;
  bookings: ListeningChannel;
}

const who: Record<'anon' | 'office' | 'inspectorA' | 'inspectorB' | 'admin', Subscriber> = {} as never;
let inspectorA = '';
let dayOffset = 40;

async function inspectorId(email: string): Promise<string> {
  const { rows } = await fx.backend.db.query<{ id: string }>(
    `select i.id::text from public.inspectors i join auth.users u on u.id = i.user_id where u.email = $1`,
    [email],
  );
  return rows[0].id;
}

async function bookFor(inspector: string | null): Promise<string> {
  const day = new Date(Date.now() + dayOffset++ * 86400_000).toISOString().slice(0, 10);
  const { data, error } = await fx.staff.from('bookings').insert({
    customer_name: 'Realtime Customer', customer_phone: '0501231234', vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020,
    inspection_type_id: TYPE, start_time: `${day}T10:00:00+04:00`, end_time: `${day}T11:00:00+04:00`, inspector_id: inspector,
  }).select('id').single();
  expect(error).toBeNull();
  return data!.id as string;
}

const idsOf = (channel: ListeningChannel, kind: string) =>
  channel.events.filter((e) => e.eventType === kind).map((e) => ((e.eventType === 'DELETE' ? e.old : e.new) as { id: string }).id);

beforeAll(async () => {
  await upsertStaffUser(fx.backend.db, 'office@example.com', 'office-pass-1', { role: 'staff' });
  await upsertStaffUser(fx.backend.db, 'rt-a@example.com', 'inspector-a-1', { role: 'inspector' });
  await upsertStaffUser(fx.backend.db, 'rt-b@example.com', 'inspector-b-1', { role: 'inspector' });
  inspectorA = await inspectorId('rt-a@example.com');
  const clients = {
    anon: fx.anon,
    office: await fx.backend.signedInClient('office@example.com', 'office-pass-1'),
    inspectorA: await fx.backend.signedInClient('rt-a@example.com', 'inspector-a-1'),
    inspectorB: await fx.backend.signedInClient('rt-b@example.com', 'inspector-b-1'),
    admin: fx.staff,
  };
  for (const [name, client] of Object.entries(clients)) {
    const bookings = await listen(client, [{ event: '*', table: 'bookings' }]);
    expect(bookings.status, name).toBe('SUBSCRIBED');
    who[name as keyof typeof who] = { client, bookings };
  }
});
afterAll(async () => {
  for (const { client } of Object.values(who)) await client.removeAllChannels();
});

describe('postgres_changes under row level security', () => {
  it('gives each role the changes of the rows it may select, and nothing to anon', async () => {
    const mine = await bookFor(inspectorA);
    const unassigned = await bookFor(null);
    await fx.staff.from('bookings').update({ notes: 'seen by whom' }).eq('id', mine);
    await eventually(() => idsOf(who.admin.bookings, 'UPDATE').includes(mine) && idsOf(who.inspectorA.bookings, 'UPDATE').includes(mine));
    await eventually(() => idsOf(who.office.bookings, 'UPDATE').includes(mine));
    await settle();
    expect(idsOf(who.admin.bookings, 'INSERT')).toEqual(expect.arrayContaining([mine, unassigned]));
    expect(idsOf(who.office.bookings, 'INSERT')).toEqual(expect.arrayContaining([mine, unassigned]));
    expect(idsOf(who.inspectorA.bookings, 'INSERT')).toContain(mine);
    expect(idsOf(who.inspectorA.bookings, 'INSERT')).not.toContain(unassigned);
    expect(who.inspectorB.bookings.events).toEqual([]);
    expect(who.anon.bookings.events).toEqual([]);
  });

  it("carries a deletion only to those who could see the row, as it was", async () => {
    const mine = await bookFor(inspectorA);
    await eventually(() => idsOf(who.inspectorA.bookings, 'INSERT').includes(mine));
    const { error } = await fx.staff.from('bookings').delete().eq('id', mine);
    expect(error).toBeNull();
    await eventually(() => idsOf(who.inspectorA.bookings, 'DELETE').includes(mine) && idsOf(who.admin.bookings, 'DELETE').includes(mine));
    await settle();
    expect(who.inspectorB.bookings.events).toEqual([]);
    expect(who.anon.bookings.events).toEqual([]);
  });

  it('keeps the audit log to admins', async () => {
    const admin = await listen(who.admin.client, [{ event: 'INSERT', table: 'audit_log' }]);
    const office = await listen(who.office.client, [{ event: 'INSERT', table: 'audit_log' }]);
    const booking = await bookFor(null);
    await eventually(() => admin.events.some((e) => (e.new as { row_id: string }).row_id === booking));
    await settle();
    expect(office.events).toEqual([]);
  });

  it('stops delivering to a user who signed out: supabase-js hands the channel the anon key', async () => {
    await upsertStaffUser(fx.backend.db, 'leaver@example.com', 'leaver-pass-1', { role: 'staff' });
    const leaver = await fx.backend.signedInClient('leaver@example.com', 'leaver-pass-1');
    const channel = await listen(leaver, [{ event: '*', table: 'bookings' }]);
    await bookFor(null);
    await eventually(() => channel.events.length === 1);
    await leaver.auth.signOut();
    await settle(300);
    await bookFor(null);
    await settle();
    expect(channel.events).toHaveLength(1);
    await leaver.removeAllChannels();
  });

  it('closes the channel of a session ended elsewhere, with a system message saying why', async () => {
    await upsertStaffUser(fx.backend.db, 'ended@example.com', 'ended-pass-1', { role: 'staff' });
    const kept = await fx.backend.signedInClient('ended@example.com', 'ended-pass-1');
    const channel = await listen(kept, [{ event: '*', table: 'bookings' }]);
    const other = await fx.backend.signedInClient('ended@example.com', 'ended-pass-1');
    await other.auth.signOut({ scope: 'global' });
    await settle(1200); // the session check trusts a hit for 1 s
    await bookFor(null);
    await eventually(() => channel.status === 'CLOSED', 8000, 'the channel to close');
    expect(channel.events).toEqual([]);
    expect(channel.system.at(-1)).toMatchObject({ extension: 'system', status: 'error', message: expect.stringContaining('Session') });
  });

  it('stops delivering to a deleted user', async () => {
    await upsertStaffUser(fx.backend.db, 'deleted@example.com', 'deleted-pass-1', { role: 'staff' });
    const deleted = await fx.backend.signedInClient('deleted@example.com', 'deleted-pass-1');
    const channel = await listen(deleted, [{ event: 'INSERT', table: 'bookings' }]);
    await fx.backend.db.query(`delete from auth.users where email = 'deleted@example.com'`);
    await settle(1200); // the session check trusts a hit for 1 s
    await bookFor(null);
    await eventually(() => channel.status === 'CLOSED', 8000, 'the channel to close');
    expect(channel.events).toEqual([]);
  });
});
