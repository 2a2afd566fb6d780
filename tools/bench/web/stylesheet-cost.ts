// npx tsx tools/bench/web/stylesheet-cost.ts — what a remote's exposed stylesheet costs the page it arrives in: the
// style recalculation of a page of elements carrying the shell's classes when the stylesheet is added, as built and
// without its parts (the :root theme block, the @property rules), alternating, median of RUNS. Reads the built dist
// folders (run a build first); serves nothing. docs/benchmarks/web.md#tried-and-not-kept
// (REMOTE=calllogs MODULE=CallLogs ELEMENTS=5000 RUNS=11; APPS_DIR=<dir> reads <dir>/<app>/dist, e.g. /work/base/apps)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { median } from '@inspection/shared-domain';
import { workspaceRoot } from '../../dev/serve-all';

const REMOTE = process.env.REMOTE ?? 'calllogs';
const MODULE = process.env.MODULE ?? 'CallLogs';
const ELEMENTS = Number(process.env.ELEMENTS ?? 5000);
const RUNS = Number(process.env.RUNS ?? 11);
const distOf = (app: string) => path.join(process.env.APPS_DIR ?? path.join(workspaceRoot, 'apps'), app, 'dist');

const cssFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? cssFiles(file) : file.endsWith('.css') ? [file] : [];
  });

function remoteStylesheet(): string {
  const dist = distOf(REMOTE);
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
    exposes: { name: string; assets: { css: { sync: string[] } } }[];
  };
  const expose = manifest.exposes.find((candidate) => candidate.name === MODULE);
  if (!expose) throw new Error(`${REMOTE} exposes no ${MODULE}`);
  return expose.assets.css.sync.map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');
}

const withoutRoot = (css: string) => css.replace(/:root,:host\{[^}]*\}/g, '');
const withoutProperties = (css: string) => css.replace(/@property [^{]+\{[^}]*\}/g, '');

/** A page of ELEMENTS elements, each with four of the shell's classes (a fixed sequence, the same every run). */
function page(shellCss: string): string {
  const classes = [...new Set([...shellCss.matchAll(/\.([a-z][a-z0-9-]*)\{/g)].map((match) => match[1]))];
  let seed = 1;
  const pick = () => classes[(seed = (seed * 48271) % 2147483647) % classes.length];
  const body = Array.from({ length: ELEMENTS / 2 }, (_, i) => `<div class="${pick()} ${pick()} ${pick()} ${pick()}"><span class="${pick()}">${i}</span></div>`);
  return `<!doctype html><html><head><style>${shellCss}</style></head><body>${body.join('')}</body></html>`;
}

async function main() {
  const shellCss = cssFiles(path.join(distOf('shell'), 'static/css')).map((file) => readFileSync(file, 'utf8')).join('\n');
  const remote = remoteStylesheet();
  const variants: Record<string, string> = {
    'as built': remote,
    'without the :root block': withoutRoot(remote),
    'without @property': withoutProperties(remote),
    'without both': withoutProperties(withoutRoot(remote)),
  };
  const html = page(shellCss);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
  try {
    for (let run = 0; run < RUNS; run++) {
      const names = run % 2 ? Object.keys(variants).reverse() : Object.keys(variants);
      for (const name of names) {
        const tab = await browser.newPage();
        await tab.setContent(html);
        // A constructed sheet is parsed before the clock starts: what is timed is the page's style recalculation.
        times[name].push(
          await tab.evaluate(async (css) => {
            void document.body.offsetHeight;
            await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
            const sheet = new CSSStyleSheet();
            sheet.replaceSync(css);
            const start = performance.now();
            document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
            void document.body.offsetHeight;
            return performance.now() - start;
          }, variants[name]),
        );
        await tab.close();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`\n${REMOTE}/${MODULE}'s stylesheet added to a page of ${ELEMENTS} elements (median of ${RUNS}, ${cpus().length} cores, load ${loadavg().map((l) => l.toFixed(2)).join(' ')})\n`);
  for (const [name, values] of Object.entries(times)) {
    console.log(`  ${name.padEnd(24)} ${`${Math.round(median(values))} ms`.padStart(7)}   ${values.map(Math.round).join('/')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
