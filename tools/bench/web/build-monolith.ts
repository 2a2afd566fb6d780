// Builds monolith-entry.tsx with the shell's Rsbuild settings minus Module Federation.
import path from 'node:path';
import { createRsbuild } from '@rsbuild/core';
import { createAppConfig } from '@inspection/build';

export async function buildMonolith(distPath: string): Promise<void> {
  const shellRoot = path.resolve(import.meta.dirname, '../../../apps/shell');
  const rsbuild = await createRsbuild({
    cwd: shellRoot,
    config: createAppConfig({
      name: 'shell',
      title: 'Inspection Console (monolith benchmark)',
      federation: false,
      entry: path.join(import.meta.dirname, 'monolith-entry.tsx'),
      distPath,
    }),
  });
  const { close } = await rsbuild.build();
  await close();
}
