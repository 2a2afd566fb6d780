// Performance bench of bookings, on the built apps and the embedded backend (in-memory PGlite):
//   1. get_available_slots for a day with 40 bookings: p50/p95 through supabase-js (anonymous, as /book calls it);
//   2. 100 concurrent booking attempts for one slot: wall time, and that exactly one won (bookings_no_overlap);
//   3. with a team: get_available_slots for a day with 40 bookings over 5 inspectors (aim: at most 5 ms p50, as with
//      one), and 100 concurrent attempts for one slot with 3 inspectors (exactly 3 win, one each);
//   4. in real Chromium with 5,000 bookings: the first paint of the All table and of the Date Wise week, from the
//      bookings' data arrival and from the navigation, aim under 500 ms each.
// Run inside your network namespace (fixed ports): npm run bench:bookings  (RUNS=5 CALLS=200; CHROMIUM=/usr/bin/chromium;
// BROWSER=0 for the database parts alone, TABLE_ONLY=1 for the browser part alone; HTTP_CACHE=1 keeps the HTTP cache on; BENCH_DIST=/work/base/apps [ROUNDS=3]
// [BENCH_DIST_APPS=bookings] alternates this tree's builds with another's; BENCH_SQL=<tree> alternates list_bookings alone
// (BENCH_BUILDS=<apps folder> serves other builds);
// TRACE=<file>: a Chromium trace of one navigation)
// Needs the production builds (npm run build).
import type { SupabaseClient } from '@supabase/supabase-js';
import { chromium, type Browser, type Page } from 'playwright-core';
import { cpus, loadavg } from 'node:os';
import { percentiles } from '@inspection/shared-domain';
import { signInToConsole } from '../bench-support';
import { serveAll, workspaceRoot, type ServedPlatform } from '../../dev/serve-all';
import { BACKEND_PORT, WEB_APPS, type WebAppName } from '@inspection/build/apps';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { benchRaceWithTeam, benchSlotsWithTeam, teamOf } from './bench-inspectors';
import { at, client, dubaiDay, insertAll, row, seedBookings, staffClient, STANDARD } from './bench-data';
import { listBookingsDefinition } from './list-bookings-definition';
import { describeTimelines, tableTimeline, type TableTimeline } from './table-timeline';

const RUNS = Number(process.env.RUNS ?? 5);
const CALLS = Number(process.env.CALLS ?? 200);
const BOOKINGS = Number(process.env.BOOKINGS ?? 5000);
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function benchSlots(url: string, key: string) {
  const staff = await staffClient(url, key);
  const day = dubaiDay(400);
  // 40 bookings on one day: 13 back to back plus 27 admin overrides on top of them.
  await insertAll(staff, Array.from({ length: 40 }, (_, i) => row(100_000 + i, at(day, (i % 13) * 60), 60, { is_override: i >= 13 })));
  const anon = client(url, key);
  const call = async () => {
    const { data, error } = await anon.rpc('get_available_slots', { p_day: day, p_inspection_type_id: STANDARD });
    if (error || data.length !== 52) throw new Error(`get_available_slots: ${error?.message ?? data.length}`);
  };
  for (let i = 0; i < 20; i++) await call(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const t0 = performance.now();
    await call();
    samples.push(performance.now() - t0);
  }
  return percentiles(samples);
}

async function benchRace(url: string, key: string) {
  const clients = await Promise.all(Array.from({ length: 4 }, () => staffClient(url, key)));
  const results: { runMs: number; winners: number; refused: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = at(dubaiDay(410 + run), 240);
    const t0 = performance.now();
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, (_, i) => clients[i % clients.length].from('bookings').insert(row(200_000 + run * 100 + i, start, 90)).select('id').single()),
    );
    results.push({
      runMs: performance.now() - t0,
      winners: outcomes.filter((o) => o.error === null).length,
      refused: outcomes.filter((o) => o.error?.code === '23P01').length,
    });
  }
  return results;
}

/** Records, in the page, when the first booking row and the week strip are painted and when the bookings arrived. */
const PAINT_PROBE = `
  window.__paints = {};
  const mark = (name, ready) => new MutationObserver((_, observer) => {
    if (!ready()) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { window.__paints[name] = performance.now(); }, 0));
  }).observe(document, { subtree: true, childList: true });
  mark('table', () => document.querySelector('[data-testid="booking-row"]'));
  window.__markWeek = () => mark('week', () => document.querySelector('[data-testid="day-count"]'));
  window.__markLanes = (n) => mark('lanes', () => document.querySelectorAll('[data-testid="inspector-lane"]').length >= n);
`;

async function bookingsArrival(page: Page): Promise<number> {
  return page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    // The All table's first read: its first page (rpc/list_bookings), or, in builds before paging, every booking.
    const list = entries.filter((e) => e.name.includes('/rest/v1/rpc/list_bookings') || e.name.includes('/rest/v1/bookings?select='));
    return list.length ? list[0].responseEnd : NaN;
  });
}

/**
 * When the last response of `path` (e.g. '/rest/v1/inspectors?select=') that ended before `before` ended, in the
 * page's clock: the data a paint at `before` was drawn from (a refetch after the paint would make it negative).
 */
async function arrivalOf(page: Page, path: string, before: number): Promise<number> {
  return page.evaluate(
    ({ p, until }) => {
      const ends = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => e.name.includes(p) && e.responseEnd <= until)
        .map((e) => e.responseEnd);
      return ends.length ? Math.max(...ends) : NaN;
    },
    { p: path, until: before },
  );
}

type Paints = { __paints: Record<string, number> };

/** RUNS navigations to /booking in a fresh browser context (one more first, to fill the caches, not counted). */
async function benchBrowser(browser: Browser, platform: { urlOf(app: 'shell' | 'bookings'): string; backendUrl: string }, inspectors: number) {
  const shell = platform.urlOf('shell');
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  // Outside hosts are cut off. A routed context has no HTTP cache (Playwright), so by default every navigation fetches
  // every file again; HTTP_CACHE=1 cuts them off in the resolver instead (see the launch), for a returning visitor's load.
  if (!HTTP_CACHE) await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  await signInToConsole(page, shell);
  await page.addInitScript(PAINT_PROBE);

  const table = { fromData: [] as number[], fromNavigation: [] as number[] };
  const week: number[] = [];
  const lanes = { fromClick: [] as number[], fromData: [] as number[] };
  const timelines: TableTimeline[] = [];
  let renderedRows = 0;
  for (let run = 0; run < RUNS + 1; run++) {
    const trace = process.env.TRACE && run === RUNS ? process.env.TRACE : undefined;
    if (trace) await browser.startTracing(page, { path: trace, screenshots: false });
    await page.goto(`${shell}/booking`);
    await page.waitForFunction(() => (window as unknown as Paints).__paints.table !== undefined, null, { timeout: 60_000 });
    if (trace) await browser.stopTracing();
    const painted = await page.evaluate(() => (window as unknown as Paints).__paints.table);
    const arrived = await bookingsArrival(page);
    const timeline = await tableTimeline(page, painted, platform.urlOf('bookings'), platform.backendUrl.replace('127.0.0.1', 'localhost'));
    renderedRows = await page.getByTestId('booking-row').count();
    const t0 = await page.evaluate((n) => {
      (window as unknown as { __markWeek(): void }).__markWeek();
      (window as unknown as { __markLanes(n: number): void }).__markLanes(n);
      return performance.now();
    }, inspectors);
    await page.getByRole('radio', { name: 'Date Wise' }).click();
    await page.waitForFunction(() => (window as unknown as Paints).__paints.week !== undefined, null, { timeout: 60_000 });
    const weekPainted = await page.evaluate(() => (window as unknown as Paints).__paints.week);
    await page.waitForFunction(() => (window as unknown as Paints).__paints.lanes !== undefined, null, { timeout: 60_000 });
    const lanesPainted = await page.evaluate(() => (window as unknown as Paints).__paints.lanes);
    // The lanes need the day's bookings (already in) and the team (read when Date Wise opens).
    const teamArrived = await arrivalOf(page, '/rest/v1/inspectors?select=', lanesPainted);
    if (run === 0) continue; // the first load fills the browser's caches
    lanes.fromClick.push(lanesPainted - t0);
    lanes.fromData.push(lanesPainted - (Number.isNaN(teamArrived) ? t0 : Math.max(t0, teamArrived)));
    table.fromData.push(painted - arrived);
    table.fromNavigation.push(painted);
    timelines.push(timeline);
    week.push(weekPainted - t0);
  }
  await context.close();
  return { table, week, lanes, renderedRows, timelines };
}

async function benchDatabase(admin: SupabaseClient) {
  const slots = await benchSlots(platform.backendUrl, platform.anonKey);
  console.log(`get_available_slots, a day with 40 bookings, ${CALLS} calls through supabase-js: p50 ${ms(slots.p50)}, p95 ${ms(slots.p95)}`);
  const race = await benchRace(platform.backendUrl, platform.anonKey);
  const raceTimes = percentiles(race.map((r) => r.runMs));
  console.log(
    `100 concurrent attempts for one slot, ${RUNS} runs: p50 ${ms(raceTimes.p50)} (max ${ms(Math.max(...race.map((r) => r.runMs)))}); ` +
      `winners per run ${race.map((r) => r.winners).join(', ')}; refused with 23P01 ${race.map((r) => r.refused).join(', ')}`,
  );
  if (race.some((r) => r.winners !== 1)) throw new Error('A slot was booked more than once (or never)');
  const team = await benchSlotsWithTeam(admin, client(platform.backendUrl, platform.anonKey),
    { day: dubaiDay(420), at, row, calls: CALLS, type: STANDARD }, percentiles);
  console.log(`get_available_slots, a day with 40 bookings over 5 inspectors, ${CALLS} calls: p50 ${ms(team.p50)}, p95 ${ms(team.p95)} (${team.available} of 52 slots available)`);
  const raceClients = await Promise.all(Array.from({ length: 4 }, () => staffClient(platform.backendUrl, platform.anonKey)));
  const teamRace = await benchRaceWithTeam(admin, raceClients, { runs: RUNS, start: (run) => at(dubaiDay(430 + run), 240), row });
  const teamTimes = percentiles(teamRace.map((r) => r.runMs));
  console.log(
    `100 concurrent attempts for one slot with 3 inspectors, ${RUNS} runs: p50 ${ms(teamTimes.p50)} (max ${ms(Math.max(...teamRace.map((r) => r.runMs)))}); ` +
      `winners per run ${teamRace.map((r) => r.winners).join(', ')} (distinct inspectors ${teamRace.map((r) => r.inspectors).join(', ')}); refused with 23P01 ${teamRace.map((r) => r.refused).join(', ')}`,
  );
  if (teamRace.some((r) => r.winners !== 3 || r.inspectors !== 3)) throw new Error('Not exactly 3 winners, one per inspector');
}

const f = (xs: number[]) => {
  const p = percentiles(xs);
  return `p50 ${ms(p.p50)}, p95 ${ms(p.p95)}`;
};

/** The browser part: one round on the current builds, or ROUNDS rounds of A/B against BENCH_DIST's. */
async function benchBrowsers(lanesWanted: number) {
  const total = await seedBookings(platform.backendUrl, platform.anonKey, BOOKINGS);
  const resolver = HTTP_CACHE ? ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'] : [];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', ...resolver] });
  const served = platform as ServedPlatform;
  const other = BENCH_DIST ?? (BENCH_SQL && `list_bookings of ${BENCH_SQL}`);
  const variants = other ? ['this tree', other] : ['this tree'];
  const swapped = (process.env.BENCH_DIST_APPS?.split(',') as WebAppName[] | undefined) ?? WEB_APPS;
  const fromNavigation = new Map<string, number[]>(variants.map((v) => [v, []]));
  try {
    for (let round = 0; round < (other ? ROUNDS : 1); round++) {
      for (const variant of round % 2 ? [...variants].reverse() : variants) {
        if (BENCH_DIST) {
          for (const app of swapped) {
            await served.stopApp(app);
            await served.startApp(app, variant === 'this tree' ? {} : { root: path.join(variant, app, 'dist') });
          }
        }
        if (BENCH_SQL) await sqlBackend!.db.query(listBookingsDefinition(variant === 'this tree' ? workspaceRoot : BENCH_SQL));
        const load = readFileSync('/proc/loadavg', 'utf8').trim();
        const web = await benchBrowser(browser, served, lanesWanted);
        fromNavigation.get(variant)?.push(percentiles(web.table.fromNavigation).p50);
        console.log(`Chromium, ${total} bookings (${web.renderedRows} rows in the page: virtualised), ${variant}, round ${round + 1}, /proc/loadavg ${load}:`);
        console.log(`  All table first paint after the bookings arrived: ${f(web.table.fromData)}`);
        console.log(`  All table first paint from navigation (remote, auth, query included): ${f(web.table.fromNavigation)}`);
        console.log(`  where the time went (medians, from navigation): ${describeTimelines(web.timelines)}`);
        console.log(`  Date Wise week strip painted after the click: ${f(web.week)}`);
        console.log(`  Date Wise lanes (${lanesWanted} inspectors) painted after the click: ${f(web.lanes.fromClick)}; after the team's data arrived: ${f(web.lanes.fromData)}`);
      }
    }
  } finally {
    await browser.close();
  }
  if (other) {
    for (const [variant, p50s] of fromNavigation) {
      const sorted = [...p50s].sort((x, y) => x - y);
      console.log(`A/B, ${variant}: All table from navigation, p50 per round ${p50s.map((x) => x.toFixed(0)).join(' / ')} ms; median ${sorted[Math.floor((sorted.length - 1) / 2)].toFixed(0)} ms`);
    }
  }
}

// TABLE_ONLY=1: the browser part alone (no slots or races first).
const TABLE_ONLY = process.env.TABLE_ONLY === '1';
// HTTP_CACHE=1: the browser's HTTP cache on (outside hosts cut off by a resolver rule, not by routing).
const HTTP_CACHE = process.env.HTTP_CACHE === '1';
// BENCH_DIST=/work/base/apps: A/B against another build (e.g. main's): ROUNDS rounds (default 3), each serving one
// build then the other (the order alternating round by round), each in a fresh browser context; BENCH_DIST_APPS=a,b
// swaps only those apps (default: every app).
const BENCH_DIST = process.env.BENCH_DIST;
const ROUNDS = Number(process.env.ROUNDS ?? 3);
// BENCH_SQL=<another tree>: A/B of list_bookings alone: the same builds and data, the function as this tree's schema
// files define it or as that tree's do, swapped round by round (ROUNDS rounds).
const BENCH_SQL = process.env.BENCH_SQL;

// BROWSER=0: the database parts alone, on the backend only (no builds needed).
const withBrowser = process.env.BROWSER !== '0';
// The slots part calls get_available_slots anonymously 220 times from one address, past the anonymous RPC limit
// (docs/architecture/backend.md#limits): it measures the database, so the limit is off.
const sqlBackend = BENCH_SQL
  ? await (await import('@inspection/backend/server')).startBackend({ port: BACKEND_PORT, dataDir: 'memory', seed: true, log: false, anonymousRpcLimits: false })
  : undefined;
// BENCH_BUILDS=/work/base/apps: serve those builds instead of this tree's (e.g. with BENCH_SQL, main's builds on both sides).
const BENCH_BUILDS = process.env.BENCH_BUILDS;
const distOf = BENCH_BUILDS ? (app: WebAppName) => path.join(BENCH_BUILDS, app, 'dist') : undefined;
const platform = withBrowser ? await serveAll({ backend: 'memory', anonymousRpcLimits: false, runningBackend: sqlBackend, distOf }) : await backendOnly();

async function backendOnly() {
  const { startBackend } = await import('@inspection/backend/server');
  const backend = await startBackend({ port: 0, dataDir: 'memory', seed: true, log: false, anonymousRpcLimits: false });
  return { backendUrl: backend.url, anonKey: backend.anonKey, urlOf: () => '', close: () => backend.close() };
}
try {
  console.log(`bench:bookings on ${cpus().length} cores, load ${loadavg()[0].toFixed(2)}; ${RUNS} runs`);
  const admin = await staffClient(platform.backendUrl, platform.anonKey);
  if (!TABLE_ONLY) await benchDatabase(admin);
  // The browser part with a team of 5, so Date Wise draws 5 lanes over the day's bookings.
  const LANES = 5;
  await teamOf(admin, LANES);
  if (withBrowser) await benchBrowsers(LANES);
} finally {
  await platform.close();
}
