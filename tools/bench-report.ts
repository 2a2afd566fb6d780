// Lighthouse 12 (mobile preset: simulated slow 4G, 4x CPU slowdown) against the buyer's report page on the seeded
// report, median of RUNS (3) runs: performance score, Largest Contentful Paint, Total Blocking Time, bytes
// transferred, in English and in Arabic (?lang=ar). For contrast, the same report inside the console (the
// client-rendered page) is measured too.
// Builds what changed, serves the platform on an in-memory backend (fixed ports: run it in a network namespace
// when others use them). Run: npm run bench:report  (RUNS=3, CHROME_PATH=/usr/bin/chromium, SKIP_CONSOLE=1;
// ANNOTATED=1 measures a report of 20 annotated photos and two signatures instead, see bench/annotated-report.ts;
// with JPEG=1 its photos are uploaded as before thumbnails existed: 1600 px JPEGs, per form)
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { buildAll } from './build-all';
import { serveAll } from './serve-all';
import { seedAnnotatedReport } from './bench/annotated-report';

const RUNS = Number(process.env.RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SEEDED_BOOKING = '33333333-3333-4333-8333-000000000001';

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  fcp: number;
  bytes: number;
}

async function audit(url: string): Promise<Figures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const audits = result!.lhr.audits;
    if (process.env.DETAILS) {
      // The LCP element and its phases, the render-blocking requests and the largest transfers.
      const show = (id: string) => console.log(id, JSON.stringify(audits[id]?.details, null, 1)?.slice(0, 3000));
      ['largest-contentful-paint-element', 'render-blocking-resources', 'network-requests'].forEach(show);
    }
    return {
      score: Math.round((result!.lhr.categories.performance.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint'].numericValue ?? NaN,
      tbt: audits['total-blocking-time'].numericValue ?? NaN,
      fcp: audits['first-contentful-paint'].numericValue ?? NaN,
      bytes: audits['total-byte-weight'].numericValue ?? NaN,
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(label: string, url: string) {
  const runs: Figures[] = [];
  for (let run = 0; run < RUNS; run++) {
    const figures = await audit(url);
    runs.push(figures);
    console.log(`  ${label} run ${run + 1}: score ${figures.score}, LCP ${(figures.lcp / 1000).toFixed(2)} s, TBT ${Math.round(figures.tbt)} ms`);
  }
  const pick = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
  console.log(
    `${label} (median of ${RUNS}): performance ${pick('score')}, LCP ${(pick('lcp') / 1000).toFixed(2)} s, ` +
      `FCP ${(pick('fcp') / 1000).toFixed(2)} s, TBT ${Math.round(pick('tbt'))} ms, ` +
      `${(pick('bytes') / 1024).toFixed(1)} KiB transferred\n  ${url}`,
  );
}

await buildAll();
const platform = await serveAll({ backend: 'memory' });
try {
  // ANNOTATED=plain: the same 20 photos without marks, for contrast.
  const annotated = process.env.ANNOTATED;
  const BOOKING = annotated ? await seedAnnotatedReport(platform.backendUrl, platform.anonKey, { plain: annotated === 'plain' }) : SEEDED_BOOKING;
  const what = annotated === 'plain' ? ': the same 20 photos without marks, two signatures' : annotated ? ': 20 annotated photos, two signatures' : '';
  console.log(`Lighthouse 12, mobile preset (slow 4G, 4x CPU)${what}`);
  await measure("Buyer's page in English (server-rendered, reports origin)", `${platform.urlOf('reports')}/report/${BOOKING}`);
  await measure("Buyer's page in Arabic (server-rendered, right to left)", `${platform.urlOf('reports')}/report/${BOOKING}?lang=ar`);
  if (!process.env.SKIP_CONSOLE) await measure('Same report inside the console (client-rendered)', `${platform.urlOf('shell')}/report/${BOOKING}`);
} finally {
  await platform.close();
}
