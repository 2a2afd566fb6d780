// Bench of the perform-inspection screen in a real Chromium with 4x CPU throttling, on the built
// apps and an in-memory backend, for a 12-section, 120-field live form:
//   - navigation to the first section's 10 inputs rendered, and to the form usable (every input rendered), cold (new
//     browser context each run);
//   - the same navigation on a bare page of the stack, just before each run: the load's floor (bench/load-floor.ts);
//   - keystroke to the updated field (keydown to the frame after React's commit), median of 30;
//   - autosave: request bytes and time, all 120 answers versus one changed answer (the server merges per field);
//   - 20 photos of 4000 x 3000 px into one image field: bytes sent after resizing and total time.
// Run: npm run bench:inspection   (RUNS=3; TIMELINE=1 lists the first run's resources, TIMELINE=all every run's;
// PROFILE_LOAD=1 / PROFILE_KEYS=1 profile it (PROFILE_RUNS=n the first n loads, PROFILE_FILE=<path> keeps them, for
// tools/bench/profile-by-package.ts); TRACE_LOAD=1 sums the first run's main-thread trace by event (style,
// layout, script...) and lists its long tasks (TRACE_FILE=<path> keeps the trace); BENCH_SKIP_BUILD=1 reuses the
// current dist folders; BENCH_DIST=<dir> serves <dir>/<app>/dist instead, e.g. another worktree's build for a baseline
// in the same period; SKIP_PHOTOS=1 leaves out the photos, which wait for the connection where Chromium reports
// navigator.onLine=false, as in a lo-only netns; NO_SW=1 blocks the console's service worker, to see what it costs a
// load right after sign-in, while it is still filling its cache; WARM_SW=1 measures with the worker in control and its
// cache warm (its warm-up finished), as for a returning inspector; IN_APP=1 opens the screen from within the signed-in
// console, as from My Day, timed from the route change instead of a page load; BUSY=2 runs two CPU-burning processes
// beside the bench while it measures, the "two busy loops" of docs/benchmarks/inspection.md; ONLY_PHOTOS=1 measures only
// the photos, once per run (no floor, keystrokes or autosave), printing each run's PUT sizes and /proc/loadavg;
// PHOTO_BROWSER=no-filter|no-webp|neither sends them as a browser whose canvas lacks that would; BENCH_AB=<dir> alternates
// the served build run by run, A B B A..., between this checkout's (or BENCH_DIST's) and <dir>'s, in one run of one
// backend: RUNS cold runs of each, each with its floor, and a table per build). Beside the medians of usable and of the
// screen above its floor, the interval that holds the true median with at least 95 % (medianInterval): a set too
// small or too noisy to hold an aim shows as an interval that spans it.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import * as domain from '@inspection/forms-domain';
import { buildBenchTemplate } from './bench-template';
import { median, medianInterval, percentiles } from '@inspection/shared-domain';
import { DEMO_EMAIL, DEMO_PASSWORD, signInToConsole } from '../bench-support';
import { measureLoadFloor, startLoadFloor } from './load-floor';
import { PHOTO_BROWSERS, type PhotoBrowser } from './photo-quality-browsers';
import { buildAll } from '@inspection/build/build-all';
import { waitForFreePorts } from '../../dev/ports';
import { serveAll, workspaceRoot } from '../../dev/serve-all';
import { WEB_APPS, type WebAppName } from '@inspection/build/apps';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.RUNS ?? 3);
const CPU_THROTTLE = 4;

/** BUSY=n: n processes that burn a CPU each until the bench ends (the same load on every variant of an A/B). */
function startBusyLoops(count: number): ChildProcess[] {
  const loops = Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for (;;) Math.sqrt(Math.random());'], { stdio: 'ignore' }));
  process.once('exit', () => loops.forEach((loop) => loop.kill()));
  return loops;
}

const runs = (xs: number[]) => xs.map((x) => Math.round(x)).join(', ');
/** Where the true median lies, from these runs alone (order statistics): too wide to hold an aim means too few runs. */
const interval = (xs: number[]) => {
  const { low, high, coverage } = medianInterval(xs);
  return `${Math.round(coverage * 100)} % interval of the median ${Math.round(low)} to ${Math.round(high)} ms`;
};
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function prepare(backendUrl: string, anonKey: string, count: number) {
  const db: SupabaseClient = createClient(backendUrl, anonKey, {
    auth: { persistSession: false },
    realtime: { transport: WebSocket as never },
  });
  const check = <T>(result: { data: T; error: unknown }): NonNullable<T> => {
    if (result.error || result.data == null) throw result.error ?? new Error('no data');
    return result.data;
  };
  const signIn = await db.auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  if (signIn.error) throw signIn.error;
  const type = check(await db.from('inspection_types').insert({ name_en: 'Bench type', actual_price: 1, current_price: 1, duration_minutes: 60 }).select().single());
  const saved = check(await db.rpc('save_form_template', { template: domain.templateToSavePayload(buildBenchTemplate(type.id)) })) as { id: string };
  const live = await db.from('inspection_forms').update({ status: 'live' }).eq('id', saved.id);
  if (live.error) throw live.error;
  const bookings: string[] = [];
  for (let run = 0; run < count; run++) {
    const start = new Date(Date.now() + (400 + run) * 86400_000);
    start.setUTCHours(6, 0, 0, 0);
    const booking = check(
      await db.from('bookings').insert({
        customer_name: 'Bench Customer', customer_phone: '0501234567', vehicle_make: 'Bench', vehicle_model: 'Car',
        vehicle_year: 2022, inspection_type_id: type.id, start_time: start.toISOString(),
        end_time: new Date(start.getTime() + 3600_000).toISOString(),
      }).select('id').single(),
    );
    const draft = await db.from('inspection_data').insert({ booking_id: booking.id, form_id: saved.id, status: 'draft', data: {} });
    if (draft.error) throw draft.error;
    bookings.push(booking.id);
  }
  return bookings;
}

async function newSignedInPage(browser: Browser, shell: string, remoteEntry: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 1366 }, ...(process.env.NO_SW ? { serviceWorkers: 'block' as const } : {}) });
  const page = await context.newPage();
  await signInToConsole(page, shell);
  // WARM_SW=1: a returning inspector's browser, whose service worker controls the page and has warmed its cache.
  if (process.env.WARM_SW) {
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 30_000 });
    await page.waitForFunction(async (entry) => Boolean(await caches.match(entry)), remoteEntry, { timeout: 30_000, polling: 200 });
    // ...and has finished warming: no file added to its caches for a second (a warm-up still running competes with
    // the measured navigation, which a returning inspector's does not).
    await page.waitForFunction(
      async () => {
        const counts = await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).length));
        const total = counts.reduce((a, b) => a + b, 0);
        const seen = window as unknown as { cachedFiles?: { total: number; since: number } };
        if (seen.cachedFiles?.total !== total) seen.cachedFiles = { total, since: Date.now() };
        return Date.now() - seen.cachedFiles.since >= 1000;
      },
      undefined,
      { timeout: 60_000, polling: 250 },
    );
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  return page;
}

/**
 * Navigation start to the first section's 10 inputs rendered, and to every one of the 120 (page clock, so it includes
 * the JS of shell and remote).
 */
async function timeToUsable(page: Page, url: string): Promise<{ first: number; all: number; longest: number }> {
  // IN_APP=1: opened from within the signed-in console (the shell already running, as from My Day), timed from the
  // route change; else a page load of the screen's URL, timed from navigation start.
  const inApp = Boolean(process.env.IN_APP);
  if (inApp) {
    await page.evaluate(`(() => {
      window.routeChangedAt = performance.now();
      history.pushState({ usr: null, key: 'bench', idx: (history.state?.idx ?? 0) + 1 }, '', ${JSON.stringify(new URL(url).pathname)});
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    })()`);
  } else await page.goto(url, { waitUntil: 'commit' });
  const since = inApp ? 'window.routeChangedAt' : '0';
  // Both moments are read in the page, at the frame each count is first reached: reading the second after a round
  // trip to the page once the first is reached would add that round trip (and any task then running) to it.
  // A string, not a function: tsx would wrap a named inner function in a helper the page does not have.
  // The longest task up to that frame, from the page's buffered long tasks: the form's render is one task.
  return page.evaluate(`new Promise((resolve, reject) => {
    let first = 0;
    const tasks = [];
    const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries()));
    observer.observe({ type: 'longtask', buffered: true });
    const timeout = setTimeout(() => reject(new Error('the form did not render its 120 inputs within 60 s')), 60000);
    requestAnimationFrame(function check() {
      const rendered = document.querySelectorAll('[data-answer-key]').length;
      if (!first && rendered >= 10) first = performance.now() - ${since};
      if (rendered < 120) return requestAnimationFrame(check);
      clearTimeout(timeout);
      const now = performance.now();
      tasks.push(...observer.takeRecords());
      observer.disconnect();
      const longest = Math.max(0, ...tasks.filter((t) => t.startTime + t.duration <= now).map((t) => t.duration));
      resolve({ first, all: now - ${since}, longest });
    });
  })`);
}

/**
 * A fixed piece of script in the throttled page, just before a navigation: how much CPU the renderer had at that moment.
 * On a shared VM a run varies by ±300 ms; when this check stays the same, the page's own script was not what slowed.
 */
function cpuCheck(page: Page): Promise<number> {
  return page.evaluate(`(() => {
    const start = performance.now();
    let x = 0;
    for (let i = 0; i < 1e6; i++) x += Math.sqrt(i) % 7;
    return performance.now() - start + (x < 0 ? 1 : 0);
  })()`);
}

/** TIMELINE=1: when each resource of the first run started and ended (ms from navigation), to see what waits on what. */
async function printTimeline(page: Page) {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => {
      const r = e as PerformanceResourceTiming;
      // The service worker had the request first (workerStart): how long until the fetch went on (its listener's time).
      const worker = r.workerStart > 0 ? `sw ${(r.fetchStart - r.workerStart).toFixed(1)} ms` : '';
      return { name: r.name.replace(/^https?:\/\/[^/:]+/, '').slice(0, 90), start: r.startTime, end: r.responseEnd, kb: r.transferSize / 1024, worker };
    }),
  );
  for (const e of entries) console.log(`${e.start.toFixed(0).padStart(6)} ${e.end.toFixed(0).padStart(6)} ${e.kb.toFixed(1).padStart(7)} KiB ${e.worker.padEnd(11)} ${e.name}`);
}

/** keydown to the frame after the commit, per keystroke, in a text field of the middle section. */
async function keystrokeLatencies(page: Page, count: number, selector = 'input[type="text"][id^="answer-"] >> nth=30'): Promise<number[]> {
  const input = page.locator(selector);
  await input.scrollIntoViewIfNeeded();
  await input.focus();
  await page.evaluate(() => {
    const w = window as unknown as { latencies: number[] };
    w.latencies = [];
    let down = 0;
    document.addEventListener('keydown', (event) => (down = event.timeStamp), true);
    document.addEventListener('input', () => requestAnimationFrame(() => setTimeout(() => w.latencies.push(performance.now() - down), 0)), true);
  });
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('a');
    await page.waitForTimeout(60);
  }
  await page.waitForFunction((n) => (window as unknown as { latencies: number[] }).latencies.length >= n, count);
  return page.evaluate(() => (window as unknown as { latencies: number[] }).latencies);
}

/** The functions that take the main thread's time during `action` (self time, top 25). */
async function profile(page: Page, action: () => Promise<unknown>, run = 0) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await action();
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[]; samples: number[]; timeDeltas: number[] } };
  // PROFILE_FILE=<path>: keep the whole profile (a .cpuprofile), to open in Chromium's performance panel or to sum by
  // package (tools/bench/profile-by-package.ts); PROFILE_RUNS=n profiles the first n runs, into <path>-1, -2, ...
  if (process.env.PROFILE_FILE) writeFileSync(run === 0 ? process.env.PROFILE_FILE : process.env.PROFILE_FILE.replace(/(\.cpuprofile)?$/, `-${run}$1`), JSON.stringify(profile));
  const self = new Map<string, number>();
  const byFile = new Map<string, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const key = `${frame.functionName || '(anon)'} ${frame.url.split('/').pop()}:${frame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + ms);
    const file = frame.url ? frame.url.replace(/^https?:\/\/[^/]+/, '') : frame.functionName || '(anon)';
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
  });
  const top = (m: Map<string, number>, n: number) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(1)} ms  ${k}`).join('\n');
  console.log(top(self, 25));
  // The same samples by script file (the browser's own work under '(program)', '(garbage collector)', '(idle)').
  console.log(`by file:\n${top(byFile, 25)}`);
}

/**
 * TRACE_LOAD=1: the renderer's main-thread time during `action`, by trace event (self time, nested events taken out):
 * what the JS profiler shows as '(program)' is here split into style recalculation, layout, paint and parsing.
 */
async function traceMainThread(browser: Browser, page: Page, action: () => Promise<unknown>) {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] });
  await action();
  type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string } };
  const trace = (await browser.stopTracing()).toString();
  // TRACE_FILE=<path>: keep the whole trace, to open in Chromium's performance panel.
  if (process.env.TRACE_FILE) writeFileSync(process.env.TRACE_FILE, trace);
  const { traceEvents } = JSON.parse(trace) as { traceEvents: TraceEvent[] };
  const main = traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && traceEvents.some((x) => x.pid === e.pid && x.name === 'ParseHTML'));
  const events = traceEvents.filter((e) => e.ph === 'X' && e.dur !== undefined && e.pid === main?.pid && e.tid === main?.tid).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const self = new Map<string, number>();
  const stack: { end: number; name: string }[] = [];
  for (const e of events) {
    while (stack.length && stack[stack.length - 1].end <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur! / 1000);
    self.set(e.name, (self.get(e.name) ?? 0) + e.dur! / 1000);
    stack.push({ end: e.ts + e.dur!, name: e.name });
  }
  console.log([...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${v.toFixed(1).padStart(8)} ms  ${k}`).join('\n'));
  // The long tasks, from the navigation on, with the biggest events inside each.
  const start = traceEvents.find((e) => e.name === 'navigationStart' && e.pid === main?.pid)?.ts ?? events[0]?.ts ?? 0;
  for (const task of events.filter((e) => e.name === 'RunTask' && e.dur! > 40_000)) {
    const inside = events.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur! && e.dur! > 15_000);
    const parts = inside.map((e) => `${e.name} ${(e.dur! / 1000).toFixed(0)}`).slice(0, 8).join(', ');
    console.log(`${((task.ts - start) / 1000).toFixed(0).padStart(6)} +${(task.dur! / 1000).toFixed(0).padStart(4)} ms  ${parts}`);
  }
}

/** PROFILE_KEYS=1: where 20 keystrokes spend the main thread. */
async function profileKeys(page: Page) {
  const input = page.locator('input[type="text"][id^="answer-"] >> nth=30');
  await input.focus();
  await profile(page, async () => {
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('b');
      await page.waitForTimeout(60);
    }
  });
}

async function answerEverything(page: Page) {
  // A string: tsx would wrap named functions in a helper the page does not have.
  await page.evaluate(`(() => {
    const set = (el, value, kind) => {
      Object.getOwnPropertyDescriptor(kind.prototype, 'value').set.call(el, value);
      el.dispatchEvent(new Event(kind === HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    };
    document.querySelectorAll('select[id^="answer-"]').forEach((el) => set(el, el.options[2].value, HTMLSelectElement));
    document.querySelectorAll('input[type="text"][id^="answer-"]').forEach((el, i) => set(el, 'Answer ' + i, HTMLInputElement));
  })()`);
}

/** Sends the outbox now (the screen flushes when the connection returns) and times the request. */
async function autosave(page: Page): Promise<{ bytes: number; ms: number }> {
  const request = page.waitForRequest((r) => r.url().includes('/rpc/save_inspection_data'));
  const started = Date.now();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  const sent = await request;
  const response = await sent.response();
  await response?.finished();
  return { bytes: Buffer.byteLength(sent.postData() ?? ''), ms: Date.now() - started };
}

async function uploadTwentyPhotos(page: Page) {
  // PHOTO_BROWSER=no-filter|no-webp|neither: the page's canvas acts as a browser's without that (photo-quality-browsers.ts).
  const simulated = PHOTO_BROWSERS[(process.env.PHOTO_BROWSER ?? 'chromium') as PhotoBrowser].script;
  if (simulated) await page.evaluate(simulated);
  // The PUT bodies are Blobs, which the protocol does not report: count them in the page.
  await page.evaluate(`(() => {
    window.__puts = [];
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof Blob) window.__puts.push(body.size), (window.__types ??= []).push(body.type);
      return send.call(this, body);
    };
  })()`);
  const input = page.getByLabel('Add photos to Field 1.4');
  await input.scrollIntoViewIfNeeded();
  const handle = await input.elementHandle();
  const started = Date.now();
  const originalBytes = await page.evaluate(async (el) => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const ctx = canvas.getContext('2d')!;
    const gradient = ctx.createLinearGradient(0, 0, 4000, 3000);
    gradient.addColorStop(0, '#345');
    gradient.addColorStop(1, '#c96');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 4000, 3000);
    // Noise, so the JPEG is as large as a camera photo.
    const tile = ctx.createImageData(500, 500);
    for (let i = 0; i < tile.data.length; i += 4) {
      const v = Math.random() * 255;
      tile.data[i] = v;
      tile.data[i + 1] = v * 0.8;
      tile.data[i + 2] = v * 0.6;
      tile.data[i + 3] = 90;
    }
    for (let x = 0; x < 4000; x += 500) for (let y = 0; y < 3000; y += 500) ctx.putImageData(tile, x, y);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.85));
    const transfer = new DataTransfer();
    for (let i = 0; i < 20; i++) transfer.items.add(new File([blob], `photo-${i + 1}.jpg`, { type: 'image/jpeg' }));
    (el as HTMLInputElement).files = transfer.files;
    el!.dispatchEvent(new Event('change', { bubbles: true }));
    return blob.size * 20;
  }, handle);
  await page.getByRole('img', { name: 'Field 1.4 20' }).waitFor({ timeout: 180_000 });
  const puts = (await page.evaluate('window.__puts')) as number[];
  const types = (await page.evaluate('window.__types')) as string[];
  return { ms: Date.now() - started, originalBytes, sentBytes: puts.reduce((a, b) => a + b, 0), files: puts.length, puts, types };
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log('Building production bundles...');
    await buildAll();
  }
  await waitForFreePorts();
  // BENCH_DIST=/other/worktree/apps: serve another build's apps (e.g. main's, for a baseline in the same period).
  const dist = process.env.BENCH_DIST;
  const abDir = process.env.BENCH_AB;
  const platform = await serveAll({ backend: 'memory', ...(dist ? { distOf: (app: string) => path.join(dist, app, 'dist') } : {}) });
  // The floor is a page load's; opening the screen from within the console (IN_APP) has none to compare with.
  const onlyPhotos = Boolean(process.env.ONLY_PHOTOS);
  const floorSite = process.env.IN_APP || onlyPhotos ? undefined : await startLoadFloor();
  const busy = startBusyLoops(Number(process.env.BUSY ?? 0));
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const shell = platform.urlOf('shell');
    // The floor on this machine: the same keystroke measure on the sign-in page's one controlled input.
    const floorContext = await browser.newContext();
    const floorPage = await floorContext.newPage();
    await floorPage.goto(`${shell}/login`);
    await floorPage.getByLabel('Email').waitFor();
    await (await floorContext.newCDPSession(floorPage)).send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    const floor = onlyPhotos ? [] : await keystrokeLatencies(floorPage, 30, '#email, input[type="email"] >> nth=0');
    await floorContext.close();
    // BENCH_AB=<dir>: the builds alternate A B B A A B..., so a drift of the machine's load falls on both alike.
    const builds = [dist ? `BENCH_DIST=${dist}` : "this checkout's build", ...(abDir ? [`BENCH_AB=${abDir}`] : [])];
    const rootOf = (build: number, app: WebAppName) =>
      build === 1 ? path.join(abDir!, app, 'dist') : dist ? path.join(dist, app, 'dist') : path.join(workspaceRoot, 'apps', app, 'dist');
    let served = 0;
    const figures = builds.map(() => ({ sockets: [] as number[], usable: [] as number[], firstUsable: [] as number[], longest: [] as number[], keys: [] as number[], cpu: [] as number[], floors: [] as number[], loads: [] as number[] }));
    const bookings = await prepare(platform.backendUrl, platform.runtimeConfig.anonKey, RUNS * builds.length);
    let full = { bytes: 0, ms: 0 };
    let delta = { bytes: 0, ms: 0 };
    let photos = { ms: 0, originalBytes: 0, sentBytes: 0, files: 0 };
    const photoRuns: (typeof photos & { puts: number[]; types: string[] })[] = [];
    for (const [run, bookingId] of bookings.entries()) {
      const build = builds.length === 1 ? 0 : [0, 1, 1, 0][run % 4];
      if (build !== served) {
        for (const app of WEB_APPS) await platform.stopApp(app);
        for (const app of WEB_APPS) await platform.startApp(app, { root: rootOf(build, app) });
        served = build;
      }
      const { sockets, usable, firstUsable, longest, keys, cpu, floors, loads } = figures[build];
      loads.push(Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]));
      const page = await newSignedInPage(browser, shell, `${platform.urlOf('inspection')}/remoteEntry.js`);
      const url = `${shell}/performinspection/${bookingId}`;
      // The floor of a page load (load-floor.ts) just before each run, so both see the same neighbours.
      if (floorSite) floors.push(await measureLoadFloor(browser, floorSite.url, CPU_THROTTLE, async (p, u) => (await timeToUsable(p, u)).all));
      // PROFILE_LOAD=1: where the first run's navigation to usable spends the main thread.
      const measure = async () => {
        cpu.push(await cpuCheck(page));
        // The Realtime client must stay off the screen's critical path: a WebSocket opened before the form is usable.
        const navigated = Date.now();
        let socket = 0;
        page.on('websocket', () => (socket ||= Date.now() - navigated));
        const result = await timeToUsable(page, url);
        sockets.push(socket && socket < Date.now() - navigated ? socket : 0);
        firstUsable.push(result.first);
        usable.push(result.all);
        longest.push(result.longest);
      };
      if (process.env.PROFILE_LOAD && run < Number(process.env.PROFILE_RUNS ?? 1)) await profile(page, measure, run);
      else if (process.env.TRACE_LOAD && run === 0) await traceMainThread(browser, page, measure);
      else await measure();
      // TIMELINE=all: every run's, each after its figure.
      if (process.env.TIMELINE === 'all') console.log(`run ${run + 1} (${builds[build]}): ${Math.round(usable.at(-1)!)} ms`);
      if (process.env.TIMELINE === 'all' || (process.env.TIMELINE && run === 0)) await printTimeline(page);
      if (onlyPhotos) {
        photoRuns.push(await uploadTwentyPhotos(page));
        const { sentBytes, files, ms, puts, types } = photoRuns[run];
        console.log(`run ${run + 1}: ${kib(sentBytes)} (${(sentBytes / 1e6).toFixed(2)} MB) in ${files} PUTs, ${(ms / 1000).toFixed(1)} s, load ${readFileSync('/proc/loadavg', 'utf8').trim()}; PUTs ${puts.map((b, i) => `${types[i]} ${kib(b)}`).join(', ')}`);
        await page.context().close();
        continue;
      }
      if (process.env.PROFILE_KEYS && run === 0) await profileKeys(page);
      keys.push(...(await keystrokeLatencies(page, 30)));
      if (run === 0) {
        await answerEverything(page);
        full = await autosave(page);
        await page.locator('input[type="text"][id^="answer-"]').first().fill('One change');
        delta = await autosave(page);
        if (!process.env.SKIP_PHOTOS) photos = await uploadTwentyPhotos(page);
      }
      await page.context().close();
    }
    if (onlyPhotos) {
      const sent = photoRuns.map((r) => r.sentBytes);
      return console.log(`\n20 photos of 4000 x 3000 px, ${dist ?? 'this checkout'}: median ${kib(median(sent))} (${(median(sent) / 1e6).toFixed(2)} MB) sent; runs ${sent.map(kib).join(', ')}; load ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
    }
    for (const [build, { sockets, usable, firstUsable, longest, keys, cpu, floors, loads }] of figures.entries()) {
      console.log(`\nPerform inspection, 12 sections x 10 fields, Chromium with ${CPU_THROTTLE}x CPU throttling, ${RUNS} cold runs${busy.length ? `, ${busy.length} busy loops beside` : ''}; ${builds[build]}; load (1 min) at the runs ${loads.join(', ')}; /proc/loadavg ${readFileSync('/proc/loadavg', 'utf8').trim()}\n`);
      console.log('| measure | value | aim |');
      console.log('| --- | ---: | ---: |');
      console.log(`| navigation to the first section's fields (median; runs ${runs(firstUsable)} ms) | ${Math.round(median(firstUsable))} ms | |`);
      console.log(`| navigation to form usable, all 120 fields (median; runs ${runs(usable)} ms; ${interval(usable)}) | ${Math.round(median(usable))} ms | < 1000 ms |`);
      if (floorSite) {
        console.log(`| the same on a bare page of the stack: its shared libraries, 120 plain inputs, no federation or reads (floor; median; runs ${runs(floors)} ms) | ${Math.round(median(floors))} ms | |`);
        const above = usable.map((x, i) => x - floors[i]);
        console.log(`| form usable minus the floor, run by run (median; runs ${runs(above)} ms; ${interval(above)}) | ${Math.round(median(above))} ms | <= 400 quiet, <= 600 busy |`);
      }
      console.log(`| the longest task up to usable (the form's render; median; runs ${runs(longest)} ms) | ${Math.round(median(longest))} ms | |`);
      console.log(`| runs with a WebSocket (Realtime) opened before the form was usable | ${sockets.filter(Boolean).length} of ${sockets.length}${sockets.some(Boolean) ? ` (at ${runs(sockets.filter(Boolean))} ms)` : ''} | 0 |`);
      console.log(`| CPU check before each navigation, a fixed script at ${CPU_THROTTLE}x (median; runs ${runs(cpu)} ms) | ${Math.round(median(cpu))} ms | |`);
      console.log(`| keystroke to updated field (median of ${keys.length}; p95 ${Math.round(percentiles(keys).p95)} ms) | ${Math.round(median(keys))} ms | < 50 ms |`);
    }
    console.log(`\n| the same keystroke measure on the sign-in page's single input (floor) | ${Math.round(median(floor))} ms | |`);
    console.log(`| autosave, all answers at once (spec: whole data object; ${builds[0]}) | ${kib(full.bytes)}, ${full.ms} ms | |`);
    console.log(`| autosave, one changed answer (per-field merge) | ${kib(delta.bytes)}, ${delta.ms} ms | |`);
    console.log(
      `| 20 photos of 4000 x 3000 px | ${kib(photos.originalBytes)} chosen, ${kib(photos.sentBytes)} sent in ${photos.files} PUTs (${((photos.sentBytes / photos.originalBytes) * 100).toFixed(1)} %), ${(photos.ms / 1000).toFixed(1)} s | |`,
    );
  } finally {
    await browser.close();
    await platform.close();
    await floorSite?.close();
    for (const loop of busy) loop.kill();
  }
}

await main();
