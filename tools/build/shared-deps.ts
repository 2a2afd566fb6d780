// What the shell and every remote share at run time, and at which versions. Two Reacts break hooks, two routers lose
// the location, two Supabase clients mean two sessions, two copies of @inspection/platform two sign-in contexts: those are
// singletons. Each shared workspace lib carries its own semver version (libs/<lib>/package.json), and a remote asks
// for `^<major>.<minor>.0` of the version it was built against, so a deployment running another copy is visible
// (tools/build/shared-version-warnings.ts logs both versions). docs/architecture/micro-frontends.md#shared-library-versions.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { ModuleFederationOptions } from '@module-federation/rsbuild-plugin';

type SharedConfig = {
  singleton: boolean;
  eager?: boolean;
  requiredVersion: string | false;
  import?: string;
  version?: string;
};

const readJson = <T>(relative: string) => JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as T;

const rootPackage = readJson<{ dependencies: Record<string, string> }>('../../package.json');

const NPM_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  '@tanstack/react-query',
  '@supabase/supabase-js',
  'sonner',
] as const;

/**
 * Our libs that are shared, with the folder holding their package.json (a subpath takes its package's version).
 * - auth: singleton; it holds the AuthContext the shell provides and every screen reads, and the one Supabase client.
 * - ui: singleton; the Radix primitives inside it keep module-level state (DismissableLayer's layer registry,
 *   FocusScope's stack), so the shell's menus and a screen's dialogs must come from one copy to stack and trap focus.
 * - ui/calendar (react-day-picker, date-fns, a Radix popover): shared for its size, but holds nothing a second copy
 *   could split, so it is not a singleton: a remote whose range the loaded copy does not satisfy loads its own.
 * Not shared: @inspection/data (query options and hooks over the shared query client and the client from platform:
 * no state of its own), domain, public-link, car-parts, platform-manifest, standalone. Each remote bundles what it uses.
 */
export const SHARED_WORKSPACE_LIBS = {
  '@inspection/platform': { folder: 'shared/platform', singleton: true },
  '@inspection/ui': { folder: 'shared/ui', singleton: true },
  // The calendar is a subpath of @inspection/ui shared on its own, so the login page does not download it.
  '@inspection/ui/calendar': { folder: 'shared/ui', singleton: false },
} as const;

export type SharedWorkspaceLib = keyof typeof SHARED_WORKSPACE_LIBS;

/** `^major.minor.0`: a build accepts any later minor or patch release of what it was built against, never a new major. */
export function compatibleRange(version: string): string {
  const match = /^(\d+)\.(\d+)\.\d+/.exec(version);
  if (!match) throw new Error(`Not a semver version: "${version}"`);
  return `^${match[1]}.${match[2]}.0`;
}

/**
 * SHARED_LIB_VERSION_OVERRIDE='@inspection/ui=0.9.0[,…]' builds as if a lib had that version. Only the version-mismatch
 * e2e test sets it, to produce a remote built against another release of a lib.
 */
export function versionOverrides(value = process.env.SHARED_LIB_VERSION_OVERRIDE ?? ''): Record<string, string> {
  const overrides: Record<string, string> = {};
  for (const pair of value.split(',').map((item) => item.trim()).filter(Boolean)) {
    const at = pair.lastIndexOf('=');
    const name = pair.slice(0, at);
    const version = pair.slice(at + 1);
    if (at <= 0 || !/^\d+\.\d+\.\d+/.test(version)) throw new Error(`SHARED_LIB_VERSION_OVERRIDE: bad entry "${pair}"`);
    overrides[name] = version;
  }
  return overrides;
}

export function workspaceLibVersion(folder: string): string {
  return readJson<{ version: string }>(`../../libs/${folder}/package.json`).version;
}

// react-router-dom is shared through a facade (see shared/react-router-dom.ts); react-router itself is not shared,
// so the facade carries only the tree-shaken part it re-exports. Nothing of ours imports 'react-router' directly
// (a lint rule), or it would get a second copy with its own contexts.
const ROUTER_FACADE = fileURLToPath(new URL('./shared/react-router-dom.ts', import.meta.url));
const routerVersion = (createRequire(import.meta.url)('react-router-dom/package.json') as { version: string }).version;

const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

export function sharedDependencies(overrides = versionOverrides()): NonNullable<ModuleFederationOptions['shared']> {
  const shared: Record<string, SharedConfig> = {};
  for (const specifier of NPM_SINGLETONS) {
    shared[specifier] = { singleton: true, requiredVersion: rootPackage.dependencies[packageOf(specifier)] ?? false };
  }
  shared['react-router-dom'] = {
    singleton: true,
    import: ROUTER_FACADE,
    version: routerVersion,
    requiredVersion: rootPackage.dependencies['react-router-dom'],
  };
  for (const [specifier, { folder, singleton }] of Object.entries(SHARED_WORKSPACE_LIBS)) {
    const version = overrides[specifier] ?? overrides[packageOf(specifier)] ?? workspaceLibVersion(folder);
    shared[specifier] = { singleton, version, requiredVersion: compatibleRange(version) };
  }
  return shared;
}

/**
 * The shell's own copies of the singletons go into its first script (eager); the calendar, the one module shared
 * without being a singleton, stays lazy for the date screens that load it. Lazily shared, each was a chunk of its own
 * that the entry asked for after it ran: 17 files behind the browser's 6 connections to one origin, before anything
 * rendered (docs/decisions/0012-the-shells-shared-modules-in-its-first-script.md). Remotes stay lazy: they take the
 * shell's copies.
 */
export function shellSharedDependencies(overrides = versionOverrides()): NonNullable<ModuleFederationOptions['shared']> {
  const shared = sharedDependencies(overrides) as Record<string, SharedConfig>;
  return Object.fromEntries(Object.entries(shared).map(([specifier, config]) => [specifier, config.singleton ? { ...config, eager: true } : config]));
}

