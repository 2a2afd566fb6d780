// The projects of the root Vitest run (vitest.config.ts, `npm run test:unit`): every project with a `test` target,
// with the DOM projects' files run as one project, 'dom'. A project's worker loads React, Testing Library and jsdom
// once for all of its files (isolate: false); as 28 projects, the DOM files loaded them 28 times over. `nx run
// <project>:test` still runs a project's own vitest.config.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults } from 'vitest/config';
import { vitestConfig } from '@inspection/test-config';

/** Where the projects' configs are (tools/checks/unit-test-projects.test.ts checks that no project is left out). */
export const PROJECT_CONFIG_PATTERNS = ['apps/*/vitest.config.ts', 'apps/*/vitest.server.config.ts', 'libs/*/*/vitest.config.ts', 'tools/vitest.config.ts'];

/** The longest test timeout of a DOM project (apps/bookings: its wizard journeys click through four steps). */
export const DOM_TEST_TIMEOUT = 20_000;

/** Config files matching a pattern whose `*` stand for one folder name each, relative to the root. */
export function expandPattern(root: string, pattern: string): string[] {
  return pattern.split('/').reduce<string[]>(
    (paths, segment) =>
      paths.flatMap((dir) => {
        if (segment !== '*') return existsSync(path.join(root, dir, segment)) ? [path.posix.join(dir, segment)] : [];
        return readdirSync(path.join(root, dir), { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
          .map((entry) => path.posix.join(dir, entry.name));
      }),
    [''],
  );
}

/** A project is a DOM project when its config is `vitestConfig('jsdom', …)` (@inspection/test-config). */
export const isDomProject = (root: string, config: string) => readFileSync(path.join(root, config), 'utf8').includes("vitestConfig('jsdom'");

/** The files an app's DOM project leaves to its server project (NODE_TESTS of vitest.server.config.ts). */
export function nodeTestsOf(root: string, dir: string): string[] {
  const server = path.join(root, dir, 'vitest.server.config.ts');
  if (!existsSync(server)) return [];
  const list = /NODE_TESTS = \[([^\]]*)\]/.exec(readFileSync(server, 'utf8'))?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((match) => path.posix.join(dir, match[1]));
}

export function unitTestProjects(root: string) {
  const configs = PROJECT_CONFIG_PATTERNS.flatMap((pattern) => expandPattern(root, pattern));
  const domConfigs = configs.filter((config) => isDomProject(root, config));
  const domDirs = domConfigs.map((config) => path.posix.dirname(config));
  const dom = vitestConfig('jsdom', {
    name: 'dom',
    include: domDirs.map((dir) => `${dir}/src/**/*.test.{ts,tsx}`),
    exclude: [...configDefaults.exclude, ...domDirs.flatMap((dir) => nodeTestsOf(root, dir))],
    testTimeout: DOM_TEST_TIMEOUT,
  });
  // Every other project (an app's server project too) stays a project of its own.
  return [dom, ...configs.filter((config) => !domConfigs.includes(config))];
}
