// The perform screen's render alone: apps/inspection/src/bench/form-render-page.tsx (the screen's FormSection for the
// bench's 12 x 10 form, bench-template.ts) in a
// new browser context each run, 4x CPU, timed in the page: the commit (React's render and the DOM it creates, the task
// that ends the bench's "form usable") and the style and layout after it. Far less noisy than the page load.
// Run: npx tsx tools/bench/inspection/form-render.ts   (RUNS=7; FORM_RENDER_AB=<another checkout's root> alternates
// this checkout's page with that checkout's copy of it, A B B A..., whose relative imports then take its screen's code;
// REPEAT=n renders the form n times in each context, unmounting in between: the first render is the cold one the
// screen pays, the later ones leave out the first run's compilation and show what the DOM itself costs;
// BUILD_ONLY=<dir> builds this checkout's page into <dir> and stops, and FORM_RENDER_DISTS=<dir>,<dir> measures such
// builds instead, A B B A...: an A/B of a change in the libs too, each built in its own checkout)
import { mkdtemp } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { median } from '@inspection/shared-domain';
import { startStaticServer } from '../../dev/serve-static';
import { buildBenchHarness } from '../bench-support';
import { buildBenchTemplate } from './bench-template';

const RUNS = Number(process.env.RUNS ?? 7);
const REPEAT = Math.max(1, Number(process.env.REPEAT ?? 1));
const template = buildBenchTemplate('bench-type');
const pageOf = (root: string) => path.join(root, 'apps/inspection/src/bench/form-render-page.tsx');
const here = path.resolve(import.meta.dirname, '../../..');

if (process.env.BUILD_ONLY) {
  await buildBenchHarness(pageOf(here), 'bench:inspection form render', path.resolve(process.env.BUILD_ONLY));
  process.exit(0);
}

const builtDists = process.env.FORM_RENDER_DISTS?.split(',').map((dir) => path.resolve(dir));
const roots = builtDists ?? [here, ...(process.env.FORM_RENDER_AB ? [path.resolve(process.env.FORM_RENDER_AB)] : [])];
const sites = [];
for (const root of roots) {
  const dist = builtDists ? root : await mkdtemp(path.join(tmpdir(), 'bench-form-render-'));
  if (!builtDists) await buildBenchHarness(pageOf(root), 'bench:inspection form render', dist);
  sites.push(await startStaticServer({ root: dist, port: 0 }));
}
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const figures = roots.map(() => ({ commit: [] as number[], repeated: [] as number[], style: [] as number[], loads: [] as string[] }));
type Rendered = { commit: number; styleAndLayout: number; inputs: number };
try {
  for (let run = 0; run < RUNS * roots.length; run++) {
    const which = roots.length === 1 ? 0 : [0, 1, 1, 0][run % 4];
    const context = await browser.newContext({ viewport: { width: 1024, height: 1366 } });
    const page = await context.newPage();
    await page.goto(sites[which].url);
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (let render = 0; render < REPEAT; render++) {
      if (render > 0) await page.evaluate(() => (window as unknown as { unmountForm(): void }).unmountForm());
      const result = (await page.evaluate((form) => (window as unknown as { renderForm(f: typeof form): Rendered }).renderForm(form), template)) as Rendered;
      if (result.inputs !== 120) throw new Error(`rendered ${result.inputs} fields, not 120`);
      if (render > 0) {
        figures[which].repeated.push(result.commit);
        continue;
      }
      figures[which].commit.push(result.commit);
      figures[which].style.push(result.styleAndLayout);
    }
    figures[which].loads.push(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
    await context.close();
  }
} finally {
  await browser.close();
  for (const site of sites) await site.close();
}
const runs = (xs: number[]) => xs.map((x) => Math.round(x)).join(', ');
for (const [i, { commit, repeated, style, loads }] of figures.entries()) {
  const again = repeated.length ? `; renders after the first, median ${Math.round(median(repeated))} ms of ${repeated.length}` : '';
  console.log(`${roots[i]}: commit median ${Math.round(median(commit))} ms (runs ${runs(commit)})${again}; style and layout median ${Math.round(median(style))} ms (runs ${runs(style)}); load ${loads.join(', ')}`);
}
