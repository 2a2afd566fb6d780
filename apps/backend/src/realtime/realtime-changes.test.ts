// postgres_changes through supabase-js as installed (docs/architecture/realtime.md): each event kind, each filter, the
// payload the callback gets, a DELETE with the old row's key only, and quick writes arriving once each, in order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendFixture } from '../testing/backend-fixture';
import { eventually, listen, settle, type ListeningChannel } from '../testing/realtime-clients';

const fx = backendFixture();
let phone = 1000000;
const nextPhone = () => `050${++phone}`;

async function newContact(name = 'Realtime Contact'): Promise<string> {
  const { data, error } = await fx.staff.from('contacts').insert({ full_name: name, phone_number: nextPhone() }).select('id').single();
  expect(error).toBeNull();
  return data!.id as string;
}

async function newLead(values: Record<string, unknown>): Promise<string> {
  const { data, error } = await fx.staff.from('leads').insert({ contact_id: await newContact(), ...values }).select('id').single();
  expect(error).toBeNull();
  return data!.id as string;
}

let all: ListeningChannel;
beforeAll(async () => {
  all = await listen(fx.staff, [{ event: '*', table: 'contacts' }]);
});
afterAll(async () => {
  await fx.staff.removeAllChannels();
});

describe('postgres_changes', () => {
  it('subscribes with the bindings answered in order, then delivers INSERT, UPDATE and DELETE in the callback shape', async () => {
    expect(all.status).toBe('SUBSCRIBED');
    const id = await newContact('First Name');
    await fx.staff.from('contacts').update({ full_name: 'Second Name' }).eq('id', id);
    await fx.staff.from('contacts').delete().eq('id', id);
    await eventually(() => all.events.filter((e) => (e.new as { id?: string }).id === id || (e.old as { id?: string }).id === id).length === 3);
    const mine = all.events.filter((e) => (e.new as { id?: string }).id === id || (e.old as { id?: string }).id === id);
    expect(mine.map((e) => e.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
    const [insert, update, remove] = mine;
    expect(insert).toMatchObject({ schema: 'public', table: 'contacts', eventType: 'INSERT', old: {}, errors: null });
    expect(insert.new).toMatchObject({ id, full_name: 'First Name' });
    expect(Date.parse(insert.commit_timestamp)).toBeGreaterThan(Date.now() - 60_000);
    expect(update.new).toMatchObject({ id, full_name: 'Second Name' });
    expect(update.old).toEqual({ id });
    // A DELETE carries the old row's primary key only, as Supabase's does.
    expect(remove).toMatchObject({ eventType: 'DELETE', new: {}, old: { id } });
    expect(Object.keys(remove.old)).toEqual(['id']);
  });

  it('delivers only the event kind a binding asks for', async () => {
    const inserts = await listen(fx.staff, [{ event: 'INSERT', table: 'leads' }]);
    const updates = await listen(fx.staff, [{ event: 'UPDATE', table: 'leads' }]);
    const deletes = await listen(fx.staff, [{ event: 'DELETE', table: 'leads' }]);
    const id = await newLead({ vehicle_make: 'Kind' });
    await fx.staff.from('leads').update({ vehicle_make: 'Kinder' }).eq('id', id);
    await fx.staff.from('leads').delete().eq('id', id);
    await eventually(() => inserts.events.length + updates.events.length + deletes.events.length >= 3);
    await settle(200);
    expect(inserts.events.map((e) => e.eventType)).toEqual(['INSERT']);
    expect(updates.events.map((e) => e.eventType)).toEqual(['UPDATE']);
    expect(deletes.events.map((e) => [e.eventType, e.old])).toEqual([['DELETE', { id }]]);
  });

  it('applies eq, neq, lt, lte, gt, gte and in, on numbers, text and dates', async () => {
    const filters = [
      'vehicle_year=eq.2015', 'vehicle_year=neq.2015', 'vehicle_year=lt.2015', 'vehicle_year=lte.2015', 'vehicle_year=gt.2015',
      'vehicle_year=gte.2015', 'vehicle_make=in.(Filter A,"Filter, C")', 'requested_inspection_date=gte.2030-01-02',
    ];
    const channel = await listen(fx.staff, filters.map((filter) => ({ event: 'INSERT' as const, table: 'leads', filter })));
    expect(channel.status).toBe('SUBSCRIBED');
    const a = await newLead({ vehicle_year: 2014, vehicle_make: 'Filter A', requested_inspection_date: '2030-01-01' });
    const b = await newLead({ vehicle_year: 2015, vehicle_make: 'Filter B', requested_inspection_date: '2030-01-02' });
    const c = await newLead({ vehicle_year: 2016, vehicle_make: 'Filter, C' });
    await eventually(() => channel.events.length >= 12, 5000, 'twelve filtered events');
    await settle(200);
    const bindingsOf = (id: string) => channel.events.filter((e) => (e.new as { id: string }).id === id).map((e) => filters[e.binding]).sort();
    expect(bindingsOf(a)).toEqual(['vehicle_make=in.(Filter A,"Filter, C")', 'vehicle_year=lt.2015', 'vehicle_year=lte.2015', 'vehicle_year=neq.2015'].sort());
    expect(bindingsOf(b)).toEqual(['requested_inspection_date=gte.2030-01-02', 'vehicle_year=eq.2015', 'vehicle_year=gte.2015', 'vehicle_year=lte.2015'].sort());
    expect(bindingsOf(c)).toEqual(['vehicle_make=in.(Filter A,"Filter, C")', 'vehicle_year=gt.2015', 'vehicle_year=gte.2015', 'vehicle_year=neq.2015'].sort());
  });

  it('delivers 20 quick writes once each, in commit order', async () => {
    const channel = await listen(fx.staff, [{ event: 'UPDATE', table: 'leads' }]);
    const id = await newLead({ vehicle_year: 2000 });
    // Not awaited one by one: the writes race through the REST API and commit in some order the database decides.
    const years = Array.from({ length: 20 }, (_, i) => 2001 + i);
    await Promise.all(years.map((year) => fx.staff.from('leads').update({ vehicle_year: year, notes: `write ${year}` }).eq('id', id)));
    await eventually(() => channel.events.length >= 20);
    await settle(300);
    expect(channel.events).toHaveLength(20);
    const { rows } = await fx.backend.db.query<{ year: number }>(
      `select (c.record->>'vehicle_year')::int as year
         from embedded_realtime.changes c join embedded_realtime.commits k on k.txid = c.txid
        where c.table_name = 'leads' and c.op = 'UPDATE' and c.record->>'id' = $1 order by k.seq, c.id`,
      [id],
    );
    expect(channel.events.map((e) => (e.new as { vehicle_year: number }).vehicle_year)).toEqual(rows.map((r) => r.year));
    expect(new Set(channel.events.map((e) => (e.new as { vehicle_year: number }).vehicle_year)).size).toBe(20);
  });

  it('listens to every published table of a schema when no table is named', async () => {
    const channel = await listen(fx.staff, [{ event: 'INSERT' }]);
    expect(channel.status).toBe('SUBSCRIBED');
    await newContact('Any Table');
    await eventually(() => channel.events.some((e) => e.table === 'contacts'));
  });

  it('keeps only recent changes: every 500th commit forgets those older than 10 minutes', async () => {
    const db = fx.backend.db;
    await db.query(`update embedded_realtime.commits set committed_at = now() - interval '1 hour'`);
    const { rows } = await db.query<{ last: string }>(`select coalesce(max(seq), 0)::text as last from embedded_realtime.commits`);
    const next500 = Math.ceil((Number(rows[0].last) + 1) / 500) * 500;
    await db.query(`select setval(pg_get_serial_sequence('embedded_realtime.commits', 'seq'), $1)`, [next500 - 1]);
    const id = await newContact('Fresh Change');
    await eventually(() => all.events.some((e) => (e.new as { id?: string }).id === id));
    const left = await db.query<{ seq: string; fresh: boolean }>(
      `select k.seq::text, c.record->>'id' = $1 as fresh from embedded_realtime.commits k join embedded_realtime.changes c on c.txid = k.txid`,
      [id],
    );
    // Only the new commit is left: the contact and its audit row, written in one transaction.
    expect(new Set(left.rows.map((row) => Number(row.seq)))).toEqual(new Set([next500]));
    expect(left.rows.filter((row) => row.fresh)).toHaveLength(1);
  });
});
