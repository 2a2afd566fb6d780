import { vitestConfig } from '@inspection/test-config';

// Each file in a fresh worker: the server's tests run in Node's environment, and a worker that swaps jsdom out and
// back in leaves React DOM, loaded once, holding the old page.
export default vitestConfig('jsdom', { isolate: true });
