// A remote deployed alone, built against another release of a shared lib than the shell's: the screen still works,
// the console names both versions, the singleton (@inspection/ui) stays the shell's copy, and the calendar, which is
// shared but not a singleton, comes from the remote's own build. The remote is built with
// SHARED_LIB_VERSION_OVERRIDE (read by tools/build/shared-deps.ts), which only this test sets.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ORIGINS, recordRequests, signIn, startApp, stopApp } from './support/platform';

const root = path.resolve(import.meta.dirname, '..');
const FAILURE = 'This module could not be loaded';
const shellUiVersion = (JSON.parse(readFileSync(path.join(root, 'libs/shared/ui/package.json'), 'utf8')) as { version: string }).version;
// An older release, and a newer major one (its range excludes the shell's copy either way).
const OTHER_UI_VERSIONS = ['0.9.0', '2.0.0'];

interface MfManifest {
  shared: { name: string; assets: { js: { sync: string[] } } }[];
}

function consoleWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

async function openCallLogs(page: Page) {
  await page.getByRole('complementary', { name: 'Admin Panel' }).getByRole('link', { name: 'Call Logs' }).click();
  await expect(page).toHaveURL(/\/call-logs$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('status', { name: 'Loading module' })).toHaveCount(0);
  await expect(main.getByText(FAILURE)).toHaveCount(0);
  await expect(main.getByRole('heading', { level: 1, name: 'Call Logs' })).toBeVisible();
  // The date pickers come from @inspection/ui/calendar.
  await expect(main.getByTestId('start-date')).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('builds that agree on every shared lib version load without a version warning', async ({ page }) => {
  const warnings = consoleWarnings(page);
  await signIn(page);
  await openCallLogs(page);
  expect(warnings.filter((text) => /\[federation\]|does not satisfy/.test(text))).toEqual([]);
});

for (const builtWith of OTHER_UI_VERSIONS) {
  test(`a remote built against @inspection/ui ${builtWith} still renders, and the console names both versions`, async ({ page }) => {
    test.setTimeout(240_000);
    const dist = mkdtempSync(path.join(tmpdir(), 'calllogs-other-ui-'));
    try {
      // One remote only, built outside Nx so its cache never holds this build.
      execFileSync(path.join(root, 'node_modules/.bin/rsbuild'), ['build'], {
        cwd: path.join(root, 'apps/calllogs'),
        env: { ...process.env, WEB_DIST_DIR: dist, SHARED_LIB_VERSION_OVERRIDE: `@inspection/ui=${builtWith}` },
        stdio: 'ignore',
      });
      await stopApp('calllogs');
      await startApp('calllogs', dist);

      const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as MfManifest;
      const ownChunks = (name: string) => manifest.shared.find((shared) => shared.name === name)!.assets.js.sync;
      expect(ownChunks('@inspection/ui').length).toBeGreaterThan(0);
      expect(ownChunks('@inspection/ui/calendar').length).toBeGreaterThan(0);

      const warnings = consoleWarnings(page);
      const requests = recordRequests(page);
      await signIn(page);
      await openCallLogs(page);

      const range = `^${builtWith}`;
      await expect
        .poll(() => warnings)
        .toContain(
          `[federation] @inspection/ui: remote "calllogs" requires ${range} but ${shellUiVersion} is loaded (from shell); ` +
            `it is a singleton, so "calllogs" uses ${shellUiVersion}, not its own ${builtWith}`,
        );
      expect(warnings).toContain(
        `[federation] @inspection/ui/calendar: remote "calllogs" requires ${range} but ${shellUiVersion} is shared ` +
          `(from shell); "calllogs" loads its own copy (${builtWith})`,
      );

      // What the runtime did: the singleton stayed the shell's (two copies would split the Radix layer and focus state),
      // the calendar came from the remote's own build.
      const fromCallLogs = requests.filter((url) => url.origin === ORIGINS.calllogs).map((url) => url.pathname.slice(1));
      const fetched = (name: string) => ownChunks(name).filter((chunk) => fromCallLogs.includes(chunk));
      expect(fetched('@inspection/ui'), "calllogs' own @inspection/ui").toEqual([]);
      expect(fetched('@inspection/ui/calendar').length, "calllogs' own calendar").toBeGreaterThan(0);

      // The remote's calendar works inside the shell.
      await page.getByTestId('start-date').click();
      await expect(page.getByRole('grid').first()).toBeVisible();
      await page.screenshot({ path: `e2e/screenshots/shared-lib-version-call-logs-${builtWith}.png`, fullPage: true });
      await page.keyboard.press('Escape');
      // Nothing changes for the other remotes: no warning names them.
      await page.getByRole('complementary', { name: 'Admin Panel' }).getByRole('link', { name: 'Reports' }).click();
      await expect(page.getByRole('heading', { name: 'Reports Dashboard' })).toBeVisible();
      expect(warnings.filter((text) => text.startsWith('[federation]') && !text.includes('remote "calllogs"'))).toEqual([]);
    } finally {
      await stopApp('calllogs');
      await startApp('calllogs');
      rmSync(dist, { recursive: true, force: true });
    }
  });
}
