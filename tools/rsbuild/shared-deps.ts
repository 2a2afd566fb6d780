// What the shell and every remote share at run time. All are singletons: two Reacts break hooks, two routers
// lose the location, two Supabase clients mean two sessions, two copies of our auth/ui libs mean two contexts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { ModuleFederationOptions } from '@module-federation/rsbuild-plugin';

const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};

const NPM_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  '@tanstack/react-query',
  '@supabase/supabase-js',
  'sonner',
] as const;

// The calendar is a subpath of @inspection/ui shared on its own, so the login page does not download it.
const WORKSPACE_SINGLETONS = ['@inspection/auth', '@inspection/ui', '@inspection/ui/calendar', '@inspection/data'] as const;

// react-router-dom is shared through a facade (see shared/react-router-dom.ts); react-router itself is not shared,
// so the facade carries only the tree-shaken part it re-exports. Nothing of ours imports 'react-router' directly
// (a lint rule), or it would get a second copy with its own contexts.
const ROUTER_FACADE = fileURLToPath(new URL('./shared/react-router-dom.ts', import.meta.url));
const routerVersion = (createRequire(import.meta.url)('react-router-dom/package.json') as { version: string }).version;

const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

export function sharedSingletons(): NonNullable<ModuleFederationOptions['shared']> {
  const shared: Record<string, { singleton: true; requiredVersion: string | false; import?: string; version?: string }> = {};
  for (const specifier of NPM_SINGLETONS) {
    shared[specifier] = { singleton: true, requiredVersion: rootPackage.dependencies[packageOf(specifier)] ?? false };
  }
  shared['react-router-dom'] = {
    singleton: true,
    import: ROUTER_FACADE,
    version: routerVersion,
    requiredVersion: rootPackage.dependencies['react-router-dom'],
  };
  for (const specifier of WORKSPACE_SINGLETONS) shared[specifier] = { singleton: true, requiredVersion: false };
  return shared;
}
