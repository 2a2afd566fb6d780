// Vitest resolves our libs from source, the same way tsconfig.base.json's paths do.
import { fileURLToPath } from 'node:url';

const lib = (name: string) => fileURLToPath(new URL(`../libs/${name}/src/index.ts`, import.meta.url));

export const workspaceAliases = {
  '@inspection/auth': lib('auth'),
  '@inspection/domain': lib('domain'),
  '@inspection/data': lib('data'),
  '@inspection/ui': lib('ui'),
  '@inspection/standalone': lib('standalone'),
};
