// Layout shift of the perform screen on a phone (390 x 844) and a tablet (768 x 1024), on the seeded 38-field
// Premium inspection (Priya Nair, today): opened from My Day with 'Continue Inspection' (a route change in the
// running console), and by a page load of its address. Each shift the page reports ('layout-shift' entries without
// recent input) after the click or the navigation is summed until the screen has settled (its 38 inputs and the car
// diagram shown, then SETTLE_MS), and again while the form is scrolled to its end a screen at a time (scrolling is no
// input that excuses a shift), and when the form is scrolled to its end as soon as its fields show (the car diagram's
// code may still be loading): each sum is at least the page's CLS over that time (its largest session window).
// Run (builds and serves on the fixed ports: under the lock, see docs/benchmarks/inspection.md#layout-shift):
//   flock /tmp/e2e.lock npx tsx tools/bench/inspection/perform-cls.ts   (BENCH_SKIP_BUILD=1 reuses dist/; RUNS=3;
//   DIST_INSPECTION=<dir> serves another build of the inspection remote; SOURCES=1 prints the elements that moved; CPU=4 throttles the CPU, default 4; NET=none drops the default network
//   of a phone outdoors, Lighthouse's slow 4G: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up)
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { buildAll } from '@inspection/build/build-all';
import { waitForFreePorts } from '../../dev/ports';
import { serveAll, workspaceRoot } from '../../dev/serve-all';
import { signInToConsole } from '../bench-support';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.RUNS ?? 3);
const CPU = Number(process.env.CPU ?? 4);
const SETTLE_MS = 2000;
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const NET = process.env.NET === 'none' ? null : SLOW_4G;
/** supabase/seed.sql: the in_progress booking of today, on the Premium form (34 fields and 4 child fields). */
const SEEDED_BOOKING = '56a3d90d-3333-4333-8333-000000000002';
const SEEDED_CUSTOMER = 'Priya Nair';
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
] as const;

interface Shift {
  at: number;
  value: number;
  sources: string[];
}

// A string, not a function: tsx would wrap a named inner function in a helper the page does not have.
const OBSERVE = `(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources || []).map((s) => {
        const n = s.node;
        if (!n || !n.nodeName) return '?';
        const label = n.getAttribute ? (n.getAttribute('aria-label') || n.getAttribute('data-testid') || n.id || String(n.className || '').slice(0, 50)) : '';
        return n.nodeName.toLowerCase() + (label ? '[' + label + ']' : '') + ' ' + Math.round(s.previousRect.y) + '->' + Math.round(s.currentRect.y);
      });
      window.__shifts.push({ at: entry.startTime, value: entry.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

async function settled(page: Page) {
  await page.getByRole('heading', { name: 'Premium Inspection', level: 1 }).waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => document.querySelectorAll('[data-answer-key]').length >= 38, undefined, { timeout: 60_000 });
  await page.getByRole('heading', { name: 'Vehicle Parts Condition' }).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(SETTLE_MS);
}

/** The inspector goes down the form: a screen at a time, as a finger scrolls, to its end. */
async function scrollThrough(page: Page): Promise<Shift[]> {
  const since = (await page.evaluate('performance.now()')) as number;
  for (let step = 0; step < 60; step++) {
    const atEnd = (await page.evaluate('(() => { const before = scrollY; scrollBy(0, innerHeight * 0.8); return scrollY === before; })()')) as boolean;
    await page.waitForTimeout(250);
    if (atEnd) break;
  }
  await page.waitForTimeout(500);
  return shiftsSince(page, since);
}

async function shiftsSince(page: Page, since: number): Promise<Shift[]> {
  const all = (await page.evaluate('window.__shifts')) as Shift[];
  return all.filter((shift) => shift.at >= since);
}

async function newPage(browser: Browser, size: (typeof SIZES)[number], shell: string) {
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    deviceScaleFactor: 2,
    hasTouch: true,
    isMobile: size.name === 'phone',
  });
  await context.addInitScript(OBSERVE);
  const page = await context.newPage();
  await signInToConsole(page, shell);
  const cdp = await context.newCDPSession(page);
  if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  if (NET) await cdp.send('Network.emulateNetworkConditions', NET);
  return page;
}

async function fromMyDay(browser: Browser, size: (typeof SIZES)[number], shell: string): Promise<[Shift[], Shift[]]> {
  const page = await newPage(browser, size, shell);
  await page.goto(`${shell}/my-day`);
  const card = page.getByRole('article').filter({ hasText: SEEDED_CUSTOMER });
  await card.waitFor({ timeout: 60_000 });
  await page.waitForTimeout(SETTLE_MS);
  const since = (await page.evaluate('performance.now()')) as number;
  await card.getByRole('button', { name: 'Continue Inspection' }).click();
  await settled(page);
  const shifts = await shiftsSince(page, since);
  const scrolling = await scrollThrough(page);
  await page.context().close();
  return [shifts, scrolling];
}

async function pageLoad(browser: Browser, size: (typeof SIZES)[number], shell: string): Promise<[Shift[], Shift[]]> {
  const page = await newPage(browser, size, shell);
  await page.goto(`${shell}/performinspection/${SEEDED_BOOKING}`);
  await settled(page);
  const shifts = await shiftsSince(page, 0);
  const scrolling = await scrollThrough(page);
  await page.context().close();
  return [shifts, scrolling];
}

/** An inspector who goes to the car diagram as soon as the fields show, while its code may still be loading. */
async function straightToTheEnd(browser: Browser, size: (typeof SIZES)[number], shell: string): Promise<[Shift[], Shift[]]> {
  const page = await newPage(browser, size, shell);
  await page.goto(`${shell}/performinspection/${SEEDED_BOOKING}`);
  await page.waitForFunction(() => document.querySelectorAll('[data-answer-key]').length >= 38, undefined, { timeout: 60_000 });
  const since = (await page.evaluate('(() => { scrollTo(0, document.documentElement.scrollHeight); return performance.now(); })()')) as number;
  await settled(page);
  const shifts = await shiftsSince(page, since);
  await page.context().close();
  return [shifts, []];
}

const sum = (shifts: Shift[]) => shifts.reduce((total, shift) => total + shift.value, 0);
const fixed = (x: number) => x.toFixed(3);

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) await buildAll();
  await waitForFreePorts();
  // DIST_INSPECTION=<dir>: another build of the inspection remote (e.g. of an earlier commit, for a before figure).
  const other = process.env.DIST_INSPECTION;
  const platform = await serveAll({ backend: 'memory', ...(other ? { distOf: (app) => (app === 'inspection' ? other : path.join(workspaceRoot, 'apps', app, 'dist')) } : {}) });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
  });
  const rows: string[] = [];
  try {
    const shell = platform.urlOf('shell');
    for (const size of SIZES) {
      const ways = [['from My Day', fromMyDay], ['page load', pageLoad], ['page load, at once to the car diagram', straightToTheEnd]] as const;
      for (const [how, open] of ways) {
        const runs: number[] = [];
        const scrolled: number[] = [];
        for (let run = 0; run < RUNS; run++) {
          const [shifts, scrolling] = await open(browser, size, shell);
          runs.push(sum(shifts));
          scrolled.push(sum(scrolling));
          if (process.env.SOURCES) {
            for (const shift of [...shifts, ...scrolling]) console.log(`${size.name} ${how} ${fixed(shift.value)} at ${Math.round(shift.at)} ms: ${shift.sources.join(', ')}`);
          }
        }
        const then = open === straightToTheEnd ? '' : `${fixed(Math.max(...scrolled))} (${scrolled.map(fixed).join(', ')})`;
        rows.push(`| ${size.width} px (${size.name}) | ${how} | ${fixed(Math.max(...runs))} (${runs.map(fixed).join(', ')}) | ${then} |`);
      }
    }
  } finally {
    await browser.close();
    await platform.close();
  }
  const net = NET ? 'slow 4G' : 'no network throttling';
  console.log(`\nPerform screen layout shift, seeded 38-field inspection, ${CPU}x CPU, ${net}, ${RUNS} runs each (sums of shifts)\n`);
  console.log('| width | opened | until settled: worst (runs) | then scrolled to the end: worst (runs) |');
  console.log('| --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
}

await main();
