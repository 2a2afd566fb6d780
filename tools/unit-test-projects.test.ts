// `npm run test:unit` runs the projects the root vitest.config.ts lists by pattern: a project with a `test` target
// that no pattern matches (a lib one folder deeper, say) would silently drop out of `npm test`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
/** The patterns of the root config's `projects` (read as text: the workspace's lint keeps tools from importing it). */
const patterns = [.../projects:\s*\[([^\]]*)\]/.exec(readFileSync(path.join(root, 'vitest.config.ts'), 'utf8'))![1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
const SKIP = new Set(['node_modules', 'dist', '.nx', '.git', '.data', 'test-results']);

/** Files matching a pattern whose `*` stand for one folder name each. */
function expand(pattern: string): string[] {
  return pattern.split('/').reduce<string[]>(
    (paths, segment) =>
      paths.flatMap((dir) => {
        if (segment !== '*') return existsSync(path.join(root, dir, segment)) ? [path.join(dir, segment)] : [];
        return readdirSync(path.join(root, dir), { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && !SKIP.has(entry.name))
          .map((entry) => path.join(dir, entry.name));
      }),
    [''],
  );
}

/** Folders holding a project.json with a `test` target. */
function projectsWithTests(dir = ''): string[] {
  const entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  const own = entries.some((entry) => entry.name === 'project.json') && 'test' in (JSON.parse(readFileSync(path.join(root, dir, 'project.json'), 'utf8')).targets ?? {});
  const nested = entries.filter((entry) => entry.isDirectory() && !SKIP.has(entry.name)).flatMap((entry) => projectsWithTests(path.join(dir, entry.name)));
  return own ? [dir, ...nested] : nested;
}

describe('the root Vitest config', () => {
  it('lists every project that has a test target', () => {
    const listed = patterns.flatMap(expand).map((config) => path.dirname(config));
    const projects = projectsWithTests();
    expect(projects.length).toBeGreaterThan(30);
    expect(projects.filter((project) => !listed.includes(project))).toEqual([]);
  });

  // An app's DOM project shares a worker between its files; a file in Node's environment among them would swap jsdom
  // out under React DOM. Such files are the app's server project (vitest.server.config.ts, NODE_TESTS), all of them.
  it("lists in an app's server project every test file of that app in Node's environment", () => {
    const servers = expand('apps/*/vitest.server.config.ts');
    expect(servers.length).toBeGreaterThan(0);
    for (const config of servers) {
      const app = path.dirname(config);
      const text = readFileSync(path.join(root, config), 'utf8');
      const listed = [.../NODE_TESTS = \[([^\]]*)\]/.exec(text)![1].matchAll(/'([^']+)'/g)].map((m) => m[1]).sort();
      const inNode = testFiles(path.join(app, 'src'))
        .filter((file) => readFileSync(path.join(root, file), 'utf8').includes('@vitest-environment node'))
        .map((file) => path.relative(app, file))
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
