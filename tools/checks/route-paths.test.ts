// A screen's path is written once, in libs/shared/platform-manifest/src/paths/<remote>.ts (the console's own in
// console-routes.ts): each remote's manifest routes that pattern to a screen, and every link to the screen is built
// with it (`bookingsPaths.details.to({ id })`). This check fails when product code writes a path anywhere else:
// a route definition (a <Route path="...">, a `path: '...'`, a manifest's literal `routes`/`standaloneHome`, a pattern
// with a parameter) or a link (any string starting with a known screen's first segment, such as
// navigate(`/booking/${id}`), to="/crm", href="/report/…", and a bare '/' given to navigate, to or href).
// Tests and the e2e specs keep literal URLs: they check the real addresses.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as platform from '@inspection/platform-manifest';
import type { RoutePath } from '@inspection/platform-manifest';

const root = path.resolve(import.meta.dirname, '../..');

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

// Where paths are written: the one place each is allowed.
const PATH_SOURCES = ['libs/shared/platform-manifest/src/paths/', 'libs/shared/platform-manifest/src/console-routes.ts', 'libs/shared/platform-manifest/src/route.ts'];

/** Every pattern the paths modules declare, and the console's own. */
export function knownPatterns(): string[] {
  const groups = Object.entries(platform)
    .filter(([name]) => name.endsWith('Paths'))
    .map(([, group]) => Object.values(group as Record<string, RoutePath>).map((entry) => entry.pattern));
  return [...groups.flat(), ...Object.values(platform.CONSOLE_ROUTES)];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function rules(patterns: readonly string[]): [string, RegExp][] {
  const segments = [...new Set(patterns.map((pattern) => pattern.split('/')[1]).filter(Boolean))].sort((a, b) => b.length - a.length);
  return [
    ['a <Route> with a literal path', /<Route\b[^>]*?\bpath=(?:"(?!\*")|\{\s*['"`])/g],
    ['a route object with a literal path', /\bpath:\s*['"`]\//g],
    ['a route pattern with a parameter', /['"`]\/[\w/-]*\/:\w+/g],
    ['a manifest path written as a literal', /\b(?:routes:\s*\[[^\]]*?|standaloneHome:\s*)['"`]\//g],
    // A literal (quotes or template) whose first segment is a screen's: /booking, /crm?x=1, `/report/${id}`.
    ['a link to a known screen written as a literal', new RegExp(`['"\`]/(?:${segments.map(escape).join('|')})(?=[/?#'"\`$])[^'"\`]*`, 'g')],
    ['a link to the home page written as a literal', /(?:\bnavigate\(\s*|\b(?:to|href)=\{?\s*|\b(?:to|href):\s*)['"`]\/(?=['"`?#])/g],
  ];
}

export function pathsOutsideTheirModules(files: { name: string; source: string }[], patterns = knownPatterns()): string[] {
  const found: string[] = [];
  const checks = rules(patterns);
  for (const { name, source } of files) {
    const relative = path.relative(root, name).split(path.sep).join('/');
    if (PATH_SOURCES.some((allowed) => relative.startsWith(allowed))) continue;
    for (const [what, pattern] of checks) {
      for (const match of source.matchAll(pattern)) found.push(`${relative}: ${what}: ${match[0]}`);
    }
  }
  return found;
}

describe('route paths', () => {
  it('cover every screen of every manifest', () => {
    expect(knownPatterns()).toEqual(expect.arrayContaining(['/booking/:id', '/contacts/:id', '/report/:id', '/login', '/']));
  });

  it('are written only in the paths modules', () => {
    const files = screenSources.map((name) => ({ name, source: readFileSync(name, 'utf8') }));
    expect(files.length).toBeGreaterThan(100);
    expect(pathsOutsideTheirModules(files)).toEqual([]);
  });

  describe('are caught when written elsewhere', () => {
    const check = (source: string, file = 'apps/x/src/screen.tsx') => pathsOutsideTheirModules([{ name: path.join(root, file), source }]);

    it('as route definitions', () => {
      // '/shop' is no screen of ours: each definition rule catches it on its own.
      expect(check('<Route path="/shop" element={<A />} />')).toHaveLength(1);
      expect(check("<Route index path={'/shop'} />")).toHaveLength(1);
      expect(check("const routes = [{ path: '/shop', element }]")).toHaveLength(1);
      expect(check("const detail = '/shop/:id';")).toHaveLength(1);
      expect(check("routes: ['/shop'], access: 'staff'", 'apps/x/src/manifest.ts')).toHaveLength(1);
      expect(check("standaloneHome: '/shop',", 'apps/x/src/manifest.ts')).toHaveLength(1);
      // A known screen's path in a definition is caught as well.
      expect(check('<Route path="/booking" element={<A />} />').length).toBeGreaterThan(0);
    });

    it('as links', () => {
      expect(check('navigate(`/booking/${id}`)')).toEqual(['apps/x/src/screen.tsx: a link to a known screen written as a literal: `/booking/${id}']);
      expect(check("navigate('/booking')")).toHaveLength(1);
      expect(check('<Link to={`/inspection/${id}`}>')).toHaveLength(1);
      expect(check('<a href="/crm?addContact=1">')).toHaveLength(1);
      expect(check('<Navigate to="/login" replace />')).toHaveLength(1);
      expect(check("return { to: '/inspections' };")).toHaveLength(1);
      expect(check("window.open(consoleHref(`/report/${id}`))")).toHaveLength(1);
      expect(check('<Link to="/">')).toHaveLength(1);
      expect(check("navigate('/', { replace: true })")).toHaveLength(1);
    });

    it('but not the builders, the catch-all, other addresses or the paths modules themselves', () => {
      expect(check('navigate(bookingsPaths.details.to({ id })); <Route path={path} /><Route path="*" />')).toEqual([]);
      expect(check("fetch('/rest/v1/bookings'); loadRuntimeConfig('/runtime-config.json'); const bookingsUrl = '/bookings-api';")).toEqual([]);
      expect(check("details: route('/booking/:id')", 'libs/shared/platform-manifest/src/paths/bookings.ts')).toEqual([]);
      expect(check("routes: [bookingsPaths.details.pattern]", 'apps/x/src/manifest.ts')).toEqual([]);
    });
  });
});
