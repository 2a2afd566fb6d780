// The buyer's page CSS, inlined in its HTML: Tailwind compiled for the classes of the report's components
// only (plus the print stylesheet), minified. Compiled once per server start.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { compilePageCss } from '@inspection/page-server';

const here = fileURLToPath(new URL('.', import.meta.url));

const SOURCES = [
  '../report/booking',
  '../report/report-layout.tsx',
  '../report/report-error-panel.tsx',
  '../vehicle/vehicle-photo.tsx',
  '../../../../libs/shared/ui/src/badge.tsx',
  '../../../../libs/shared/ui/src/button.tsx',
  '../../../../libs/shared/ui/src/card.tsx',
  '../../../../libs/shared/ui/src/photo-marks.tsx',
  '../../../../libs/shared/car-parts/src',
  '../../../../libs/shared/i18n/src/language-switch.tsx',
];

export async function compileBuyerPageCss(): Promise<string> {
  return compilePageCss({ base: here, sources: SOURCES, extraCss: await readFile(new URL('../report/report-print.css', import.meta.url), 'utf8') });
}
