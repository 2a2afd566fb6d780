// `npm run test:unit` runs the projects tools/checks/unit-test-projects.ts finds by pattern, the DOM projects' files as one
// project: a project with a `test` target that no pattern matches (a lib one folder deeper, say) would silently drop
// out of `npm test`, and a DOM project's own options would silently not apply in the merged one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOM_TEST_TIMEOUT, expandPattern, isDomProject, nodeTestsOf, PROJECT_CONFIG_PATTERNS } from './unit-test-projects';

const root = path.resolve(import.meta.dirname, '../..');
const SKIP = new Set(['node_modules', 'dist', '.nx', '.git', '.data', 'test-results']);
const expand = (pattern: string) => expandPattern(root, pattern);

/** Folders holding a project.json with a `test` target. */
function projectsWithTests(dir = ''): string[] {
  const entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  const own = entries.some((entry) => entry.name === 'project.json') && 'test' in (JSON.parse(readFileSync(path.join(root, dir, 'project.json'), 'utf8')).targets ?? {});
  const nested = entries.filter((entry) => entry.isDirectory() && !SKIP.has(entry.name)).flatMap((entry) => projectsWithTests(path.join(dir, entry.name)));
  return own ? [dir, ...nested] : nested;
}

describe('the root Vitest config', () => {
  it('lists every project that has a test target', () => {
    const listed = PROJECT_CONFIG_PATTERNS.flatMap(expand).map((config) => path.dirname(config));
    const projects = projectsWithTests();
    expect(projects.length).toBeGreaterThan(30);
    expect(projects.filter((project) => !listed.includes(project))).toEqual([]);
  });

  // The merged 'dom' project runs each DOM project's src/**/*.test.{ts,tsx} but its server files (NODE_TESTS), with
  // @inspection/test-config's jsdom settings and DOM_TEST_TIMEOUT: a DOM project may add only those two options.
  it("gives the merged 'dom' project every DOM project's files with that project's own options", () => {
    const dom = PROJECT_CONFIG_PATTERNS.flatMap(expand).filter((config) => isDomProject(root, config));
    expect(dom.length).toBeGreaterThan(20);
    for (const config of dom) {
      const args = /vitestConfig\('jsdom'(?:,\s*(\{[\s\S]*\}))?\)/.exec(readFileSync(path.join(root, config), 'utf8'))?.[1] ?? '{}';
      const options = [...args.replace(/\/\/.*$/gm, '').matchAll(/(?:^|[{,\s])(\w+):/g)].map((match) => match[1]);
      expect({ config, options: options.filter((option) => !['exclude', 'testTimeout'].includes(option)) }).toEqual({ config, options: [] });
      const timeout = Number(/testTimeout:\s*([\d_]+)/.exec(args)?.[1].replaceAll('_', '') ?? 0);
      expect(timeout).toBeLessThanOrEqual(DOM_TEST_TIMEOUT);
      if (args.includes('exclude')) expect(args).toContain('...NODE_TESTS');
    }
  });

  // An app's DOM project shares a worker between its files; a file in Node's environment among them would swap jsdom
  // out under React DOM. Such files are the app's server project (vitest.server.config.ts, NODE_TESTS), all of them.
  it("lists in an app's server project every test file of that app in Node's environment", () => {
    const servers = expand('apps/*/vitest.server.config.ts');
    expect(servers.length).toBeGreaterThan(0);
    for (const config of servers) {
      const app = path.dirname(config);
      const listed = nodeTestsOf(root, app).sort();
      const inNode = testFiles(path.join(app, 'src'))
        .filter((file) => readFileSync(path.join(root, file), 'utf8').includes('@vitest-environment node'))
        .sort();
      expect({ app, files: listed }).toEqual({ app, files: inNode });
    }
  });
});

/** The test files under a folder, relative to the root. */
function testFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : testFiles(child);
    return /\.test\.tsx?$/.test(entry.name) ? [child] : [];
  });
}
