// Lighthouse 12 (mobile preset: simulated slow 4G, 4x CPU slowdown) against the buyer's report page on the seeded
// report, median of RUNS (3) runs: performance score, Largest Contentful Paint, Total Blocking Time, CLS and bytes
// transferred, in English and in Arabic (?lang=ar). For contrast, the same report inside the console (the
// client-rendered page) is measured too.
// Builds what changed, serves the platform on an in-memory backend (fixed ports: run it in a network namespace
// when others use them). Run: npm run bench:report  (RUNS=3, CHROME_PATH=/usr/bin/chromium, SKIP_CONSOLE=1,
// DETAILS=1 prints the LCP element and the largest transfers; ANNOTATED=1 measures a report of 20 annotated photos
// and two signatures instead, see bench/annotated-report.ts; with JPEG=1 its photos are uploaded as before
// thumbnails existed: 1600 px JPEGs, per form; BENCH_LANG=en or BENCH_LANG=ar measures the buyer's page in that
// language only, both by default; SKIP_BUILD=1 measures the builds already there; ANNOTATED=none: the same report
// with no photos at all; BENCH_BASE=<checkout of main> measures that checkout's buyer's page beside this one, run by
// run: base-page.ts)
import path from 'node:path';
import { cpus, loadavg } from 'node:os';
import { buildAll } from '@inspection/build/build-all';
import { serveAll, workspaceRoot } from '../../dev/serve-all';
import { seedAnnotatedReport } from './annotated-report';
import { measureLighthouse } from '../lighthouse';
import { measureAlternating } from './alternate';
import { BASE_PAGE_PORT, serveBasePage } from './base-page';

const SEEDED_BOOKING = 'b726ed24-3333-4333-8333-000000000001';

if (!process.env.SKIP_BUILD) await buildAll();
const platform = await serveAll({ backend: 'memory' });
try {
  // ANNOTATED=plain: the same 20 photos without marks, for contrast; ANNOTATED=none: no photos.
  const annotated = process.env.ANNOTATED;
  const seed = { plain: annotated === 'plain' || annotated === 'none', photos: annotated === 'none' ? 0 : undefined };
  const BOOKING = annotated ? await seedAnnotatedReport(platform.backendUrl, platform.anonKey, seed) : SEEDED_BOOKING;
  const what = { plain: ': the same 20 photos without marks, two signatures', none: ': no photos, two signatures' }[annotated ?? ''] ?? (annotated ? ': 20 annotated photos, two signatures' : '');
  const basePage = process.env.BENCH_BASE
    ? await serveBasePage(process.env.BENCH_BASE, path.join(workspaceRoot, 'apps/reports/dist'), () => platform.runtimeConfig)
    : null;
  // With a base: its page and this one alternate run by run.
  const measure = (label: string, url: string) => basePage
    ? measureAlternating(label, [{ name: 'main', url: url.replace(platform.urlOf('reports'), `http://localhost:${BASE_PAGE_PORT}`) }, { name: 'this', url }])
    : measureLighthouse(label, url);
  // Others may load the machine: its load is printed before and after (docs/benchmarks/report.md).
  const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');
  console.log(`Lighthouse 12, mobile preset (slow 4G, 4x CPU)${what}; load average ${load()} on ${cpus().length} cores`);
  const only = process.env.BENCH_LANG;
  if (only && only !== 'en' && only !== 'ar') throw new Error(`BENCH_LANG must be en or ar, not ${only}`);
  if (only !== 'ar') await measure("Buyer's page in English (server-rendered, reports origin)", `${platform.urlOf('reports')}/report/${BOOKING}?lang=en`);
  if (only !== 'en') await measure("Buyer's page in Arabic (server-rendered, right to left)", `${platform.urlOf('reports')}/report/${BOOKING}?lang=ar`);
  if (!process.env.SKIP_CONSOLE) await measure('Same report inside the console (client-rendered)', `${platform.urlOf('shell')}/report/${BOOKING}`);
  console.log(`load average at the end ${load()}`);
  await basePage?.close();
} finally {
  await platform.close();
}
