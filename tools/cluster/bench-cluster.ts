// npm run bench:cluster: requests per second, p95 and CPU per request through nginx with 1 and 3 backends (a simple
// select and the nested form read of bench:backend), then a rolling restart of 3 backends under load: how long it
// takes and the p99 meanwhile. Figures: docs/benchmarks/cluster.md. Prints the machine's load: other work on it skews
// every figure. BENCH_SECONDS (default 10) per scenario, BENCH_CLIENTS (default 16).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { treeCpuSeconds } from './process-cpu';

// Imported when run, as tools/dev imports the backend: tools never import an app statically.
const { benchTemplate, percentile, runLoad, startCluster } = await import('@inspection/backend/cluster');
type Cluster = Awaited<ReturnType<typeof startCluster>>;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const STANDARD_TYPE = '11111111-1111-4111-8111-000000000001';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

console.log(`bench:cluster ${new Date().toISOString()} on ${cpus().length} cores (${cpus()[0]?.model}), ${CLIENTS} clients, ${SECONDS} s per scenario`);

async function signIn(cluster: Cluster) {
  const client = createClient(cluster.url, cluster.anonKey, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });
  const { data, error } = await client.auth.signInWithPassword({ email: 'admin@example.com', password: 'admin1234' });
  if (error) throw error;
  return { client, token: data.session!.access_token };
}

function pids(cluster: Cluster) {
  const postmaster = Number(readFileSync(join(cluster.root, 'postgres', 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  return { backends: cluster.backends.map((b) => b.pid!), nginx: [cluster.nginx.pid!], postgres: [postmaster] };
}

async function measure(cluster: Cluster, name: string, path: string, token: string) {
  const headers = { apikey: cluster.anonKey, authorization: `Bearer ${token}` };
  const latencies: number[] = [];
  let failures = 0;
  const p = pids(cluster);
  const before = { backends: treeCpuSeconds(p.backends), nginx: treeCpuSeconds(p.nginx), postgres: treeCpuSeconds(p.postgres) };
  const loadBefore = load();
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < end) {
        const begun = performance.now();
        const response = await fetch(`${cluster.url}${path}`, { headers }).catch(() => undefined);
        await response?.arrayBuffer();
        if (response?.status !== 200) failures++;
        latencies.push(performance.now() - begun);
      }
    }),
  );
  const n = latencies.length;
  const cpu = (key: keyof typeof before, pidsOf: number[]) => ((treeCpuSeconds(pidsOf) - before[key]) * 1000) / n;
  const backendMs = cpu('backends', p.backends);
  const postgresMs = cpu('postgres', p.postgres);
  const nginxMs = cpu('nginx', p.nginx);
  const total = backendMs + postgresMs + nginxMs;
  console.log(
    `${cluster.backends.length} backend(s) | ${name.padEnd(12)} | ${(n / SECONDS).toFixed(0).padStart(5)} req/s | p50 ${percentile(latencies, 50).toFixed(1)} ms | p95 ${percentile(latencies, 95).toFixed(1)} ms | ` +
      `CPU/request: backends ${backendMs.toFixed(2)} ms, PostgreSQL ${postgresMs.toFixed(2)} ms, nginx ${nginxMs.toFixed(2)} ms = ${total.toFixed(2)} ms ` +
      `(predicts ${(1000 / total).toFixed(0)} req/s per core) | failures ${failures} | load ${loadBefore}`,
  );
}

for (const count of [1, 3]) {
  const root = mkdtempSync(join(tmpdir(), 'bench-cluster-'));
  const cluster = await startCluster({ root, backends: count, throwaway: true });
  try {
    const { client, token } = await signIn(cluster);
    const saved = await client.rpc('save_form_template', { template: benchTemplate(STANDARD_TYPE) });
    if (saved.error) throw saved.error;
    const sections = await client.from('form_sections').select('id').eq('form_id', (saved.data as { id: string }).id);
    const ids = sections.data!.map((s) => s.id as string).join(',');
    await measure(cluster, 'select', '/rest/v1/inspection_types?select=id,name&limit=1', token);
    await measure(cluster, 'nested form', `/rest/v1/form_fields?select=*,dropdown_options(id,label,value,score,order_index)&section_id=in.(${ids})&order=order_index`, token);

    if (count === 3) {
      const loadBefore = load();
      const started = performance.now();
      const restarts = (async () => {
        for (const backend of cluster.backends) {
          await backend.stop();
          await backend.start();
        }
      })();
      const result = await runLoad({ url: cluster.url, anonKey: cluster.anonKey, accessToken: token, clients: 20, until: restarts.then(() => sleep(1000)) });
      const took = (performance.now() - started) / 1000 - 1;
      console.log(
        `rolling restart of 3 backends: ${took.toFixed(1)} s | ${result.requests} requests (20 clients, half writes) | ${result.failures.length} failed | ` +
          `p50 ${percentile(result.latencies, 50).toFixed(0)} ms | p99 ${percentile(result.latencies, 99).toFixed(0)} ms | load ${loadBefore}`,
      );
    }
  } finally {
    await cluster.stop();
    rmSync(root, { recursive: true, force: true });
  }
}
