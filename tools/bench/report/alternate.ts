// Lighthouse on two or more pages run by run (a, b, a, b... the order turned every run), so each page meets the
// same load; each run printed, then each page's medians (tools/bench/lighthouse.ts).
import { median } from '@inspection/shared-domain';
import { audit, RUNS, type Figures } from '../lighthouse';

const line = (figures: Figures) =>
  `score ${figures.score}, LCP ${(figures.lcp / 1000).toFixed(2)} s, FCP ${(figures.fcp / 1000).toFixed(2)} s, TBT ${Math.round(figures.tbt)} ms, ` +
  `CLS ${figures.cls.toFixed(3)}, ${(figures.bytes / 1024).toFixed(1)} KiB, server ${Math.round(figures.server)} ms`;

export async function measureAlternating(label: string, pages: { name: string; url: string }[]): Promise<void> {
  const runs = pages.map(() => [] as Figures[]);
  for (let run = 0; run < RUNS; run++) {
    const order = pages.map((_, i) => i);
    if (run % 2) order.reverse();
    for (const i of order) {
      const figures = await audit(pages[i].url);
      runs[i].push(figures);
      console.log(`  ${label}, ${pages[i].name}, run ${run + 1}: ${line(figures)}`);
    }
  }
  for (const [i, page] of pages.entries()) {
    const pick = (key: keyof Figures) => median(runs[i].map((figures) => figures[key]));
    const medians = Object.fromEntries((Object.keys(runs[i][0]) as (keyof Figures)[]).map((key) => [key, pick(key)])) as unknown as Figures;
    console.log(`${label}, ${page.name} (median of ${RUNS}): ${line(medians)}\n  ${page.url}`);
  }
}
