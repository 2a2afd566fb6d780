// Vitest resolves our libs from source, the same way tsconfig.base.json's paths do.
import { fileURLToPath } from 'node:url';

const lib = (name: string, entry = 'index.ts') => fileURLToPath(new URL(`../libs/${name}/src/${entry}`, import.meta.url));

export const workspaceAliases = {
  '@inspection/auth/testing': lib('auth', 'testing/auth-test-kit.tsx'),
  '@inspection/auth': lib('auth'),
  '@inspection/domain': lib('domain'),
  '@inspection/data': lib('data'),
  // A subpath before its package: an alias also matches every path below it.
  '@inspection/ui/calendar': lib('ui', 'calendar/index.ts'),
  '@inspection/ui': lib('ui'),
  '@inspection/standalone': lib('standalone'),
  '@inspection/report-link': lib('report-link'),
  '@inspection/car-parts': lib('car-parts'),
  '@inspection/platform-manifest': lib('platform-manifest'),
  '@inspection/database-types': lib('database-types'),
};
