import { vitestConfig } from '@inspection/test-config';

export default vitestConfig('jsdom', {
  // The wizard journeys click through four steps: 5 s was missed on a loaded 2-core machine.
  testTimeout: 20_000,
  // Each file in a fresh worker: the server's tests run in Node's environment, and a worker that swaps jsdom out and
  // back in leaves React DOM, loaded once, holding the old page (the wizard's clicks went unheard).
  isolate: true,
});
