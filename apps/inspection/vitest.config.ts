import { vitestConfig } from '@inspection/test-config';

// Each file in a fresh worker: the offline tests keep data in IndexedDB (fake-indexeddb), which one file would
// otherwise leave to the next.
export default vitestConfig('jsdom', { isolate: true });
