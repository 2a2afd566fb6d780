// @vitest-environment node
// A screen's live watch on the embedded backend, through supabase-js (PGlite, and PostgreSQL with
// BACKEND_TEST_DB=postgres): a committed booking reaches it, and after the socket drops and comes back it asks for
// one refresh, since Realtime has no replay (docs/architecture/realtime.md#the-live-console).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BACKEND_START_TIMEOUT, startTestBackend, type TestBackend } from '../testing/test-backend';
import { liveState } from './live-status';
import { watchLiveChanges, type LiveChange } from './watch-live-changes';

const STANDARD = '11111111-1111-4111-8111-000000000001'; // 90 minutes

describe('watchLiveChanges on the embedded backend', () => {
  let backend: TestBackend;
  const batches: LiveChange[][] = [];
  let stop = () => undefined as void;

  beforeAll(async () => {
    backend = await startTestBackend();
    stop = watchLiveChanges(backend.client, { table: 'bookings' }, (changes) => batches.push(changes));
    await vi.waitFor(() => expect(liveState()).toBe('connected'), { timeout: 10_000 });
  }, BACKEND_START_TIMEOUT);
  afterAll(async () => {
    stop();
    await backend?.close();
  });

  it('asks for a refresh once joined: a read made before the join may have missed a change', async () => {
    // Reported as a burst is: LIVE_COALESCE_MS after the join, which may be after the indicator turned 'connected'.
    await vi.waitFor(() => expect(batches[0]).toEqual([]), { timeout: 2_000 });
  });

  it("reports another session's new booking", async () => {
    const start = new Date(Date.now() + 75 * 86400_000);
    start.setUTCHours(6, 0, 0, 0);
    const { data, error } = await backend.client
      .from('bookings')
      .insert({
        customer_name: 'Live Watcher', customer_phone: '0501231234', vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020,
        inspection_type_id: STANDARD, start_time: start.toISOString(), end_time: new Date(start.getTime() + 90 * 60_000).toISOString(),
      })
      .select('id')
      .single();
    if (error) throw error;
    await vi.waitFor(() => expect(batches.flat().map((c) => (c.new as { id?: string }).id)).toContain(data.id), { timeout: 5_000 });
  });

  it('asks for one refresh after the socket drops and comes back', async () => {
    const before = batches.length;
    // An unclean close, as a lost network gives: realtime-js reconnects and rejoins by itself.
    (backend.client.realtime as unknown as { socketAdapter: { socket: { conn: WebSocket } } }).socketAdapter.socket.conn.close(4000);
    await vi.waitFor(() => expect(liveState()).toBe('reconnecting'), { timeout: 5_000 });
    await vi.waitFor(() => expect(liveState()).toBe('connected'), { timeout: 20_000 });
    await vi.waitFor(() => expect(batches.slice(before)).toContainEqual([]), { timeout: 5_000 });
  }, 30_000);
});
