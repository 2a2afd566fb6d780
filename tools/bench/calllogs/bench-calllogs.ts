// Performance bench of the call-logs screen with a 50,000-row call sheet, in real Chromium:
//   1. opening /call-logs → first paint of the counts and the grouped list (all batches read, parsed, grouped);
//   2. the number of requests that took;
//   3. a keystroke in search → the painted, updated list.
// The embedded backend runs in-process with CALL_LOGS_ROWS calls in its sheet; the screen is built into a
// page (bench-calllogs-harness.tsx) that signs in as demo staff and opens the screen.
// Run: npm run bench:calllogs  (ROWS=50000 RUNS=3 by default; CHROMIUM=/usr/bin/chromium)
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { runtimeConfigForBackend } from '@inspection/platform/runtime-config-for-backend';
import { median } from '@inspection/shared-domain';
import { buildBenchHarness } from '../bench-support';
import { startStaticServer } from '../../dev/serve-static';

const ROWS = Number(process.env.ROWS ?? 50_000);
const RUNS = Number(process.env.RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

// Installed before the page's scripts: counts the screen's requests, marks the first painted frame that
// shows both the counts and the grouped list, and for each keystroke the first painted frame after it.
// A string, not a function: tsx's transform would inject helpers the page does not have.
const instrumentation = `
  const bench = { ready: 0, keyStart: 0, keyPaint: 0, sheetRequests: 0, restRequests: 0, lastSheetEnd: 0 };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name.includes('/sheets/v4/')) { bench.sheetRequests++; bench.lastSheetEnd = Math.max(bench.lastSheetEnd, entry.responseEnd); }
      else if (entry.name.includes('/rest/v1/')) bench.restRequests++;
    }
  }).observe({ type: 'resource', buffered: true });
  const afterPaint = (done) => requestAnimationFrame(() => setTimeout(() => done(performance.now()), 0));
  const observer = new MutationObserver(() => {
    if (bench.ready || !document.querySelector('[data-testid="count-missed"]') || !document.querySelector('[data-testid="call-group"]')) return;
    observer.disconnect();
    afterPaint((t) => (bench.ready = t));
  });
  observer.observe(document, { childList: true, subtree: true });
  document.addEventListener('keydown', (event) => {
    bench.keyStart = event.timeStamp;
    bench.keyPaint = 0;
    afterPaint((t) => (bench.keyPaint = t));
  }, true);
`;

interface Bench { ready: number; keyStart: number; keyPaint: number; sheetRequests: number; restRequests: number; lastSheetEnd: number }
const fmt = (ms: number) => `${ms.toFixed(0)} ms`;

async function main() {
  process.env.CALL_LOGS_ROWS = String(ROWS);
  // Loaded here, not at the top, as tools/dev/serve-all.ts does: PGlite is only needed from this point.
  const { startBackend } = await import('@inspection/backend/server');
  const distPath = await mkdtemp(path.join(tmpdir(), 'bench-calllogs-'));
  console.log(`Building the call-logs page (${distPath})...`);
  await buildBenchHarness('./tools/bench/calllogs/bench-calllogs-harness.tsx', 'bench:calllogs', distPath);
  const where = { backendUrl: '', anonKey: '' };
  // The page's origin must be known before the backend starts (its CORS list), so the backend is given later.
  const site = await startStaticServer({ root: distPath, port: 0, runtimeConfig: () => runtimeConfigForBackend(where.backendUrl, where.anonKey) });
  // The backend answers CORS only for the apps' own origins unless told otherwise.
  process.env.CORS_ORIGINS = site.url;
  const backend = await startBackend({ port: 0, dataDir: 'memory', log: false });
  Object.assign(where, { backendUrl: backend.url, anonKey: backend.anonKey });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const opens: number[] = [];
  const dataToPaint: number[] = [];
  const keystrokes: number[] = [];
  let requests = '';
  try {
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      page.on('pageerror', (error) => console.error('page error:', error.message));
      await page.addInitScript({ content: instrumentation });
      await page.goto(`${site.url}/call-logs`);
      await page.waitForFunction(() => (window as unknown as { __bench: Bench }).__bench.ready > 0, null, { timeout: 120_000 });
      const result = await page.evaluate(() => {
        const b = (window as unknown as { __bench: Bench }).__bench;
        const open = performance.getEntriesByName('open-call-logs')[0].startTime;
        return { ...b, open };
      });
      opens.push(result.ready - result.open);
      dataToPaint.push(result.ready - result.lastSheetEnd);
      requests = `${result.sheetRequests} to the spreadsheet service (1 row count + ${result.sheetRequests - 1} batches of 500) and ${result.restRequests} to /rest/v1 (contacts, for links)`;
      const groups = await page.getByText(/\(\d+ numbers\)/).textContent();
      if (run === 0) console.log(`  list: ${groups}; counts: missed ${await page.getByTestId('count-missed').textContent()}, incoming ${await page.getByTestId('count-incoming').textContent()}`);

      const search = page.getByPlaceholder('Search by phone number or contact name...');
      await search.click();
      for (const key of ['a', 'i', 's', 'Backspace', 'Backspace', 'Backspace', '5', '0', '1', 'Backspace', 'Backspace', 'Backspace']) {
        await search.press(key);
        await page.waitForFunction(() => (window as unknown as { __bench: Bench }).__bench.keyPaint > 0);
        const { keyStart, keyPaint } = await page.evaluate(() => (window as unknown as { __bench: Bench }).__bench);
        keystrokes.push(keyPaint - keyStart);
      }
      const inDom = await page.getByTestId('call-group').count();
      if (run === 0) console.log(`  groups in the DOM at once (virtualised): ${inDom}`);
      await page.close();
    }
  } finally {
    await browser.close();
    await site.close();
    await backend.close();
    await rm(distPath, { recursive: true, force: true });
  }
  console.log(`\nCall logs, ${ROWS.toLocaleString('en-US')}-row sheet, ${RUNS} runs, Chromium ${CHROMIUM}`);
  console.log(`  opening /call-logs → counts and grouped list painted: median ${fmt(median(opens))}, max ${fmt(Math.max(...opens))} (aim < 2000 ms)`);
  console.log(`  last batch received → painted: median ${fmt(median(dataToPaint))}`);
  console.log(`  requests: ${requests}`);
  console.log(`  keystroke → updated list painted: median ${fmt(median(keystrokes))}, max ${fmt(Math.max(...keystrokes))} over ${keystrokes.length} keystrokes (aim < 50 ms)`);
  console.log(`  (load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`);
  const ok = median(opens) < 2000 && median(keystrokes) < 50;
  console.log(ok ? '  within the aims' : '  OUTSIDE the aims');
  process.exitCode = ok ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
