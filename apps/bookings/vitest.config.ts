import { configDefaults } from 'vitest/config';
import { vitestConfig } from '@inspection/test-config';
import { NODE_TESTS } from './vitest.server.config';

export default vitestConfig('jsdom', {
  // The wizard journeys click through four steps: 5 s was missed on a loaded 2-core machine.
  testTimeout: 20_000,
  // The files in Node's environment are a project of their own (vitest.server.config.ts).
  exclude: [...configDefaults.exclude, ...NODE_TESTS],
});
