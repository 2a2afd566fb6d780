// One sidebar click to a remote not loaded yet, timed in the page from the click event to the frame in which the
// remote's screen has replaced the previous one, with what the page downloaded meanwhile: every resource that started
// after the pointer reached the entry (the hover preload starts there) and before the screen showed, its
// bytes on the wire (gzip, as our servers send) from the browser's network log (or the file's gzip size when the
// service worker fetched it), the requests to the backend, and the
// main thread's long tasks in the same span (docs/benchmarks/web.md#where-the-time-goes).
import { gzipSync } from 'node:zlib';
import type { CDPSession, Page } from '@playwright/test';
import type { TraceSummary } from './trace-summary';

export interface Download {
  url: string;
  /** Milliseconds after the click event (negative: the hover preload started it). */
  start: number;
  end: number;
  bytes: number;
}

export interface SwitchResult {
  ms: number;
  downloads: Download[];
  backendRequests: number;
  /** Sum of the main thread's long tasks (>= 50 ms) between the click and the screen. */
  longTaskMs: number;
  /** TRACE=1: the main thread's time by kind (trace-summary.ts). */
  trace?: TraceSummary;
}

const gzipSizes = new Map<string, Promise<number>>();
/**
 * A file the service worker answered has no bytes in the page's network log (the worker fetched it): its gzip size,
 * as our static servers send it, fetched once here.
 */
const gzipSizeOf = (url: string) => {
  if (!gzipSizes.has(url)) gzipSizes.set(url, fetch(url).then(async (response) => gzipSync(Buffer.from(await response.arrayBuffer())).length, () => 0));
  return gzipSizes.get(url)!;
};

/** Network log of a page (CDP): bytes on the wire per finished request, most recent last. */
export async function networkLog(page: Page) {
  const session: CDPSession = await page.context().newCDPSession(page);
  const urls = new Map<string, string>();
  const finished: { url: string; bytes: number }[] = [];
  session.on('Network.responseReceived', (event) => urls.set(event.requestId, event.response.url));
  session.on('Network.loadingFinished', (event) => {
    const url = urls.get(event.requestId);
    if (url) finished.push({ url, bytes: event.encodedDataLength });
  });
  await session.send('Network.enable');
  return {
    bytesOf(url: string): number {
      for (let i = finished.length - 1; i >= 0; i -= 1) if (finished[i].url === url) return finished[i].bytes;
      return 0;
    },
  };
}

/** Before the first script: a resource timing buffer that holds a whole session, and a long-task log. */
export const PAGE_SETUP = () => {
  performance.setResourceTimingBufferSize(10_000);
  const w = window as Window & { __benchLongTasks?: PerformanceEntry[] };
  w.__benchLongTasks = [];
  try {
    new PerformanceObserver((list) => w.__benchLongTasks!.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long-task timing in this browser: the sum reads 0.
  }
};

export async function remoteSwitch(
  page: Page,
  network: Awaited<ReturnType<typeof networkLog>>,
  backendUrl: string,
  { label, module, hover }: { label: string; module: string; hover: boolean },
): Promise<SwitchResult> {
  const heading = page.getByRole('main').getByRole('heading').first();
  const previous = (await heading.textContent()) ?? '';
  await page.evaluate(() => {
    const w = window as Window & { __benchClickAt?: number; __benchIntentAt?: number };
    w.__benchClickAt = undefined;
    w.__benchIntentAt = performance.now();
    document.addEventListener('click', (event) => (w.__benchClickAt = event.timeStamp), { capture: true, once: true });
  });
  const link = page.getByRole('complementary', { name: 'Admin Panel' }).getByRole('link', { name: label });
  // A real pointer passes over the entry first, which starts the hover preload; a scripted click does not.
  if (hover) await link.click();
  else await link.evaluate((element: HTMLElement) => element.click());
  const handle = await page.waitForFunction(
    ({ module, previous }) => {
      const loaded = performance.getEntriesByType('resource').some((entry) => entry.name.includes(`__federation_expose_${module}`));
      const main = document.querySelector('main');
      const spinner = main?.querySelector('[aria-label="Loading module"]');
      const title = main?.querySelector('h1, h2')?.textContent ?? '';
      const clickAt = (window as Window & { __benchClickAt?: number }).__benchClickAt;
      return loaded && !spinner && title !== '' && title !== previous && clickAt !== undefined && performance.now();
    },
    { module, previous },
    { polling: 'raf' },
  );
  const shownAt = (await handle.jsonValue()) as number;
  const seen = await page.evaluate((shownAt) => {
    const w = window as unknown as Window & { __benchClickAt: number; __benchIntentAt: number; __benchLongTasks?: PerformanceEntry[] };
    const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.startTime >= w.__benchIntentAt && entry.startTime <= shownAt)
      .map((entry) => ({ url: entry.name, start: entry.startTime - w.__benchClickAt, end: entry.responseEnd - w.__benchClickAt }));
    const longTaskMs = (w.__benchLongTasks ?? [])
      .filter((task) => task.startTime + task.duration >= w.__benchClickAt && task.startTime <= shownAt)
      .reduce((sum, task) => sum + task.duration, 0);
    return { ms: shownAt - w.__benchClickAt, resources, longTaskMs };
  }, shownAt);
  const downloads = await Promise.all(
    seen.resources.map(async (entry) => ({ ...entry, bytes: network.bytesOf(entry.url) || (entry.url.startsWith(backendUrl) ? 0 : await gzipSizeOf(entry.url)) })),
  );
  return {
    ms: seen.ms,
    downloads,
    backendRequests: downloads.filter((entry) => entry.url.startsWith(backendUrl)).length,
    longTaskMs: seen.longTaskMs,
  };
}
