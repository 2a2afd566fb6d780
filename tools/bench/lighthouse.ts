// Lighthouse 12 with its mobile preset (simulated slow 4G, 4x CPU slowdown), shared by bench:report and
// bench:book: one audit per fresh headless Chromium, the median of RUNS runs, printed on one line.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { median } from '@inspection/shared-domain';

export const RUNS = Number(process.env.RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  fcp: number;
  cls: number;
  bytes: number;
  /** The document's server response time as Lighthouse observed it (server-response-time), ms. */
  server: number;
}

/** One Lighthouse audit of `url` in a fresh headless Chromium. */
export async function audit(url: string): Promise<Figures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const audits = result!.lhr.audits;
    if (process.env.DETAILS) {
      // The LCP element and its phases, the render-blocking requests, the largest transfers and the main thread's work.
      const show = (id: string) => console.log(id, JSON.stringify(audits[id]?.details, null, 1)?.slice(0, 3000));
      ['largest-contentful-paint-element', 'render-blocking-resources', 'network-requests', 'mainthread-work-breakdown', 'long-tasks'].forEach(show);
    }
    return {
      score: Math.round((result!.lhr.categories.performance.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint'].numericValue ?? NaN,
      tbt: audits['total-blocking-time'].numericValue ?? NaN,
      fcp: audits['first-contentful-paint'].numericValue ?? NaN,
      cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
      bytes: audits['total-byte-weight'].numericValue ?? NaN,
      server: audits['server-response-time'].numericValue ?? NaN,
    };
  } finally {
    chrome.kill();
  }
}


/** Audits `url` RUNS times and prints each run and the medians; answers the medians. */
export async function measureLighthouse(label: string, url: string): Promise<Figures> {
  const runs: Figures[] = [];
  for (let run = 0; run < RUNS; run++) {
    const figures = await audit(url);
    runs.push(figures);
    console.log(
      `  ${label} run ${run + 1}: score ${figures.score}, LCP ${(figures.lcp / 1000).toFixed(2)} s, TBT ${Math.round(figures.tbt)} ms, ` +
        `CLS ${figures.cls.toFixed(3)}, ${(figures.bytes / 1024).toFixed(1)} KiB, server ${Math.round(figures.server)} ms`,
    );
  }
  const pick = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
  const medians: Figures = { score: pick('score'), lcp: pick('lcp'), tbt: pick('tbt'), fcp: pick('fcp'), cls: pick('cls'), bytes: pick('bytes'), server: pick('server') };
  console.log(
    `${label} (median of ${RUNS}): performance ${medians.score}, LCP ${(medians.lcp / 1000).toFixed(2)} s, ` +
      `FCP ${(medians.fcp / 1000).toFixed(2)} s, TBT ${Math.round(medians.tbt)} ms, CLS ${medians.cls.toFixed(3)}, ` +
      `${(medians.bytes / 1024).toFixed(1)} KiB transferred, server response ${Math.round(medians.server)} ms\n  ${url}`,
  );
  return medians;
}
