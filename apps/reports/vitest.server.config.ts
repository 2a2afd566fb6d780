// The buyer's page server and the catalogues' check run in Node's environment, as a project of their own: the DOM
// project (vitest.config.ts) holds only files that need the page.
import { vitestConfig } from '@inspection/test-config';

/** Every test file of this app marked `@vitest-environment node` (tools/checks/unit-test-projects.test.ts checks it). */
export const NODE_TESTS = [
  'src/server/buyer-report-server.test.ts',
  'src/server/build-server.test.ts',
  'src/server/report-photo-proxy.test.ts',
  'src/server/buyer-report-language.test.ts',
  'src/server/buyer-page-first-response.test.ts',
  'src/server/buyer-page-size.test.ts',
  'src/server/used-css.test.ts',
  'src/server/rendered-page-cache.test.ts',
  'src/server/render-buyer-page-marks.test.tsx',
  'src/server/buyer-page-photo-report.test.tsx',
  'src/report/i18n/catalogues.test.ts',
];

export default vitestConfig('node', { name: '@inspection/reports (server)', include: NODE_TESTS });
