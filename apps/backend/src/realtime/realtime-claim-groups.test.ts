// One visibility read per claim group (docs/architecture/realtime.md#row-level-security-per-claim-group): ten
// channels of two users (six sessions of an office user, four of the admin) hear one booking write once each, and the
// write costs two reads, not ten. Also: the socket's heartbeat gets its 'ok' reply.
import type { SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertStaffUser } from '../auth/users';
import { backendFixture } from '../testing/backend-fixture';
import { eventually, listen, settle, type ListeningChannel } from '../testing/realtime-clients';

const fx = backendFixture();
const TYPE = '11111111-1111-4111-8111-000000000003';
const clients: SupabaseClient[] = [];
const channels: ListeningChannel[] = [];

beforeAll(async () => {
  await upsertStaffUser(fx.backend.db, 'groups-office@example.com', 'groups-office-1', { role: 'staff' });
  // Each sign-in is a session of its own: the session_id differs, the claims that group channels do not.
  for (let i = 0; i < 6; i++) clients.push(await fx.backend.signedInClient('groups-office@example.com', 'groups-office-1'));
  for (let i = 0; i < 3; i++) clients.push(await fx.backend.staffClient());
  clients.push(fx.staff);
  for (const client of clients) {
    const channel = await listen(client, [{ event: '*', table: 'bookings' }]);
    expect(channel.status).toBe('SUBSCRIBED');
    channels.push(channel);
  }
});
afterAll(async () => {
  for (const client of clients) await client.removeAllChannels();
});

describe('realtime claim groups', () => {
  it('sends one write to ten channels of two users with one visibility read per user', async () => {
    await settle(); // nothing of the set-up still on its way
    const before = fx.backend.realtime.stats().visibilityReads;
    const day = new Date(Date.now() + 60 * 86400_000).toISOString().slice(0, 10);
    const { data, error } = await fx.staff.from('bookings').insert({
      customer_name: 'Grouped Customer', customer_phone: '0501231234', vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020,
      inspection_type_id: TYPE, start_time: `${day}T10:00:00+04:00`, end_time: `${day}T11:00:00+04:00`, inspector_id: null,
    }).select('id').single();
    expect(error).toBeNull();
    const id = data!.id as string;
    const heard = (channel: ListeningChannel) => channel.events.filter((e) => e.eventType === 'INSERT' && (e.new as { id: string }).id === id);
    await eventually(() => channels.every((channel) => heard(channel).length > 0), 8000, 'the insert on all ten channels');
    await settle();
    expect(channels.map((channel) => heard(channel).length)).toEqual(Array(10).fill(1));
    expect(fx.backend.realtime.stats().visibilityReads - before).toBe(2);
  });

  it("answers the socket's heartbeat with ok", async () => {
    const ws = new WebSocket(`${fx.backend.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${fx.backend.anonKey}&vsn=2.0.0`);
    const frames: unknown[][] = [];
    ws.on('message', (data) => void frames.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => ws.on('open', resolve).on('error', reject));
    ws.send(JSON.stringify([null, '7', 'phoenix', 'heartbeat', {}]));
    await eventually(() => frames.length > 0, 3000, 'the heartbeat reply');
    expect(frames[0]).toEqual([null, '7', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    ws.close();
  });
});
