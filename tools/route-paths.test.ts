// A screen's path is written once, in its remote's manifest (apps/<remote>/src/manifest.ts); the shell's routes and
// sidebar and each remote's standalone router derive from it. This check fails when a route is defined anywhere else
// in product code: a <Route path="..."> or a `path: '...'` with a literal path, or a route pattern with a parameter.
// (Links to a screen, such as navigate('/booking/...'), are not route definitions and are not checked here.)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist'].includes(entry.name) ? [] : productFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// The embedded backend's HTTP routes are not screens.
const screenSources = ['apps', 'libs']
  .flatMap((dir) => productFiles(path.join(root, dir)))
  .filter((file) => !file.includes(`${path.sep}apps${path.sep}backend${path.sep}`));

const RULES: [string, RegExp][] = [
  ['a <Route> with a literal path', /<Route\b[^>]*?\bpath=(?:"(?!\*")|\{\s*['"`])/g],
  ['a route object with a literal path', /\bpath:\s*['"`]\//g],
  ['a route pattern with a parameter', /['"`]\/[\w/-]*\/:\w+/g],
];

export function routeDefinitionsOutsideManifests(files: { name: string; source: string }[]): string[] {
  const found: string[] = [];
  for (const { name, source } of files) {
    if (path.basename(name) === 'manifest.ts') continue;
    for (const [what, pattern] of RULES) {
      for (const match of source.matchAll(pattern)) found.push(`${path.relative(root, name)}: ${what}: ${match[0]}`);
    }
  }
  return found;
}

describe('route paths', () => {
  it('are written only in the manifests', () => {
    const files = screenSources.map((name) => ({ name, source: readFileSync(name, 'utf8') }));
    expect(files.length).toBeGreaterThan(100);
    expect(routeDefinitionsOutsideManifests(files)).toEqual([]);
  });

  it('are caught when written elsewhere', () => {
    const file = (source: string) => ({ name: path.join(root, 'apps/x/src/routes.tsx'), source });
    expect(routeDefinitionsOutsideManifests([file('<Route path="/booking" element={<A />} />')])).toHaveLength(1);
    expect(routeDefinitionsOutsideManifests([file("<Route index path={'/crm'} />")])).toHaveLength(1);
    expect(routeDefinitionsOutsideManifests([file("const routes = [{ path: '/crm', element }]")])).toHaveLength(1);
    expect(routeDefinitionsOutsideManifests([file("const detail = '/booking/:id';")])).toHaveLength(1);
    // Derived paths and the catch-all are fine.
    expect(routeDefinitionsOutsideManifests([file('<Route path={path} /><Route path="*" />')])).toEqual([]);
    expect(routeDefinitionsOutsideManifests([{ name: path.join(root, 'apps/x/src/manifest.ts'), source: "routes: ['/x/:id']" }])).toEqual([]);
  });
});
