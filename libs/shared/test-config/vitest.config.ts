import { vitestConfig } from './src/index.js';

// Its own reset (fresh-file.ts) is tested in the page it resets.
export default vitestConfig('jsdom');
