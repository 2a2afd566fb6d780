// What the shell and every remote share at run time. All are singletons: two Reacts break hooks, two routers
// lose the location, two Supabase clients mean two sessions, two copies of our auth/ui libs mean two contexts.
import { readFileSync } from 'node:fs';
import type { ModuleFederationOptions } from '@module-federation/rsbuild-plugin';

const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};

const NPM_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  '@supabase/supabase-js',
  'sonner',
] as const;

const WORKSPACE_SINGLETONS = ['@inspection/auth', '@inspection/ui', '@inspection/data'] as const;

const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

export function sharedSingletons(): NonNullable<ModuleFederationOptions['shared']> {
  const shared: Record<string, { singleton: true; requiredVersion: string | false }> = {};
  for (const specifier of NPM_SINGLETONS) {
    // react-router has no entry of its own in package.json: it comes with react-router-dom.
    shared[specifier] = { singleton: true, requiredVersion: rootPackage.dependencies[packageOf(specifier)] ?? false };
  }
  for (const specifier of WORKSPACE_SINGLETONS) shared[specifier] = { singleton: true, requiredVersion: false };
  return shared;
}
