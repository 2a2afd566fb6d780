// The customers' booking page /book on a phone: Lighthouse 12 (mobile preset: simulated slow 4G, 4x CPU slowdown)
// against http://localhost:4203/book, median of RUNS (3) runs: performance score, LCP, TBT, CLS and bytes
// transferred; the first response alone (the HTML that shows the first step, gzip); and, in Playwright with the
// same slow 4G and 4x CPU, the time from picking an inspection type to the location step's map being usable
// (Leaflet's panes built), median of RUNS.
// Builds what changed, serves the platform on an in-memory backend (fixed ports: run it in a network namespace
// when others use them). Run: npm run bench:book  (RUNS=3, CHROME_PATH=/usr/bin/chromium, SKIP_LIGHTHOUSE=1,
// LANGUAGES=en,ar: the page in English, then in Arabic as /book?lang=ar).
import { chromium } from 'playwright-core';
import { buildAll } from '@inspection/build/build-all';
import { serveAll } from '../../dev/serve-all';
import { median } from '@inspection/shared-domain';
import { measureLighthouse, RUNS } from '../lighthouse';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The type card each language shows (the type's English name, its Arabic one). */
const TYPE_CARDS: Record<string, RegExp> = { en: /Standard 120-point/, ar: /فحص 120 نقطة/ };
const LANGUAGES = (process.env.LANGUAGES ?? 'en,ar').split(',').filter((language) => language in TYPE_CARDS);

/** Bytes of the first response as sent (gzip), which holds the first step. */
async function firstResponseBytes(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
  const length = response.headers.get('content-length');
  return length ? Number(length) : (await response.arrayBuffer()).byteLength;
}

/** ms from the click on a type card to Leaflet's panes in the page (slow 4G, 4x CPU, like the mobile preset). */
async function typeToMap(url: string, typeCard: RegExp): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: false });
    // No internet: any outside address (tiles) is answered here.
    await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.fulfill({ status: 404, body: '' }));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'networkidle' });
    const card = page.getByRole('button', { name: typeCard });
    await card.waitFor();
    // A string, not a function: tsx's compiled helpers do not exist in the page. Its value is not the promise
    // (evaluate would wait for it, before the click).
    await page.evaluate(`window.__mapUsable = new Promise((resolve) => {
      let clicked = 0;
      document.addEventListener('click', () => (clicked ||= performance.now()), { capture: true });
      const check = () => {
        if (clicked && document.querySelector('.leaflet-container .leaflet-map-pane')) return resolve(performance.now() - clicked);
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }), undefined`);
    await card.click();
    return (await page.evaluate('window.__mapUsable')) as number;
  } finally {
    await browser.close();
  }
}

// Maps without tiles, as in the e2e suite (no internet here): the map works on a plain background.
process.env.MAP_TILES_URL ??= '';
await buildAll();
const platform = await serveAll({ backend: 'memory' });
try {
  for (const language of LANGUAGES) {
    const url = `${platform.urlOf('bookings')}/book${language === 'en' ? '' : `?lang=${language}`}`;
    const name = `/book${language === 'en' ? '' : `?lang=${language}`}`;
    if (!process.env.SKIP_LIGHTHOUSE) {
      console.log(`Lighthouse 12, mobile preset (slow 4G, 4x CPU): ${name}`);
      await measureLighthouse(`${name} (bookings origin)`, url);
    }
    console.log(`${name} first response (gzip): ${((await firstResponseBytes(url)) / 1024).toFixed(1)} KiB`);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      times.push(await typeToMap(url, TYPE_CARDS[language]));
      console.log(`  type picked → map usable, run ${run + 1}: ${Math.round(times[run])} ms`);
    }
    console.log(`${name}: type picked → map usable (Playwright, slow 4G, 4x CPU, median of ${RUNS}): ${Math.round(median(times))} ms`);
  }
} finally {
  await platform.close();
}
