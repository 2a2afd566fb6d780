// The buyer's page as rendered from one report, business, language, time zone and year, kept for its next view: a
// report is opened again and again (the buyer, whoever they pass it to), and rendering it (React, then the CSS cut)
// is most of the server's own time on a report of many photos (docs/benchmarks/report.md). The key is a hash of
// everything the page is rendered from, so a changed report, profile or language renders anew; the database is
// still asked on every request, so a link switched off or expired is never answered from here. At most `limit`
// pages, the one least recently shown dropped first.
import { createHash } from 'node:crypto';

export interface RenderedPage {
  head: string;
  body: string;
}

export function renderedPageCache(limit = 32) {
  const pages = new Map<string, RenderedPage>();
  return async (inputs: unknown, render: () => Promise<RenderedPage>): Promise<RenderedPage> => {
    const key = createHash('sha256').update(JSON.stringify(inputs)).digest('base64');
    const kept = pages.get(key);
    if (kept) {
      pages.delete(key);
      pages.set(key, kept);
      return kept;
    }
    const page = await render();
    pages.set(key, page);
    if (pages.size > limit) pages.delete(pages.keys().next().value!);
    return page;
  };
}
