// Releases of one remote end to end (docs/architecture/releases.md): the call logs remote (the smallest) is built once
// and released by the CLI (its entry named by its content, its label shown at the screen's end); a new session shows
// it while a page opened before keeps its build until reloaded; a rollback brings the first release back to new
// sessions; a build made with React 18 is refused; a release whose manifest answers 404 falls back to the last good
// one and the admin is told. The first release is the build this platform serves, recorded as a release, so the
// worker's later specs meet the same files once the last rollback ran.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { anonKey, apiHeaders, BACKEND_URL, ORIGINS, signIn } from './support/platform';
import { seriousAxeFindings } from './support/sweep-checks';

const root = path.resolve(import.meta.dirname, '..');
const CONFIG_MANIFEST = `${ORIGINS.calllogs}/mf-manifest.json`;
const stamp = Date.now().toString(36);
const FIRST = `0.1.0+e2e-a-${stamp}`;
const SECOND_ID = `e2e-b-${stamp}`;
const MISSING = `0.1.0+e2e-missing-${stamp}`;
const SECOND_LABEL = `release-${SECOND_ID}`;

interface CliRun {
  status: number | null;
  output: string;
  ms: number;
}

/** The release CLI (tools/releases/cli.ts) against this worker's platform, as `npm run <command> -- ...` runs it. */
function cli(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  const started = performance.now();
  return anonKey().then(
    (key) =>
      new Promise((resolve, reject) => {
        const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['tools/releases/cli.ts', ...args], {
          cwd: root,
          env: { ...process.env, SUPABASE_URL: BACKEND_URL, SUPABASE_ANON_KEY: key, CONSOLE_URL: ORIGINS.shell, ...env },
        });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.once('error', reject);
        child.once('close', (status) => resolve({ status, output, ms: performance.now() - started }));
      }),
  );
}

async function rpc(fn: string, body: object = {}): Promise<unknown> {
  const response = await fetch(`${BACKEND_URL}/rest/v1/rpc/${fn}`, { method: 'POST', headers: await apiHeaders(), body: JSON.stringify(body) });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${fn}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

const publish = (version: string, manifestUrl: string) =>
  rpc('publish_remote_release', { p_remote: 'calllogs', p_version: version, p_manifest_url: manifestUrl, p_shared: {}, p_note: 'e2e' });

const activeManifest = async () => ((await rpc('get_remote_releases')) as Record<string, { active: { manifest_url: string } }>).calllogs?.active.manifest_url;

/** A new session (its own browser context) on the call logs screen. */
async function newSession(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, '/call-logs');
  await expect(page.getByRole('heading', { level: 1, name: 'Call Logs' })).toBeVisible();
  return page;
}

/** The line a labelled build of the call logs remote shows at the screen's end (apps/calllogs/src/call-logs/build-label-line.tsx). */
const buildLine = (page: Page, label = SECOND_LABEL) => page.getByText(`Build ${label}`, { exact: true });
/** Any build label line: the served build (and the first release, the same files) has none. */
const anyBuildLine = (page: Page) => page.getByText(/^Build /);

/**
 * What resolving the releases cost this page: its requests to get_remote_releases, the one's duration, and how long
 * the call logs remote's first load waited for its answer (the resolve-releases plugin's measure).
 */
const resolution = (page: Page) =>
  page.evaluate(() => {
    const asked = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/rpc/get_remote_releases')) as PerformanceResourceTiming[];
    const waited = performance.getEntriesByName('resolve-releases:calllogs', 'measure')[0];
    return { requests: asked.length, ms: asked[0] ? asked[0].responseEnd - asked[0].startTime : NaN, waited: waited?.duration ?? NaN };
  });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

test('a remote is released, picked by new sessions only, rolled back, refused when incompatible, and falls back when missing', async ({ browser }) => {
  test.setTimeout(240_000);
  const timings: { requests: number; ms: number; waited: number }[] = [];
  try {
    await publish(FIRST, CONFIG_MANIFEST);
    const before = await newSession(browser);
    await expect(anyBuildLine(before)).toHaveCount(0);

    // The second version: built once with its label and released by the CLI, as a team does.
    const released = await cli(['release', 'calllogs', '--build-id', SECOND_ID, '--note', 'Build label in the page'], { WEB_BUILD_LABEL: SECOND_LABEL });
    expect(released.status, released.output).toBe(0);
    console.log(`release (build + publish): ${Math.round(released.ms)} ms\n${released.output.trim()}`);
    // The real release build's manifest names an entry of its own, named by its content.
    const manifestUrl = (await activeManifest()) ?? '';
    expect(manifestUrl).not.toBe(CONFIG_MANIFEST);
    const entry = ((await (await fetch(manifestUrl)).json()) as { metaData: { remoteEntry: { name: string } } }).metaData.remoteEntry.name;
    expect(entry).toMatch(/^remoteEntry\.[0-9a-f]{8}\.js$/);
    expect((await fetch(new URL(entry, manifestUrl))).status).toBe(200);

    const after = await newSession(browser);
    await after.setViewportSize({ width: 1440, height: 900 });
    await expect(buildLine(after)).toBeVisible();
    expect(await after.evaluate(() => document.documentElement.getAttribute('data-build-calllogs'))).toBe(SECOND_LABEL);
    expect(await seriousAxeFindings(after)).toEqual([]);
    await after.screenshot({ path: test.info().outputPath('calllogs-release-label-1440.png'), fullPage: true });
    timings.push(await resolution(after));
    // The page opened before keeps its build, screen after screen, until it is reloaded.
    await after.context().close();
    await before.getByRole('link', { name: 'Reports' }).click();
    await before.getByRole('link', { name: 'Call Logs' }).click();
    await expect(before.getByRole('heading', { level: 1, name: 'Call Logs' })).toBeVisible();
    await expect(anyBuildLine(before)).toHaveCount(0);
    await before.reload();
    await expect(before.getByRole('heading', { level: 1, name: 'Call Logs' })).toBeVisible();
    await expect(buildLine(before)).toBeVisible();
    await before.context().close();

    // Roll back with the CLI: the next new session runs the first release again.
    const rollbackStarted = performance.now();
    const rolledBack = await cli(['rollback', 'calllogs']);
    expect(rolledBack.status, rolledBack.output).toBe(0);
    const fresh = await newSession(browser);
    await expect(anyBuildLine(fresh)).toHaveCount(0);
    console.log(`rollback to a new session on the old release: ${Math.round(performance.now() - rollbackStarted)} ms (the CLI ${Math.round(rolledBack.ms)} ms)`);
    timings.push(await resolution(fresh));
    await fresh.context().close();

    // A build made with React 18 is refused before anything is uploaded or recorded.
    const refused = await cli(['release', 'tooling', '--from-dir', 'tools/releases/fixtures/react-18', '--build-id', `e2e-react18-${stamp}`]);
    expect(refused.status).toBe(1);
    expect(refused.output).toMatch(/react 18\.3\.1 does not satisfy the shell's/);

    // A release whose manifest is missing: the first release loads instead and the admin is told.
    await publish(MISSING, `${BACKEND_URL}/storage/v1/object/public/remote-releases/calllogs/${MISSING}/mf-manifest.json`);
    const admin = await newSession(browser);
    await expect(anyBuildLine(admin)).toHaveCount(0);
    await expect(admin.getByRole('alert').filter({ hasText: 'Release fallback' })).toContainText(`calllogs ${MISSING} failed to load; this page runs ${FIRST}.`);
    timings.push(await resolution(admin));

    // The admins' list of releases shows it all.
    await admin.getByRole('link', { name: 'Open releases' }).click();
    const table = admin.getByRole('table', { name: 'calllogs releases' });
    await expect(table.getByRole('row').filter({ hasText: MISSING })).toContainText('Active');
    await expect(table.getByRole('row').filter({ hasText: SECOND_ID })).toContainText('Rolled back');
    await admin.context().close();

    // More new sessions for the figures only (RELEASE_SAMPLES=20: docs/architecture/releases.md#what-it-costs).
    for (let i = 0; i < Number(process.env.RELEASE_SAMPLES ?? 0); i += 1) {
      const sample = await newSession(browser);
      timings.push(await resolution(sample));
      await sample.context().close();
    }
    for (const timing of timings) expect(timing.requests).toBe(1);
    const [ms, waited] = [median(timings.map((timing) => timing.ms)), median(timings.map((timing) => timing.waited))];
    console.log(`get_remote_releases per page: 1 request, median ${ms.toFixed(1)} ms; the remote's first load waited a median ${waited.toFixed(1)} ms (${timings.length} pages)`);
  } finally {
    // Leave this worker's platform as it was: the first release (the served build) active, nothing before it.
    for (let i = 0; i < 3 && (await activeManifest()) !== CONFIG_MANIFEST; i += 1) await rpc('rollback_remote_release', { p_remote: 'calllogs' }).catch(() => undefined);
    if ((await activeManifest()) !== CONFIG_MANIFEST) await publish(`0.1.0+e2e-restore-${stamp}`, CONFIG_MANIFEST);
    rmSync(path.join(root, 'dist/releases/calllogs'), { recursive: true, force: true });
  }
});
