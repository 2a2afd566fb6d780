import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../../tools/vitest-aliases';

export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    passWithNoTests: true,
    globalSetup: ['src/testing/global-setup.ts'],
    // Every file starts its own database; PGlite's start-up is slow on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
