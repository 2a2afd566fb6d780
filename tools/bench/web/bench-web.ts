// npm run bench:web — what the federated console costs a browser, measured in a real Chromium on localhost:
// gzip bytes of JavaScript for a cold /login and then /admin after sign-in, time until the login form is usable,
// time from a sidebar click to a remote's screen that was not loaded yet, and the login page's JavaScript against
// the same sign-in + dashboard frame built as one ordinary (non-federated) bundle.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Response } from '@playwright/test';
import { buildAll } from '@inspection/build/build-all';
import { median } from '@inspection/shared-domain';
import { submitSignIn } from '../bench-support';
import { buildMonolith } from './build-monolith';
import { waitForFreePorts } from '../../dev/ports';
import { serveAll } from '../../dev/serve-all';
import { startStaticServer } from '../../dev/serve-static';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

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

async function newPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

async function loginFormUsable(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await page.getByLabel('Email').waitFor();
  // performance.now() counts from the navigation start of this document.
  return page.evaluate(() => performance.now());
}

/**
 * Clicks a sidebar entry and measures, in the page, from the click event to the frame in which the remote's screen
 * has replaced the previous one (the test driver's own round trips before the click are not the product's).
 */
async function remoteSwitch(page: Page, label: string, module: string, { hover = true } = {}): Promise<number> {
  const heading = page.getByRole('main').getByRole('heading').first();
  const previous = (await heading.textContent()) ?? '';
  await page.evaluate(() => {
    const w = window as Window & { __benchClickAt?: number };
    w.__benchClickAt = undefined;
    document.addEventListener('click', (event) => (w.__benchClickAt = event.timeStamp), { capture: true, once: true });
  });
  const link = page.getByRole('complementary', { name: 'Admin Panel' }).getByRole('link', { name: label });
  // A real pointer passes over the entry first, which starts the hover preload; a scripted click does not.
  if (hover) await link.click();
  else await link.evaluate((element: HTMLElement) => element.click());
  const handle = await page.waitForFunction(
    ({ module, previous }) => {
      const loaded = performance.getEntriesByType('resource').some((entry) => entry.name.includes(`__federation_expose_${module}`));
      const main = document.querySelector('main');
      const spinner = main?.querySelector('[aria-label="Loading module"]');
      const title = main?.querySelector('h1, h2')?.textContent ?? '';
      const clickAt = (window as Window & { __benchClickAt?: number }).__benchClickAt;
      return loaded && !spinner && title !== '' && title !== previous && clickAt !== undefined && performance.now() - clickAt;
    },
    { module, previous },
    { polling: 'raf' },
  );
  return (await handle.jsonValue()) as number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${Math.round(value)} ms`;

async function main() {
  console.log('Building production bundles...');
  await buildAll();
  const monolithDist = mkdtempSync(path.join(tmpdir(), 'monolith-'));
  console.log('Building the non-federated comparison bundle...');
  await buildMonolith(monolithDist);

  await waitForFreePorts();
  const platform = await serveAll({ backend: 'memory' });
  const monolith = await startStaticServer({ root: monolithDist, port: 0, runtimeConfig: () => platform.runtimeConfig });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
  });

  try {
    const loginJs: ScriptTally[] = [];
    const adminJs: ScriptTally[] = [];
    const formUsable: number[] = [];
    const switches: Record<string, number[]> = {
      'Call Logs': [],
      'CRM - Vehicle Inspection': [],
      Settings: [],
      'Booking, no hover': [],
      'Inspection Records, no hover': [],
    };
    const monolithJs: ScriptTally[] = [];
    const monolithUsable: number[] = [];

    for (let run = 0; run < RUNS; run++) {
      const page = await newPage(browser);
      const loginTally = tallyScripts(page);
      formUsable.push(await loginFormUsable(page, `${platform.urlOf('shell')}/login`));
      await page.waitForLoadState('networkidle');
      loginJs.push(await loginTally());

      const adminTally = tallyScripts(page);
      await submitSignIn(page);
      await page.getByRole('heading', { name: 'Reports Dashboard' }).waitFor();
      await page.waitForLoadState('networkidle');
      adminJs.push(await adminTally());

      switches['Call Logs'].push(await remoteSwitch(page, 'Call Logs', 'CallLogs'));
      switches['CRM - Vehicle Inspection'].push(await remoteSwitch(page, 'CRM - Vehicle Inspection', 'Crm'));
      switches.Settings.push(await remoteSwitch(page, 'Settings', 'Settings'));
      switches['Booking, no hover'].push(await remoteSwitch(page, 'Booking', 'BookingsDashboard', { hover: false }));
      switches['Inspection Records, no hover'].push(
        await remoteSwitch(page, 'Inspection Records', 'InspectionRecords', { hover: false }),
      );
      await page.context().close();

      const monolithPage = await newPage(browser);
      const monolithTally = tallyScripts(monolithPage);
      monolithUsable.push(await loginFormUsable(monolithPage, `${monolith.url}/login`));
      await monolithPage.waitForLoadState('networkidle');
      monolithJs.push(await monolithTally());
      await monolithPage.context().close();
    }

    const federatedLogin = median(loginJs.map((t) => t.bytes));
    const monolithLogin = median(monolithJs.map((t) => t.bytes));
    const lines = [
      ['Cold /login: JavaScript (gzip)', `${kb(federatedLogin)} in ${loginJs[0].files} files`],
      ['/admin after sign-in: further JavaScript (gzip)', `${kb(median(adminJs.map((t) => t.bytes)))} in ${adminJs[0].files} files`],
      ['Navigation to login form usable', ms(median(formUsable))],
      ...Object.entries(switches).map(([label, values]) => [`Sidebar click to ${label} (remote not loaded yet)`, ms(median(values))]),
      ['Monolith /login: JavaScript (gzip)', `${kb(monolithLogin)} in ${monolithJs[0].files} files`],
      ['Monolith: navigation to login form usable', ms(median(monolithUsable))],
      ['Login page JS, federated / monolith', (federatedLogin / monolithLogin).toFixed(2)],
    ];
    const width = Math.max(...lines.map(([name]) => name.length));
    console.log(`\nbench:web (median of ${RUNS} runs, Chromium on localhost)\n`);
    for (const [name, value] of lines) console.log(`  ${name.padEnd(width)}  ${value}`);
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
