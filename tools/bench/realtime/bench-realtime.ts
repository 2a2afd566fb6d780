// npm run bench:realtime — Realtime's figures (docs/benchmarks/realtime.md): from a commit to the supabase-js callback,
// p50 and p95, with 1, 50 and 200 subscribers on one table (spread over 5 users, so 5 claim groups at most), the
// server's CPU per change, the memory an idle connection holds on the server, and 1,000 idle connections held a minute.
// The subscribers run in a process of their own (bench-realtime-clients.ts), as browsers do. At 200 subscribers the
// claim groups' visibility reads run as now (side by side, one round trip each) and as before (one after another, each
// as a REST request: REALTIME_READ_CONCURRENCY=1 REALTIME_VISIBILITY_READ=request), alternating in BENCH_ROUNDS (3)
// rounds of each, so both meet the same machine load. In-memory PGlite; DATABASE_URL=postgres://…
// runs it on PostgreSQL. BENCH_WRITES (default 40) writes per round; BENCH_IDLE (1000) idle sockets, held BENCH_IDLE_SECONDS (60).
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { percentiles } from '@inspection/shared-domain';

const WRITES = Number(process.env.BENCH_WRITES ?? 40);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const IDLE = Number(process.env.BENCH_IDLE ?? 1000);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const USERS = 5;
const VARIANTS = [
  { name: 'now: reads side by side, one round trip each', concurrency: '5', read: 'function' },
  { name: 'before: reads one after another, as REST requests', concurrency: '1', read: 'request' },
];

const { startBackend } = await import('@inspection/backend/server');
const { upsertStaffUser } = await import('@inspection/backend/users');
const backend = await startBackend({
  port: 0, log: false, messages: false, anonymousRpcLimits: false,
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: 'memory' }),
});
const kind = backend.db.kind;
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');
const client = () => createClient(backend.url, backend.anonKey, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });
const clients = fork(new URL('./bench-realtime-clients.ts', import.meta.url).pathname, [], { stdio: 'inherit' });

type Reply = Record<string, unknown>;
let onReply: ((reply: Reply) => void) | undefined;
clients.on('message', (reply: Reply) => {
  if (reply.error) console.error(`bench:realtime clients: ${String(reply.error)}`);
  onReply?.(reply);
});
/** Sends a command and resolves at the first reply that has `key` (or after ms). */
function ask(command: Record<string, unknown> | undefined, key: string, ms = 120_000): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No ${key} from the clients within ${ms} ms`)), ms);
    onReply = (reply) => {
      if (!(key in reply)) return;
      clearTimeout(timer);
      onReply = undefined;
      resolve(reply);
    };
    if (command) clients.send(command);
  });
}

try {
  const tokens: string[] = [];
  for (let i = 0; i < USERS; i++) {
    await upsertStaffUser(backend.db, `bench-rt-${i}@example.com`, 'bench-pass-1', { role: 'staff' });
    const { data, error } = await client().auth.signInWithPassword({ email: `bench-rt-${i}@example.com`, password: 'bench-pass-1' });
    if (error) throw error;
    tokens.push(data.session!.access_token);
  }
  const writer = client();
  await writer.auth.signInWithPassword({ email: 'bench-rt-0@example.com', password: 'bench-pass-1' });
  console.log(`bench:realtime (${kind}) load average ${load()} at the start; ${WRITES} writes a round, subscribers in another process`);

  let phone = 1000000;
  const p95s = new Map<string, number[]>();
  async function round(size: number, variant: (typeof VARIANTS)[number]) {
    process.env.REALTIME_READ_CONCURRENCY = variant.concurrency;
    process.env.REALTIME_VISIBILITY_READ = variant.read;
    await ask({ cmd: 'subscribe', url: backend.url, anonKey: backend.anonKey, tokens, size }, 'subscribed');
    const loadBefore = load();
    const cpu = process.cpuUsage();
    let clientCpu = { user: 0, system: 0 };
    for (let w = 0; w < WRITES; w++) {
      const delivered = ask(undefined, 'delivered', 5000);
      const { error } = await writer.from('contacts').insert({ full_name: `Bench ${size} ${w}`, phone_number: `051${++phone}` });
      if (error) throw error;
      clientCpu = (await delivered).cpu as typeof clientCpu;
    }
    const used = process.cpuUsage(cpu);
    const { latencies, received } = (await ask({ cmd: 'unsubscribe' }, 'unsubscribed')) as { latencies: number[]; received: number };
    const { p50, p95 } = percentiles(latencies);
    if (size === 200) p95s.set(variant.name, [...(p95s.get(variant.name) ?? []), p95]);
    console.log(`bench:realtime (${kind}) ${size} subscribers in ${Math.min(size, USERS)} claim groups, ${variant.name}: ` +
      `commit to callback p50 ${p50} ms, p95 ${p95} ms; ${received} of ${size * WRITES} delivered; CPU per change ` +
      `${((used.user + used.system) / 1000 / WRITES).toFixed(1)} ms in the backend's process (server, writer${kind === 'pglite' ? ', PGlite' : ''}), ` +
      `${((clientCpu.user + clientCpu.system) / 1000 / WRITES).toFixed(1)} ms in the subscribers'; load ${loadBefore}`);
    if (received !== size * WRITES) throw new Error(`Expected ${size * WRITES} deliveries, got ${received}`);
  }
  await round(1, VARIANTS[0]);
  await round(50, VARIANTS[0]);
  for (let r = 0; r < ROUNDS; r++) for (const variant of VARIANTS) await round(200, variant);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const [name, values] of p95s) console.log(`bench:realtime (${kind}) 200 subscribers, ${name}: median p95 of ${values.length} rounds ${median(values)} ms (${values.join(', ')})`);
  delete process.env.REALTIME_READ_CONCURRENCY;
  delete process.env.REALTIME_VISIBILITY_READ;

  global.gc?.();
  const before = process.memoryUsage();
  await ask({ cmd: 'idle', url: backend.url, anonKey: backend.anonKey, count: IDLE, seconds: IDLE_SECONDS }, 'opened');
  global.gc?.();
  const after = process.memoryUsage();
  const open = backend.realtime.stats().connections;
  const held = await ask(undefined, 'held', (IDLE_SECONDS + 60) * 1000);
  const perSocket = (after.heapUsed + after.external - before.heapUsed - before.external) / IDLE / 1024;
  console.log(`bench:realtime (${kind}) ${IDLE} idle connections held ${IDLE_SECONDS} s: ${String(held.errors)} errors, ${String(held.closed)} closed, ` +
    `${String(held.replies)} heartbeat replies; ${open} open on the server, then ${backend.realtime.stats().connections}; ` +
    `${perSocket.toFixed(1)} kB of the server's heap per connection (after a GC); load ${load()}`);
} finally {
  clients.kill();
  await backend.close();
}
