// A server-rendered page's CSS, inlined in its HTML: Tailwind compiled for the classes of the page's components
// only (plus any plain CSS), minified. Compiled once per server start (or build).
import postcss from 'postcss';
import tailwindcss from '@tailwindcss/postcss';

export interface PageCssOptions {
  /** The folder `sources` are relative to (a URL or path ending in '/'). */
  base: string;
  /** Files and folders whose class names Tailwind keeps. */
  sources: string[];
  /** Plain CSS appended (a print stylesheet, for instance). */
  extraCss?: string;
}

export async function compilePageCss({ base, sources, extraCss = '' }: PageCssOptions): Promise<string> {
  const input = ['@import "tailwindcss" source(none);', ...sources.map((source) => `@source "${source}";`), extraCss].join('\n');
  const result = await postcss([tailwindcss({ base, optimize: { minify: true } })]).process(input, { from: `${base}page.css` });
  return result.css;
}
