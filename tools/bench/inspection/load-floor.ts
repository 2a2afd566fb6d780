// The floor of bench:inspection's page load on this machine, measured in the same run and under the same load as the
// screen: load-floor-page.tsx built for production, opened once to fill the HTTP cache (as the console's
// files are after sign-in), then opened again at the same CPU throttling and timed by the bench's own measure.
// On a shared VM the figures move by hundreds of ms with the neighbours; the screen minus its floor moves much less.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { startStaticServer, type StaticServer } from '../../dev/serve-static';
import { buildBenchHarness } from '../bench-support';

export async function startLoadFloor(): Promise<StaticServer> {
  const distPath = await mkdtemp(path.join(tmpdir(), 'bench-load-floor-'));
  await buildBenchHarness('./tools/bench/inspection/load-floor-page.tsx', 'bench:inspection floor', distPath);
  return startStaticServer({ root: distPath, port: 0 });
}

/** `timeToUsable`: the bench's measure (navigation start to 120 inputs, ms); here with the page's files in the HTTP cache. */
export async function measureLoadFloor(browser: Browser, url: string, throttle: number, timeToUsable: (page: Page, url: string) => Promise<number>): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 1366 } });
  try {
    const page = await context.newPage();
    await timeToUsable(page, url);
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: throttle });
    return await timeToUsable(page, url);
  } finally {
    await context.close();
  }
}
