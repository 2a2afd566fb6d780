// Broadcast, presence and tokens through supabase-js as installed: messages between two clients (self, ack, both
// serializers), presence state with join, sync and leave, and setAuth with a new token or an expired one.
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import { afterAll, describe, expect, it } from 'vitest';
import { backendFixture, accessToken } from '../testing/backend-fixture';
import { TEST_JWT_SECRET } from '../testing/start-test-backend';
import { eventually, listen, settle } from '../testing/realtime-clients';

const fx = backendFixture();
const clients: SupabaseClient[] = [];

function client(vsn?: '1.0.0' | '2.0.0'): SupabaseClient {
  const made = createClient(fx.backend.url, fx.backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never, ...(vsn ? { vsn } : {}) },
  });
  clients.push(made);
  return made;
}

const joined = (channel: RealtimeChannel) =>
  new Promise<void>((resolve, reject) => channel.subscribe((status, error) => (status === 'SUBSCRIBED' ? resolve() : reject(error ?? new Error(status)))));

afterAll(async () => {
  for (const made of clients) await made.removeAllChannels();
});

describe('broadcast', () => {
  it('reaches the other clients of the channel, the sender too with self, and is acknowledged with ack', async () => {
    const received: Record<string, unknown[]> = { a: [], b: [] };
    const a = client().channel('room-1', { config: { broadcast: { self: true, ack: true } } });
    const b = client('1.0.0').channel('room-1');
    a.on('broadcast', { event: 'cursor' }, (message) => void received.a.push(message.payload));
    b.on('broadcast', { event: 'cursor' }, (message) => void received.b.push(message.payload));
    await Promise.all([joined(a), joined(b)]);
    expect(await a.send({ type: 'broadcast', event: 'cursor', payload: { x: 1, name: 'عمر' } })).toBe('ok');
    expect(await b.send({ type: 'broadcast', event: 'cursor', payload: { x: 2 } })).toBe('ok');
    await eventually(() => received.a.length === 2 && received.b.length === 1);
    await settle(200);
    expect(received.a).toEqual([{ x: 1, name: 'عمر' }, { x: 2 }]);
    // Without self, b does not hear its own message.
    expect(received.b).toEqual([{ x: 1, name: 'عمر' }]);
  });

  it('carries a binary payload as bytes between 2.0.0 clients', async () => {
    const heard: unknown[] = [];
    const a = client().channel('room-bytes');
    const b = client().channel('room-bytes');
    b.on('broadcast', { event: 'bytes' }, (message) => void heard.push(message.payload));
    await Promise.all([joined(a), joined(b)]);
    await a.send({ type: 'broadcast', event: 'bytes', payload: new Uint8Array([1, 2, 250]).buffer });
    await eventually(() => heard.length === 1);
    expect([...new Uint8Array(heard[0] as ArrayBuffer)]).toEqual([1, 2, 250]);
  });

  it('does not cross into another channel', async () => {
    const heard: unknown[] = [];
    const a = client().channel('room-2');
    const b = client().channel('room-3');
    b.on('broadcast', { event: '*' }, (message) => void heard.push(message));
    await Promise.all([joined(a), joined(b)]);
    await a.send({ type: 'broadcast', event: 'hello', payload: {} });
    await settle(300);
    expect(heard).toEqual([]);
  });
});

describe('presence', () => {
  it('shows who is on the channel, with join, sync and leave', async () => {
    const omar = client().channel('inspection-42', { config: { presence: { key: 'omar' } } });
    const layla = client().channel('inspection-42', { config: { presence: { key: 'layla' } } });
    const joins: string[] = [];
    const leaves: string[] = [];
    let syncs = 0;
    omar.on('presence', { event: 'join' }, ({ key }) => void joins.push(key));
    omar.on('presence', { event: 'leave' }, ({ key }) => void leaves.push(key));
    omar.on('presence', { event: 'sync' }, () => void syncs++);
    layla.on('presence', { event: 'sync' }, () => undefined);
    await joined(omar);
    expect(await omar.track({ name: 'Omar Haddad' })).toBe('ok');
    await joined(layla);
    await eventually(() => Object.keys(layla.presenceState()).includes('omar'));
    expect(layla.presenceState().omar).toEqual([expect.objectContaining({ name: 'Omar Haddad', presence_ref: expect.any(String) })]);
    await layla.track({ name: 'Layla Nasser' });
    await eventually(() => joins.includes('layla') && Object.keys(omar.presenceState()).sort().join() === 'layla,omar');
    expect(syncs).toBeGreaterThan(0);
    await layla.unsubscribe();
    await eventually(() => leaves.includes('layla'));
    expect(Object.keys(omar.presenceState())).toEqual(['omar']);
  });
});

describe('access tokens', () => {
  const forge = (claims: Record<string, unknown>, exp: number) =>
    new SignJWT({ ...claims, exp }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(TEST_JWT_SECRET));

  it('keeps delivering after setAuth with a new token of the same user', async () => {
    const user = await fx.signUp('tokens@example.com', 'tokens-pass-1', { role: 'staff', staff: true });
    const channel = await listen(user.client, [{ event: 'INSERT', table: 'contacts' }]);
    const { data } = await user.client.auth.refreshSession();
    await user.client.realtime.setAuth(data.session!.access_token);
    await settle(200);
    await fx.staff.from('contacts').insert({ full_name: 'After Refresh', phone_number: '0507770001' });
    await eventually(() => channel.events.length === 1);
    expect(channel.status).toBe('SUBSCRIBED');
  });

  it('closes the channel when setAuth brings an expired token, or when the token expires', async () => {
    const user = await fx.signUp('expiring@example.com', 'expiring-pass-1', { role: 'staff', staff: true });
    const claims = JSON.parse(Buffer.from((await accessToken(user.client)).split('.')[1], 'base64url').toString());
    const pushed = await listen(user.client, [{ event: 'INSERT', table: 'contacts' }]);
    await user.client.realtime.setAuth(await forge(claims, Math.floor(Date.now() / 1000) - 5));
    await eventually(() => pushed.status === 'CLOSED', 5000, 'the channel to close');
    expect(pushed.system.at(-1)).toMatchObject({ status: 'error', message: expect.stringMatching(/^InvalidJWTToken: Token has expired \d+ seconds ago$/) });

    const shortLived = client();
    await shortLived.realtime.setAuth(await forge(claims, Math.floor(Date.now() / 1000) + 2));
    const expiring = await listen(shortLived, [{ event: 'INSERT', table: 'contacts' }]);
    expect(expiring.status).toBe('SUBSCRIBED');
    await eventually(() => expiring.status === 'CLOSED', 6000, 'the channel to close at expiry');
    expect(expiring.system.at(-1)).toMatchObject({ status: 'error', message: expect.stringContaining('Token has expired') });
  });

  it('refuses a join with an expired token', async () => {
    const user = await fx.signUp('late@example.com', 'late-pass-1', { role: 'staff', staff: true });
    const claims = JSON.parse(Buffer.from(user.token.split('.')[1], 'base64url').toString());
    const late = client();
    await late.realtime.setAuth(await forge(claims, Math.floor(Date.now() / 1000) - 60));
    const channel = await listen(late, [{ event: '*', table: 'bookings' }]);
    expect(channel.status).toBe('CHANNEL_ERROR');
    expect(channel.error?.message).toMatch(/^InvalidJWTToken: Token has expired \d+ seconds ago$/);
    await late.removeAllChannels();
  });
});
