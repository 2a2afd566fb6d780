// The customers' pages' browser build, beside the remote's own (rsbuild.config.ts): an entry that hydrates each
// server-rendered page (/book: src/public-booking/book-client.tsx; /book/manage/{token}: manage/manage-client.tsx),
// no Module Federation runtime, no HTML (the page server writes it from manifest.json), the later steps (src/booking-wizard/lazy-steps.ts), the map and the calendar
// in their own chunks.
// Served by the bookings origin under /book-client/.
import path from 'node:path';
import { defineConfig, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  source: {
    entry: { book: './src/public-booking/book-client.tsx', manage: './src/public-booking/manage/manage-client.tsx' },
    define: { __WEB_APP_NAME__: JSON.stringify('bookings'), __WEB_BUILD_LABEL__: JSON.stringify(process.env.WEB_BUILD_LABEL ?? '') },
  },
  output: {
    distPath: { root: 'dist/book-client' },
    assetPrefix: '/book-client/',
    cleanDistPath: true,
    manifest: true,
  },
  tools: {
    htmlPlugin: false,
    // Our libs have no import-time effects: what the page does not use of them (zod schemas of the forms and
    // photo marks, dialogs and menus of the design system) stays out of its script.
    rspack: {
      module: { rules: [{ test: /[\\/]libs[\\/]/, sideEffects: false }] },
      // The later steps of the wizard as chunks of their own (the console keeps them with the wizard).
      plugins: [new rspack.NormalModuleReplacementPlugin(/[\\/]step-components$/, path.resolve(import.meta.dirname, 'src/booking-wizard/lazy-steps.ts'))],
    },
  },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  plugins: [pluginReact()],
});
