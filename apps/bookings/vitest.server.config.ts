// /book's server and the catalogues' check run in Node's environment, as a project of their own: the DOM project
// (vitest.config.ts) holds only files that need the page.
import { vitestConfig } from '@inspection/test-config';

/** Every test file of this app marked `@vitest-environment node` (tools/checks/unit-test-projects.test.ts checks it). */
export const NODE_TESTS = [
  'src/server/book-page-server.test.ts',
  'src/server/manage-page-server.test.ts',
  'src/public-booking/i18n/catalogues.test.ts',
  'src/public-booking/i18n/book-refusals.test.ts',
];

export default vitestConfig('node', { name: '@inspection/bookings (server)', include: NODE_TESTS });
