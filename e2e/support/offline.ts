// The console's offline cache, as a journey needs it before it cuts the connection: the service worker controls the
// page and has warmed every file the inspection remote's manifest lists (its entry, its screens' chunks and their
// lazily loaded ones, such as the annotation editor). The page registers the worker after its first screen, so a
// journey that goes offline soon after a load waits for this rather than for a fixed time.
import { expect, type Page } from '@playwright/test';
import { ORIGINS } from './platform';

export async function waitForOfflineCache(page: Page, remote = ORIGINS.inspection): Promise<void> {
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker?.controller)), { timeout: 30_000 }).toBe(true);
  await expect
    .poll(
      () =>
        page.evaluate(async (manifestUrl) => {
          const manifest = (await (await fetch(manifestUrl, { cache: 'no-store' })).json()) as {
            metaData: { remoteEntry: { name: string } };
            exposes: { assets: Record<'js' | 'css', Record<'sync' | 'async', string[]>> }[];
          };
          const files = [manifest.metaData.remoteEntry.name];
          for (const expose of manifest.exposes) for (const kind of ['js', 'css'] as const) files.push(...expose.assets[kind].sync, ...expose.assets[kind].async);
          const cached = await Promise.all(files.map(async (file) => Boolean(await caches.match(new URL(file, manifestUrl).href))));
          return cached.filter((hit) => !hit).length;
        }, `${remote}/mf-manifest.json`),
      { timeout: 30_000, message: "files of the inspection remote not yet in the offline cache" },
    )
    .toBe(0);
}
