// Each e2e worker drives its own platform on its own ports (tools/dev/e2e-platforms.ts). Playwright finds a test in a
// worker by its title, so a title built from a worker's URL (its port) fails there with "Test not found in the worker
// process": the list of tests must be the same in every worker.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

const listAs = (parallelIndex: number) =>
  execFileSync(path.join(root, 'node_modules/.bin/playwright'), ['test', '--list'], {
    cwd: root,
    env: { ...process.env, TEST_PARALLEL_INDEX: String(parallelIndex) },
    encoding: 'utf8',
  });

it('lists the same e2e tests, with the same titles, in the second worker as in the first', () => {
  const first = listAs(0);
  expect(first).toMatch(/Total: \d+ tests/);
  expect(listAs(1)).toBe(first);
}, 120_000);
