import { vitestConfig } from '@inspection/test-config';

export default vitestConfig('jsdom', {
  // The wizard journeys click through four steps: 5 s was missed on a loaded 2-core machine.
  testTimeout: 20_000,
});
