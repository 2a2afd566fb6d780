import type { ViteUserConfig } from 'vitest/config';

/** Our libs' package names (and subpaths) mapped to their sources, as tsconfig.base.json's paths map them. */
export declare const workspaceAliases: Record<string, string>;

/** A project's Vitest config: 'jsdom' for screens and hooks, 'node' for pure code and the backend. */
export declare function vitestConfig(
  environment: 'jsdom' | 'node',
  test?: NonNullable<ViteUserConfig['test']>,
): ViteUserConfig;
