// npm run bench:web — what the federated console costs a browser, measured in a real Chromium on localhost:
// gzip bytes of JavaScript for a cold /login and then /admin after sign-in, time until the login form is usable,
// time from a sidebar click to a remote's screen that was not loaded yet (with what was downloaded between the click
// and the screen), and the login page's JavaScript against the same sign-in + dashboard frame built as one ordinary
// (non-federated) bundle.
// Each run signs in twice: the cold path (the idle prefetch switched off by the bench's localStorage switch, so every
// click finds its remote not loaded) and the user's path (the dashboard left idle for a moment first, as a person
// does, so the idle prefetch of the role's usual screens has run). docs/benchmarks/web.md
// Run: npm run bench:web   (BENCH_RUNS=3; BENCH_SKIP_BUILD=1 reuses the dist folders; BENCH_DIST=<dir> serves
// <dir>/<app>/dist in every other run, e.g. /work/base/apps for main's builds, and prints both; TIMELINE=1 lists the
// first run's downloads per click; TRACE=1 adds one traced cold session per build before the runs and lists its clicks
// with the main thread's time by kind (trace-summary.ts; tracing slows them, so they are not in the medians);
// BENCH_NO_MONOLITH=1 leaves out the monolith; BENCH_COLD_ONLY=1 leaves out the user's path; BENCH_THIS_DIST=<dir>
// serves <dir>/<app>/dist as 'this' instead of the tree's builds; BENCH_BLOCK_SW=1 keeps the service worker, and its
// warm-up after the page's load, out of the sessions; BENCH_COLD_REST_MS=<ms> rests on the dashboard before the cold
// clicks too, e.g. until the service worker's warm-up is over)
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Response } from '@playwright/test';
import { buildAll } from '@inspection/build/build-all';
import { WEB_APPS } from '@inspection/build/apps';
import { median } from '@inspection/shared-domain';
import { submitSignIn } from '../bench-support';
import { buildMonolith } from './build-monolith';
import { networkLog, PAGE_SETUP, remoteSwitch, type SwitchResult } from './remote-switch';
import { printSwitches, printTimeline, type SwitchRuns } from './switch-report';
import { traced } from './trace-summary';
import { waitForFreePorts } from '../../dev/ports';
import { serveAll, workspaceRoot } from '../../dev/serve-all';
import { startStaticServer } from '../../dev/serve-static';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BASE_DIST = process.env.BENCH_DIST;
const THIS_DIST = process.env.BENCH_THIS_DIST;
const TRACE = Boolean(process.env.TRACE);
const PATHS = process.env.BENCH_COLD_ONLY ? [true] : [true, false];
/** The switch only this bench sets: no idle prefetch (apps/shell/src/routes/idle-prefetch.ts). */
const NO_IDLE_PREFETCH = 'inspection.noIdlePrefetch';
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');

const CLICKS = [
  { name: 'Call Logs', label: 'Call Logs', module: 'CallLogs', hover: true },
  { name: 'CRM', label: 'CRM - Vehicle Inspection', module: 'Crm', hover: true },
  { name: 'Settings', label: 'Settings', module: 'Settings', hover: true },
  { name: 'Booking, no hover', label: 'Booking', module: 'BookingsDashboard', hover: false },
  { name: 'Inspection Records, no hover', label: 'Inspection Records', module: 'InspectionRecords', hover: false },
];

interface ScriptTally {
  bytes: number;
  files: number;
}

/** Gzip size (default level, as our server sends) of every script the page downloads from now on. */
function tallyScripts(page: Page) {
  const pending: Promise<number>[] = [];
  const listener = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.body().then((body) => gzipSync(body).length, () => 0));
  };
  page.on('response', listener);
  return async (): Promise<ScriptTally> => {
    page.off('response', listener);
    const sizes = await Promise.all(pending);
    return { bytes: sizes.reduce((sum, n) => sum + n, 0), files: sizes.length };
  };
}

async function newPage(browser: Browser, { idlePrefetch = true } = {}) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: process.env.BENCH_BLOCK_SW ? 'block' : 'allow' });
  await context.addInitScript(PAGE_SETUP);
  if (!idlePrefetch) await context.addInitScript((key) => localStorage.setItem(key, '1'), NO_IDLE_PREFETCH);
  return context.newPage();
}

async function loginFormUsable(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await page.getByLabel('Email').waitFor();
  // performance.now() counts from the navigation start of this document.
  return page.evaluate(() => performance.now());
}

/** Signs in, waits for the dashboard, and clicks through the remotes; the user's path first rests on the dashboard. */
async function session(browser: Browser, shell: string, backendUrl: string, cold: boolean, trace?: string) {
  const page = await newPage(browser, { idlePrefetch: !cold });
  const network = await networkLog(page);
  const loginTally = tallyScripts(page);
  const formUsable = await loginFormUsable(page, `${shell}/login`);
  await page.waitForLoadState('networkidle');
  const loginJs = await loginTally();
  const adminTally = tallyScripts(page);
  await submitSignIn(page);
  await page.getByRole('heading', { name: 'Reports Dashboard' }).waitFor();
  await page.waitForLoadState('networkidle');
  const adminJs = await adminTally();
  const rest = cold ? Number(process.env.BENCH_COLD_REST_MS ?? 0) : 1500;
  if (rest) {
    // A person reads the dashboard for a moment before the next click: the idle prefetch's time.
    await page.waitForTimeout(rest);
    await page.waitForLoadState('networkidle');
  }
  const switches: Record<string, SwitchResult> = {};
  for (const click of CLICKS) {
    const measure = () => remoteSwitch(page, network, backendUrl, click);
    switches[click.name] = trace ? await traced(browser, page, `${trace}-${click.name}`, measure) : await measure();
  }
  await page.context().close();
  return { formUsable, loginJs, adminJs, switches };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${Math.round(value)} ms`;

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log('Building production bundles...');
    await buildAll();
  }
  const withMonolith = !process.env.BENCH_NO_MONOLITH;
  const monolithDist = mkdtempSync(path.join(tmpdir(), 'monolith-'));
  if (withMonolith) {
    console.log('Building the non-federated comparison bundle...');
    await buildMonolith(monolithDist);
  }

  await waitForFreePorts();
  const platform = await serveAll({ backend: 'memory' });
  const monolith = await startStaticServer({ root: monolithDist, port: 0, runtimeConfig: () => platform.runtimeConfig });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
  });
  const builds = BASE_DIST ? (['this', 'main'] as const) : (['this'] as const);
  const serveBuild = async (build: (typeof builds)[number]) => {
    for (const app of WEB_APPS) {
      await platform.stopApp(app);
      const root = build === 'main' ? path.join(BASE_DIST!, app, 'dist') : THIS_DIST ? path.join(THIS_DIST, app, 'dist') : path.join(workspaceRoot, 'apps', app, 'dist');
      await platform.startApp(app, { root });
    }
  };

  const loads: string[] = [load()];
  try {
    const loginJs: ScriptTally[] = [];
    const adminJs: ScriptTally[] = [];
    const formUsable: number[] = [];
    const runs: SwitchRuns = {};
    /** TRACE=1: one traced cold session per build first, for the timeline only. */
    const traces: SwitchRuns = {};
    for (const build of TRACE ? builds : []) {
      if (BASE_DIST) await serveBuild(build);
      traces[`${build}, cold, traced`] = [(await session(browser, platform.urlOf('shell'), platform.backendUrl, true, build)).switches];
    }
    const monolithJs: ScriptTally[] = [];
    const monolithUsable: number[] = [];

    for (let run = 0; run < RUNS; run++) {
      // Alternate which build goes first, run by run, so neither always meets the warmer machine.
      const order = run % 2 === 0 ? [...builds] : [...builds].reverse();
      for (const build of order) {
        if (BASE_DIST) await serveBuild(build);
        for (const cold of PATHS) {
          const key = `${build}, ${cold ? 'cold (no idle prefetch)' : "user's path (idle prefetch)"}`;
          const result = await session(browser, platform.urlOf('shell'), platform.backendUrl, cold);
          (runs[key] ??= []).push(result.switches);
          if (build === 'this' && cold) {
            loginJs.push(result.loginJs);
            adminJs.push(result.adminJs);
            formUsable.push(result.formUsable);
          }
        }
      }
      loads.push(load());
      if (!withMonolith) continue;
      const monolithPage = await newPage(browser);
      const monolithTally = tallyScripts(monolithPage);
      monolithUsable.push(await loginFormUsable(monolithPage, `${monolith.url}/login`));
      await monolithPage.waitForLoadState('networkidle');
      monolithJs.push(await monolithTally());
      await monolithPage.context().close();
    }

    const federatedLogin = median(loginJs.map((t) => t.bytes));
    const lines = [
      ['Cold /login: JavaScript (gzip)', `${kb(federatedLogin)} in ${loginJs[0].files} files`],
      ['/admin after sign-in: further JavaScript (gzip)', `${kb(median(adminJs.map((t) => t.bytes)))} in ${adminJs[0].files} files`],
      ['Navigation to login form usable', ms(median(formUsable))],
    ];
    if (withMonolith) {
      const monolithLogin = median(monolithJs.map((t) => t.bytes));
      lines.push(
        ['Monolith /login: JavaScript (gzip)', `${kb(monolithLogin)} in ${monolithJs[0].files} files`],
        ['Monolith: navigation to login form usable', ms(median(monolithUsable))],
        ['Login page JS, federated / monolith', (federatedLogin / monolithLogin).toFixed(2)],
      );
    }
    const width = Math.max(...lines.map(([name]) => name.length));
    console.log(`\nbench:web (median of ${RUNS} runs, Chromium on localhost, ${cpus().length} cores; load ${loads.join(' | ')})\n`);
    for (const [name, value] of lines) console.log(`  ${name.padEnd(width)}  ${value}`);
    printSwitches(runs, platform.backendUrl);
    if (process.env.TIMELINE) printTimeline(Object.fromEntries(Object.entries(runs).map(([key, records]) => [key, records.slice(0, 1)])), platform.backendUrl);
    if (TRACE) printTimeline(traces, platform.backendUrl);
    console.log('');
  } finally {
    await browser.close();
    await monolith.close();
    await platform.close();
    rmSync(monolithDist, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
