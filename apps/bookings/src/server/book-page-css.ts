// The /book page's CSS, inlined in its HTML: Tailwind compiled for the classes of the page's components only
// (the wizard's every step, the map, the design system), minified. Compiled once per server start.
import { fileURLToPath } from 'node:url';
import { compilePageCss } from '@inspection/page-server';

const here = fileURLToPath(new URL('.', import.meta.url));

const SOURCES = ['../public-booking', '../booking-wizard', '../map', '../segmented-toggle', '../../../../libs/shared/ui/src'];

export function compileBookPageCss(): Promise<string> {
  return compilePageCss({ base: here, sources: SOURCES });
}
