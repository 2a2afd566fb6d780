import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../../../tools/vitest-aliases';

export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    environment: 'jsdom',
    setupFiles: ['../../../tools/vitest-setup-dom.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    passWithNoTests: true,
  },
});
