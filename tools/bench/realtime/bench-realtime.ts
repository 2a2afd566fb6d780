// npm run bench:realtime — Realtime's figures (docs/benchmarks/realtime.md): from a commit to the supabase-js callback,
// p50 and p95, with 1, 50 and 200 subscribers on one table (spread over 5 users, so 5 claim groups at most), the
// process's CPU per change, and the memory an idle connection holds. In-memory PGlite; DATABASE_URL=postgres://… runs it
// on PostgreSQL. BENCH_WRITES (default 40) writes per size; BENCH_IDLE (default 1000) idle sockets, held BENCH_IDLE_SECONDS (10).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { percentiles } from '@inspection/shared-domain';

const WRITES = Number(process.env.BENCH_WRITES ?? 40);
const IDLE = Number(process.env.BENCH_IDLE ?? 1000);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const USERS = 5;

const { startBackend } = await import('@inspection/backend/server');
const { upsertStaffUser } = await import('@inspection/backend/users');
const backend = await startBackend({
  port: 0, log: false, messages: false, anonymousRpcLimits: false,
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: 'memory' }),
});
const client = () =>
  createClient(backend.url, backend.anonKey, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

try {
  const tokens: string[] = [];
  for (let i = 0; i < USERS; i++) {
    await upsertStaffUser(backend.db, `bench-rt-${i}@example.com`, 'bench-pass-1', { role: 'staff' });
    const signedIn = client();
    const { data, error } = await signedIn.auth.signInWithPassword({ email: `bench-rt-${i}@example.com`, password: 'bench-pass-1' });
    if (error) throw error;
    tokens.push(data.session!.access_token);
  }
  const writer = client();
  await writer.auth.signInWithPassword({ email: 'bench-rt-0@example.com', password: 'bench-pass-1' });

  let phone = 1000000;
  for (const size of [1, 50, 200]) {
    const subscribers: SupabaseClient[] = [];
    const latencies: number[] = [];
    let received = 0;
    await Promise.all(Array.from({ length: size }, async (_, i) => {
      const subscriber = client();
      subscribers.push(subscriber);
      await subscriber.realtime.setAuth(tokens[i % USERS]);
      await new Promise<void>((resolve, reject) => subscriber
        .channel(`bench-${size}-${i}`)
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'contacts' }, (payload) => {
          received++;
          latencies.push(Date.now() - Date.parse(payload.commit_timestamp));
        })
        .subscribe((status, error) => (status === 'SUBSCRIBED' ? resolve() : reject(error ?? new Error(status)))));
    }));
    const cpu = process.cpuUsage();
    for (let w = 0; w < WRITES; w++) {
      const { error } = await writer.from('contacts').insert({ full_name: `Bench ${size} ${w}`, phone_number: `051${++phone}` });
      if (error) throw error;
      const until = Date.now() + 5000;
      while (received < (w + 1) * size && Date.now() < until) await sleep(1);
    }
    const used = process.cpuUsage(cpu);
    const { p50, p95 } = percentiles(latencies);
    const cpuPerChange = (used.user + used.system) / 1000 / WRITES;
    console.log(`bench:realtime (${backend.db.kind}) ${size} subscribers in ${Math.min(size, USERS)} claim groups: ` +
      `commit to callback p50 ${p50} ms, p95 ${p95} ms; ${received} of ${size * WRITES} delivered; ` +
      `CPU per change ${cpuPerChange.toFixed(1)} ms (this process: client, server and database)`);
    if (received !== size * WRITES) throw new Error(`Expected ${size * WRITES} deliveries, got ${received}`);
    await Promise.all(subscribers.map((s) => s.removeAllChannels()));
  }

  // Idle connections: sockets with the API key and no channel, as a tab before it subscribes.
  global.gc?.();
  const before = process.memoryUsage();
  const sockets = await Promise.all(Array.from({ length: IDLE }, () => new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(`${backend.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${backend.anonKey}&vsn=2.0.0`);
    ws.on('open', () => resolve(ws));
    ws.on('error', reject);
  })));
  let errors = 0;
  let closed = 0;
  for (const ws of sockets) {
    ws.on('error', () => errors++);
    ws.on('close', () => closed++);
  }
  // Each socket sends its heartbeat every 25 s as realtime-js does, and must get its reply.
  const heartbeats = setInterval(() => sockets.forEach((ws, i) => ws.send(JSON.stringify([null, String(i), 'phoenix', 'heartbeat', {}]))), 25_000);
  await sleep(IDLE_SECONDS * 1000);
  clearInterval(heartbeats);
  global.gc?.();
  const after = process.memoryUsage();
  const perSocket = (after.heapUsed + after.external - before.heapUsed - before.external) / IDLE / 1024;
  console.log(`bench:realtime (${backend.db.kind}) ${IDLE} idle connections held ${IDLE_SECONDS} s: ${errors} errors, ${closed} closed; ` +
    `${perSocket.toFixed(1)} kB of heap per connection (both ends in this process, after a GC), ${backend.realtime.stats().connections} open on the server`);
  sockets.forEach((ws) => ws.close());
} finally {
  await backend.close();
}
