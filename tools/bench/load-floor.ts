// The floor of bench:inspection's page load on this machine, measured in the same run and under the same load as the
// screen: tools/bench/load-floor-page.tsx built for production, opened once to fill the HTTP cache (as the console's
// files are after sign-in), then opened again at the same CPU throttling and timed to its 120 inputs the same way.
// On a shared VM the figures move by hundreds of ms with the neighbours; the screen minus its floor moves much less.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { startStaticServer, type StaticServer } from '../serve-static';
import { buildBenchHarness } from './bench-support';

export async function startLoadFloor(): Promise<StaticServer> {
  const distPath = await mkdtemp(path.join(tmpdir(), 'bench-load-floor-'));
  await buildBenchHarness('./tools/bench/load-floor-page.tsx', 'bench:inspection floor', distPath);
  return startStaticServer({ root: distPath, port: 0 });
}

/** Navigation start to 120 inputs rendered, ms, with the page's files in the HTTP cache. */
export async function measureLoadFloor(browser: Browser, url: string, throttle: number): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 1366 } });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await allInputs(page);
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.goto(url, { waitUntil: 'commit' });
    return await allInputs(page);
  } finally {
    await context.close();
  }
}

// As bench:inspection reads its screen: in the page, at the first frame with every input.
const allInputs = (page: Page) =>
  page.evaluate(`new Promise((resolve) => requestAnimationFrame(function check() {
    if (document.querySelectorAll('[data-answer-key]').length < 120) return requestAnimationFrame(check);
    resolve(performance.now());
  }))`) as Promise<number>;
