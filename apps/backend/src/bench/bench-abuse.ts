// The abuse figures of npm run bench:hardening (docs/benchmarks/hardening.md), over HTTP only so the same file also
// measures older code (copy it beside an older bench-hardening.ts for the "before" figures):
// - a sign-in flood: 200 parallel guesses for one email from one address (the right one among
//   them), while 5 other clients read; what the guesses were answered, and the others' latency;
// - 50 clients reading on PGlite while an abusive request (a two-level embed and a
//   400-term `or`) and an unlimited three-level embed arrive; the clients' latency.
import { request } from 'node:http';
import bcrypt from 'bcryptjs';
import { SignJWT } from 'jose';
import { startBackend, type Backend } from '../server';
import { percentiles } from '@inspection/shared-domain';

const fmt = (samples: number[], failures = { count: 0 }) => {
  if (samples.length === 0) return 'no samples';
  const { p50, p95 } = percentiles(samples);
  const failed = failures.count ? `, ${failures.count} failed` : '';
  return `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...samples).toFixed(0)} ms (${samples.length} requests${failed})`;
};

function signInFrom(url: string, anonKey: string, localAddress: string, email: string, password: string): Promise<number> {
  const body = JSON.stringify({ email, password });
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port: Number(new URL(url).port), localAddress, agent: false, method: 'POST', path: '/auth/v1/token?grant_type=password',
        headers: { apikey: anonKey, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

/** Clients reading a small public table in a loop (with a pause) until `stop()` says so. */
function readers(backend: Backend, count: number, pauseMs: number) {
  const samples: number[] = [];
  const failures = { count: 0 };
  let running = true;
  const one = async () => {
    while (running) {
      const t0 = performance.now();
      try {
        const res = await fetch(`${backend.url}/rest/v1/inspection_types?select=id,name&limit=10`, { headers: { apikey: backend.anonKey } });
        await res.arrayBuffer();
        if (res.status !== 200) failures.count++;
      } catch {
        failures.count++; // a connection reset or refused: counted, and the client goes on
      }
      samples.push(performance.now() - t0);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const all = Array.from({ length: count }, one);
  return { samples, failures, stop: async () => ((running = false), await Promise.all(all)) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function benchSignInFlood(): Promise<void> {
  const backend = await startBackend({ port: 0, log: false, dataDir: 'memory' });
  try {
    await backend.db.query(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data) values ('flooded@example.com', $1, now(), '{"staff":true}')`,
      [await bcrypt.hash('flooded-pass-1', 10)],
    );
    const others = readers(backend, 5, 20);
    await sleep(500);
    const t0 = performance.now();
    const guesses = Array.from({ length: 199 }, (_, i) => signInFrom(backend.url, backend.anonKey, '127.0.0.4', 'flooded@example.com', `wrong-${i}`));
    const right = signInFrom(backend.url, backend.anonKey, '127.0.0.4', 'flooded@example.com', 'flooded-pass-1');
    const statuses = await Promise.all([...guesses, right]);
    const floodMs = performance.now() - t0;
    await sleep(300);
    await others.stop();
    const counts = [...new Set(statuses)].sort().map((s) => `${statuses.filter((x) => x === s).length}×${s}`).join(', ');
    console.log(`Sign-in flood (200 parallel guesses, one address, the right one last; 5 other clients reading)`);
    console.log(`  answers                 ${counts}; the right guess: ${await right} (${(floodMs / 1000).toFixed(1)} s in all)`);
    console.log(`  other clients meanwhile ${fmt(others.samples, others.failures)}`);
  } finally {
    await backend.close();
  }
}

const orOf = (n: number) => `or=(${Array.from({ length: n }, (_, i) => `full_name.ilike.*x${i}*`).join(',')})`;

export async function benchAbusiveRead(): Promise<void> {
  const backend = await startBackend({ port: 0, log: false, dataDir: 'memory', jwtSecret: BENCH_SECRET });
  try {
    await backend.db.exec(`
      insert into public.contacts (full_name, phone_number) select 'Load ' || i, '07' || lpad(i::text, 8, '0') from generate_series(1, 3000) i;
      insert into public.leads (contact_id) select id from public.contacts where full_name like 'Load %';
      analyze public.contacts; analyze public.leads;`);
    const { rows } = await backend.db.query<{ id: string }>(`insert into auth.sessions (user_id) select id from auth.users limit 1 returning id::text as id`);
    const session = await backend.db.query<{ id: string }>(`select user_id::text as id from auth.sessions where id = $1::uuid`, [rows[0].id]);
    const staffToken = await signStaffToken(session.rows[0].id, rows[0].id);
    const staff = { apikey: backend.anonKey, authorization: `Bearer ${staffToken}` };

    const quiet = readers(backend, 50, 250);
    await sleep(2_000);
    quiet.samples.length = 0; // the first burst (cold connections, JIT) is not the steady state
    quiet.failures.count = 0;
    await sleep(4_000);
    await quiet.stop();
    const loaded = readers(backend, 50, 250);
    await sleep(1_000);
    const abusive: string[] = [];
    for (const path of [`contacts?select=*,leads(*,contacts(*))&${orOf(400)}`, 'contacts?select=*,leads(*,contacts(*,leads(*)))']) {
      const t0 = performance.now();
      const res = await fetch(`${backend.url}/rest/v1/${path}`, { headers: staff });
      const body = await res.text();
      const code = res.status === 200 ? '' : ` ${(JSON.parse(body) as { code?: string }).code}`;
      abusive.push(`${res.status}${code} in ${(performance.now() - t0).toFixed(0)} ms`);
    }
    await sleep(3_000);
    await loaded.stop();
    console.log(`\n50 clients on PGlite (a small read each, 250 ms apart), 3 000 contacts with a lead each`);
    console.log(`  quiet                   ${fmt(quiet.samples, quiet.failures)}`);
    console.log(`  abusive requests        2-level embed + 400-term or: ${abusive[0]}; unlimited 3-level embed: ${abusive[1]}`);
    console.log(`  the 50 clients meanwhile ${fmt(loaded.samples, loaded.failures)}`);
  } finally {
    await backend.close();
  }
}

/** A staff access token for an existing session, signed with the bench's secret. */
async function signStaffToken(userId: string, sessionId: string): Promise<string> {
  const secret = new TextEncoder().encode(BENCH_SECRET);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: 'authenticated', aud: 'authenticated', sub: userId, session_id: sessionId, app_metadata: { staff: true, role: 'admin' }, iat: now, exp: now + 3600 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(secret);
}

export const BENCH_SECRET = 'bench-only-jwt-secret-for-the-abuse-figures-0123456789';
