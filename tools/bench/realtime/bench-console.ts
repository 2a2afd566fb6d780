// npm run bench:realtime:console — the live console's figure (docs/benchmarks/realtime.md#the-console): the time from
// another person's write (supabase-js, signed in as a second member of staff) to the row painted on a bookings dashboard
// open in Chromium, median and p95 over BENCH_WRITES (12) writes, one at a time. The clocks are the machine's own:
// Date.now() before the insert in Node, and in the page the first animation frame after the row's text entered the DOM.
// Serves the production builds (npm run build) and an in-memory backend on the fixed ports: run it under the e2e lock
// (flock /tmp/e2e.lock npm run bench:realtime:console). CHROMIUM=/usr/bin/chromium.
import { createClient } from '@supabase/supabase-js';
import { chromium } from 'playwright-core';
import { cpus, loadavg } from 'node:os';
import WebSocket from 'ws';
import { percentiles } from '@inspection/shared-domain';
import { signInToConsole } from '../bench-support';
import { serveAll } from '../../dev/serve-all';

const WRITES = Number(process.env.BENCH_WRITES ?? 12);
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const STANDARD = '11111111-1111-4111-8111-000000000001';
const WRITER = { email: 'bench-writer@example.com', password: 'bench-writer-1' };
const PREFIX = `Bench Live ${Date.now() % 100_000}`;

/** In the page (as text: tsx's helpers do not exist there): the time of the first frame after a row naming `customer` is in the DOM. */
const paintWatch = (customer: string) => `new Promise((resolve) => {
  const seen = () => [...document.querySelectorAll('[data-testid="booking-row"]')].some((row) => row.textContent.includes(${JSON.stringify(customer)}));
  const observer = new MutationObserver(() => {
    if (!seen()) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve(Date.now()));
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
})`;

const platform = await serveAll({ backend: 'memory', anonymousRpcLimits: false });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
try {
  await platform.createUser(WRITER.email, WRITER.password, 'staff');
  const writer = createClient(platform.backendUrl, platform.anonKey, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });
  const { error: signInError } = await writer.auth.signInWithPassword(WRITER);
  if (signInError) throw signInError;

  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  const shell = platform.urlOf('shell');
  await signInToConsole(page, shell);
  await page.goto(`${shell}/booking`);
  // Only the bench's bookings in the table, so each new one is in view.
  await page.getByRole('searchbox', { name: 'Search bookings' }).fill(PREFIX);
  await page.getByText('No bookings found.').waitFor();
  await page.waitForFunction(`document.querySelector('[data-testid="live-indicator"]')?.textContent === 'Updates: Live'`);

  const samples: number[] = [];
  for (let i = 0; i < WRITES; i++) {
    const customer = `${PREFIX} ${String.fromCharCode(65 + (i % 26))}${i}`;
    const painted = page.evaluate<number>(paintWatch(customer));
    painted.catch(() => undefined); // a failed insert below is the error to report
    await page.waitForTimeout(300); // the watch is in place; the previous row's refetch has settled
    const start = new Date(Date.now() + (40 + i) * 24 * 3600_000); // a day apart: one inspector, no overlap
    start.setUTCSeconds(0, 0);
    const written = Date.now();
    const { error } = await writer.from('bookings').insert({
      customer_name: customer, customer_phone: '0501112233', vehicle_make: 'Toyota', vehicle_model: 'Camry', vehicle_year: 2020,
      inspection_type_id: STANDARD, start_time: start.toISOString(), end_time: new Date(start.getTime() + 30 * 60_000).toISOString(),
      reversegeocoded_address: 'Dubai Marina, Dubai', location_address: 'Basement B2', latitude: 25.08, longitude: 55.14,
    });
    if (error) throw new Error(`insert ${i}: ${error.message}`);
    samples.push((await painted) - written);
  }
  const { p50, p95 } = percentiles(samples);
  console.log(
    `bench:realtime:console on ${cpus().length} cores, load ${loadavg().map((l) => l.toFixed(1)).join(' ')}: another person's write to the row ` +
      `painted on an open dashboard, ${WRITES} writes: median ${Math.round(p50)} ms, p95 ${Math.round(p95)} ms ` +
      `(min ${Math.min(...samples)}, max ${Math.max(...samples)}; aim under 1,000 ms)`,
  );
} finally {
  await browser.close();
  await platform.close();
}
