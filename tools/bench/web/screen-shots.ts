// npx tsx tools/bench/web/screen-shots.ts — screenshots of remote screens inside the shell, this tree's builds and
// (BENCH_DIST=<dir>, e.g. /work/base/apps) another build's, at a desktop and a tablet width, to compare by eye that a
// build change (the remotes' stylesheets: docs/benchmarks/web.md) leaves the screens as they were. Run a build first;
// serves the apps on their fixed ports, so run it under the e2e lock. Writes SHOTS_DIR (/tmp/screen-shots) and prints
// how many bytes differ between the two builds' PNGs of each screen.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { WEB_APPS } from '@inspection/build/apps';
import { submitSignIn } from '../bench-support';
import { waitForFreePorts } from '../../dev/ports';
import { serveAll, workspaceRoot } from '../../dev/serve-all';

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/screen-shots';
const SCREENS = [
  { path: '/crm', heading: /CRM/ },
  { path: '/settings', heading: /Settings/ },
];
const WIDTHS = [
  { name: '1440', width: 1440, height: 900 },
  { name: 'tablet', width: 820, height: 1180 },
];

async function main() {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await waitForFreePorts();
  const platform = await serveAll({ backend: 'memory' });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const builds = process.env.BENCH_DIST ? ['this', 'main'] : ['this'];
  try {
    for (const build of builds) {
      for (const app of WEB_APPS) {
        await platform.stopApp(app);
        await platform.startApp(app, { root: build === 'main' ? path.join(process.env.BENCH_DIST!, app, 'dist') : path.join(workspaceRoot, 'apps', app, 'dist') });
      }
      for (const size of WIDTHS) {
        const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
        const page = await context.newPage();
        await page.goto(`${platform.urlOf('shell')}/login`);
        await submitSignIn(page);
        await page.getByRole('heading', { name: 'Reports Dashboard' }).waitFor();
        for (const screen of SCREENS) {
          // In the shell, as a person gets there: the remote and its stylesheet arrive on a page already styled.
          await page.evaluate((to) => {
            history.pushState({}, '', to);
            dispatchEvent(new PopStateEvent('popstate'));
          }, screen.path);
          await page.getByRole('main').getByRole('heading', { name: screen.heading }).first().waitFor();
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(300);
          await page.screenshot({ path: path.join(SHOTS_DIR, `${screen.path.slice(1)}-${size.name}-${build}.png`), fullPage: true });
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await platform.close();
  }
  if (builds.length < 2) return;
  for (const screen of SCREENS) {
    for (const size of WIDTHS) {
      const [a, b] = builds.map((build) => readFileSync(path.join(SHOTS_DIR, `${screen.path.slice(1)}-${size.name}-${build}.png`)));
      const differing = a.length !== b.length ? 'sizes differ' : `${a.filter((byte, i) => byte !== b[i]).length} bytes differ`;
      console.log(`${screen.path} at ${size.name}: ${differing}`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
