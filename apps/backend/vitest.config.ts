import { vitestConfig } from '@inspection/test-config';

export default vitestConfig('node', {
  include: ['src/**/*.test.ts'],
  globalSetup: ['src/testing/global-setup.ts'],
  // Every file starts its own database; PGlite's start-up is slow on a busy machine.
  testTimeout: 30_000,
  hookTimeout: 180_000,
});
