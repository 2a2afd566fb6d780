// Several backends on one PostgreSQL (docs/architecture/realtime.md#several-backends): a change written through one
// backend reaches a subscriber connected to another, once and in order, through the change table and NOTIFY; broadcasts
// (small, large, binary) and presence cross between backends, and a dead backend's presences leave.
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../server';
import { backendFixture } from '../testing/backend-fixture';
import { eventually, listen, settle } from '../testing/realtime-clients';
import { TEST_JWT_SECRET, testClient } from '../testing/start-test-backend';

const onPostgres = process.env.BACKEND_TEST_DB === 'postgres';

// On PGlite (one process, one database) there is nothing to test and no backend is started.
describe.runIf(onPostgres)('two backends on one PostgreSQL', () => {
  const fx = backendFixture();
  let second: Backend | undefined;
  beforeAll(async () => {
    second = await startBackend({ databaseUrl: fx.backend.databaseUrl, port: 0, jwtSecret: TEST_JWT_SECRET, messages: false, log: false });
  }, 120_000);
  const clients: SupabaseClient[] = [];
  afterAll(async () => {
    for (const made of clients) await made.removeAllChannels();
    await second?.close();
  });
  const clientOf = (backend: { url: string; anonKey: string }) => {
    const made = createClient(backend.url, backend.anonKey, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });
    clients.push(made);
    return made;
  };
  const joined = (channel: RealtimeChannel) =>
    new Promise<void>((resolve, reject) => channel.subscribe((status, error) => (status === 'SUBSCRIBED' ? resolve() : reject(error ?? new Error(status)))));

  it('delivers a change written through one backend to a subscriber on the other, once each, in order', async () => {
    const onSecond = testClient(second!.url, second!.anonKey);
    const { error } = await onSecond.auth.signInWithPassword({ email: 'admin@example.com', password: 'admin1234' });
    expect(error).toBeNull();
    const channel = await listen(onSecond, [{ event: '*', table: 'contacts' }]);
    expect(channel.status).toBe('SUBSCRIBED');
    const { data } = await fx.staff.from('contacts').insert({ full_name: 'Across Backends', phone_number: '0509990001' }).select('id').single();
    for (let i = 1; i <= 10; i++) await fx.staff.from('contacts').update({ full_name: `Across ${i}` }).eq('id', data!.id);
    await eventually(() => channel.events.length >= 11);
    await settle();
    expect(channel.events.map((e) => (e.new as { full_name: string }).full_name)).toEqual([
      'Across Backends', ...Array.from({ length: 10 }, (_, i) => `Across ${i + 1}`),
    ]);
    await onSecond.removeAllChannels();
  });

  it('carries broadcasts between backends, with self and ack, small, over NOTIFY\'s 8,000 bytes, and binary', async () => {
    const heard: Record<string, unknown[]> = { a: [], b: [] };
    const a = clientOf(fx.backend).channel('across-room', { config: { broadcast: { self: true, ack: true } } });
    const b = clientOf(second!).channel('across-room');
    a.on('broadcast', { event: '*' }, (message) => void heard.a.push(message.payload));
    b.on('broadcast', { event: '*' }, (message) => void heard.b.push(message.payload));
    await Promise.all([joined(a), joined(b)]);
    const large = { text: 'x'.repeat(20_000) };
    expect(await a.send({ type: 'broadcast', event: 'cursor', payload: { x: 1 } })).toBe('ok');
    expect(await a.send({ type: 'broadcast', event: 'big', payload: large })).toBe('ok');
    await b.send({ type: 'broadcast', event: 'cursor', payload: { x: 2 } });
    await eventually(() => heard.a.length === 3 && heard.b.length === 2);
    await settle(300);
    // The sender hears itself once (from its own backend), in order; b does not hear itself.
    expect(heard.a).toEqual([{ x: 1 }, large, { x: 2 }]);
    expect(heard.b).toEqual([{ x: 1 }, large]);

    const bytes: unknown[] = [];
    const c = clientOf(second!).channel('across-bytes');
    c.on('broadcast', { event: 'bytes' }, (message) => void bytes.push(message.payload));
    const d = clientOf(fx.backend).channel('across-bytes');
    await Promise.all([joined(c), joined(d)]);
    await d.send({ type: 'broadcast', event: 'bytes', payload: new Uint8Array([1, 2, 250]).buffer });
    await eventually(() => bytes.length === 1);
    expect([...new Uint8Array(bytes[0] as ArrayBuffer)]).toEqual([1, 2, 250]);
  });

  it('shows presence as the union over backends, with join and leave across them', async () => {
    const omar = clientOf(fx.backend).channel('across-inspection', { config: { presence: { key: 'omar' } } });
    const layla = clientOf(second!).channel('across-inspection', { config: { presence: { key: 'layla' } } });
    const joins: string[] = [];
    const leaves: string[] = [];
    omar.on('presence', { event: 'join' }, ({ key }) => void joins.push(key));
    omar.on('presence', { event: 'leave' }, ({ key }) => void leaves.push(key));
    layla.on('presence', { event: 'sync' }, () => undefined);
    await joined(omar);
    expect(await omar.track({ name: 'Omar Haddad' })).toBe('ok');
    await joined(layla);
    await eventually(() => Object.keys(layla.presenceState()).includes('omar'));
    expect(layla.presenceState().omar).toEqual([expect.objectContaining({ name: 'Omar Haddad' })]);
    await layla.track({ name: 'Layla Nasser' });
    await eventually(() => joins.includes('layla') && Object.keys(omar.presenceState()).sort().join() === 'layla,omar');
    await layla.unsubscribe();
    await eventually(() => leaves.includes('layla'));
    expect(Object.keys(omar.presenceState())).toEqual(['omar']);
  });

  it('removes the presences of a backend that stopped beating (killed), with their leave', async () => {
    // A backend killed with -9 leaves its rows behind: here, one that never beats again.
    const ghost = '00000000-0000-4000-8000-00000000dead';
    await fx.backend.db.query('insert into embedded_realtime.backends (id) values ($1)', [ghost]);
    await fx.backend.db.query(`insert into embedded_realtime.presences (ref, topic, backend_id, key, meta) values ('ghost-ref', 'realtime:across-ghost', $1, 'ghost', '{"phx_ref":"ghost-ref","name":"Ghost"}')`, [ghost]);
    const watcher = clientOf(second!).channel('across-ghost', { config: { presence: { key: 'watcher' } } });
    const leaves: string[] = [];
    watcher.on('presence', { event: 'leave' }, ({ key }) => void leaves.push(key));
    await joined(watcher);
    await eventually(() => Object.keys(watcher.presenceState()).includes('ghost'));
    await fx.backend.db.query(`update embedded_realtime.backends set seen_at = now() - interval '1 minute' where id = $1`, [ghost]);
    // Heartbeats every 5 s: gone within one of them.
    await eventually(() => leaves.includes('ghost'), 8000, 'the dead backend\'s presence to leave');
    expect(watcher.presenceState().ghost).toBeUndefined();
    const { rows } = await fx.backend.db.query('select 1 from embedded_realtime.backends where id = $1', [ghost]);
    expect(rows).toEqual([]);
  });

  it('writes a backend\'s presences back when its row was taken for dead (a stall), at its next beat', async () => {
    const omar = clientOf(fx.backend).channel('across-revive', { config: { presence: { key: 'omar' } } });
    await joined(omar);
    expect(await omar.track({ name: 'Omar Haddad' })).toBe('ok');
    const rowsOf = async () => (await fx.backend.db.query<{ backend_id: string }>(`select backend_id from embedded_realtime.presences where topic = 'realtime:across-revive'`)).rows;
    const until = Date.now() + 3000;
    while ((await rowsOf()).length === 0 && Date.now() < until) await settle(100);
    const [{ backend_id: owner }] = await rowsOf();
    await fx.backend.db.query('delete from embedded_realtime.backends where id = $1', [owner]);
    expect(await rowsOf()).toEqual([]);
    const back = Date.now() + 8000;
    while ((await rowsOf()).length === 0 && Date.now() < back) await settle(200);
    expect(await rowsOf()).toEqual([{ backend_id: owner }]);
  });
});
