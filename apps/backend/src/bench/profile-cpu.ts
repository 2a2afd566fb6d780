// BENCH_PROFILE=1 npm run bench:backend: where a request's CPU time goes. Runs calls under V8's sampling profiler
// (node:inspector, this process: client, HTTP server, gateway, REST and PGlite alike) and sums each sample's self
// time by the area its function belongs to (docs/benchmarks/backend.md#where-the-time-goes).
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Areas in order: the first whose pattern matches a function's file (or name, for V8's own entries) takes it. */
const AREAS: [string, RegExp][] = [
  ['PGlite (Postgres in WASM)', /^wasm:|@electric-sql\/pglite/],
  ['gateway: REST (parse, plan, SQL)', /apps\/backend\/src\/rest\//],
  ['gateway: database layer', /apps\/backend\/src\/db\//],
  ['gateway: API key, JWT, session', /apps\/backend\/src\/(gateway\/api-key-gate|auth\/)|node_modules\/jose\//],
  ['gateway: other middleware', /apps\/backend\/src\/(gateway|http|operations)\//],
  ['metrics (prom-client)', /prom-client|tdigest|bintrees/],
  ['Hono', /node_modules\/hono\//],
  ['Node HTTP server (@hono/node-server, http)', /@hono\/node-server|node:_http_(server|incoming|outgoing)|node:_http_common/],
  ['client: fetch (undici), web streams', /undici|node:internal\/webstreams|node:internal\/deps/],
  ['client: supabase-js', /@supabase\//],
  ['bench itself', /apps\/backend\/src\/bench\//],
  ['garbage collector', /^\(garbage collector\)$/],
  ['idle (waiting)', /^\(idle\)$/],
];

/**
 * Runs `calls` calls of fn one after another under the profiler; returns ms of self time per call by area.
 * With BENCH_PROFILE_DIR set, also writes the raw profile there as <name>.cpuprofile (for Chrome's DevTools).
 */
export async function profileCalls(fn: () => Promise<unknown>, calls: number, name = 'profile'): Promise<CallProfile> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
    for (let i = 0; i < calls; i++) await fn();
    const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
    const dir = process.env.BENCH_PROFILE_DIR;
    if (dir) writeFileSync(path.join(dir, `${name.replace(/[^\w.-]+/g, '-')}.cpuprofile`), JSON.stringify(profile));
    return byArea(profile, calls);
  } finally {
    session.disconnect();
  }
}

/** Ms of self time per call: by area, and by function outside PGlite and the idle time. */
export interface CallProfile {
  areas: Map<string, number>;
  functions: Map<string, number>;
}

function byArea(profile: Profile, calls: number): CallProfile {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id)!.callFrame;
    const where = frame.url || frame.functionName;
    const area = AREAS.find(([, pattern]) => pattern.test(where))?.[0] ?? 'other (Node internals, V8)';
    const ms = profile.timeDeltas[i] / 1000 / calls;
    add(areas, area, ms);
    if (!/PGlite|idle/.test(area)) add(functions, `${frame.functionName || '(anonymous)'} ${where.replace(/^.*\/(node_modules|src)\//, '')}`, ms);
  });
  const sorted = (map: Map<string, number>) => new Map([...map].sort((a, b) => b[1] - a[1]));
  return { areas: sorted(areas), functions: sorted(functions) };
}

export function printProfile(name: string, { areas, functions }: CallProfile, topFunctions = 15) {
  const total = [...areas.values()].reduce((a, b) => a + b, 0);
  console.log(`\n${name}: ${total.toFixed(3)} ms of samples per call`);
  for (const [area, msPerCall] of areas) console.log(`  ${msPerCall.toFixed(3).padStart(7)} ms  ${area}`);
  console.log(`  the functions taking most outside PGlite:`);
  for (const [fn, msPerCall] of [...functions].slice(0, topFunctions)) console.log(`  ${msPerCall.toFixed(3).padStart(7)} ms  ${fn}`);
}
