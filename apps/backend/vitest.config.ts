import { availableParallelism } from 'node:os';
import { vitestConfig } from '@inspection/test-config';

export default vitestConfig('node', {
  include: ['src/**/*.test.ts'],
  globalSetup: ['src/testing/global-setup.ts'],
  // Every file starts its own database; PGlite's start-up is slow on a busy machine.
  testTimeout: 30_000,
  // A worker process runs file after file (no fresh process and module graph per file): each file still starts and
  // closes its own backend, and this halved the suite's time (11 min -> 4.8 min on two busy cores).
  isolate: false,
  hookTimeout: 180_000,
  // Run alone (`npm run test:backend:postgres`), one worker per core, as the root run has (../../vitest.config.ts):
  // Vitest's default leaves a core to its main process, and one worker waiting on PostgreSQL left a core idle.
  maxWorkers: Math.max(2, availableParallelism()),
});
