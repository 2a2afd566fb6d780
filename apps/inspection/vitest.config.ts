import { vitestConfig } from '@inspection/test-config';

// The files share a worker like every DOM project's; those that keep data in IndexedDB start from an empty one
// (src/test-support/fresh-indexeddb.ts).
export default vitestConfig('jsdom');
