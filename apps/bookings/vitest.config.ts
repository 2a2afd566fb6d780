import { configDefaults } from 'vitest/config';
import { vitestConfig } from '@inspection/test-config';
import { NODE_TESTS } from './vitest.server.config';

export default vitestConfig('jsdom', {
  // The wizard journeys click through four steps: 5 s was missed on a loaded 2-core machine.
  testTimeout: 20_000,
  // The files in Node's environment are a project of their own (vitest.server.config.ts).
  exclude: [...configDefaults.exclude, ...NODE_TESTS],
  // Each file in a fresh worker still: shared, some orders fail (files shuffled with seed 2, the wizard's steps do not
  // render after an earlier file; in one full run the Date & Time step saw an earlier file's request for the team).
  isolate: true,
});
