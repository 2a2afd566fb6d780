// A page load of the bookings All tab reads its first page once before the table shows: the shell's entry asks for it
// with the stored session and the route's loader and the dashboard join that read
// (docs/architecture/micro-frontends.md#the-early-read). The live channel's join reads it once more afterwards, by
// design (docs/architecture/realtime.md#the-live-console). With a stored session past its end nothing is read with
// the old token: the console refreshes it first.
import { expect, test, type Page } from '@playwright/test';
import { AUTH_STORAGE_KEY } from '@inspection/platform';
import { storeSession } from './support/platform';

/** Notes, in the page's clock, when the first booking row is put in the page. */
const ROW_PROBE = `new MutationObserver((_, observer) => {
  if (!document.querySelector('[data-testid="booking-row"]')) return;
  observer.disconnect();
  window.__rowAt = performance.now();
}).observe(document, { subtree: true, childList: true });`;

/** The first-page reads (list_bookings at offset 0) the page makes, with the token each was sent with. */
function recordFirstPageReads(page: Page) {
  const reads: { token: string; body: Record<string, unknown> }[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/rest/v1/rpc/list_bookings')) return;
    const body = request.postDataJSON() as Record<string, unknown>;
    if (body.p_offset === 0) reads.push({ token: request.headers().authorization ?? '', body });
  });
  return reads;
}

/** Waits for the table's first row; answers it and how many list_bookings reads began before it was put in the page. */
async function firstRowShown(page: Page) {
  const row = page.getByRole('table', { name: 'Bookings' }).getByTestId('booking-row').first();
  await expect(row).toBeVisible();
  const readsBefore = await page.evaluate(() => {
    const rowAt = (window as unknown as { __rowAt: number }).__rowAt;
    return performance.getEntriesByType('resource').filter((e) => e.name.includes('/rest/v1/rpc/list_bookings') && e.startTime <= rowAt).length;
  });
  return { row, readsBefore };
}

test('a page load of the All tab reads the first page once before the table shows, and shows its rows', async ({ page }) => {
  await storeSession(page);
  await page.addInitScript(ROW_PROBE);
  const reads = recordFirstPageReads(page);
  const answered = page.waitForResponse((response) => response.url().includes('/rest/v1/rpc/list_bookings'));
  await page.goto('/booking');
  const { rows } = (await (await answered).json()) as { rows: { customer_name: string }[] };
  const { row, readsBefore } = await firstRowShown(page);
  expect(readsBefore).toBe(1);
  expect(reads[0].body).toEqual({ p_search: '', p_inspector: '', p_offset: 0, p_limit: 100, p_sort: 'upcoming', p_descending: false });
  await expect(row).toContainText(rows[0].customer_name);
});

test('with a stored session past its end, the first page is read once before the table shows, never with the old token', async ({ page }) => {
  await storeSession(page);
  const stale = await page.evaluate((key) => {
    // A token of its own (a refresh within the same second could issue the very same one), past its end.
    const session = JSON.parse(localStorage.getItem(key)!) as { access_token: string; expires_at: number };
    const old = `${session.access_token.slice(0, -6)}STALE0`;
    localStorage.setItem(key, JSON.stringify({ ...session, access_token: old, expires_at: Math.floor(Date.now() / 1000) - 60 }));
    return old;
  }, AUTH_STORAGE_KEY);
  await page.addInitScript(ROW_PROBE);
  const reads = recordFirstPageReads(page);
  await page.goto('/booking');
  const { readsBefore } = await firstRowShown(page);
  expect(readsBefore).toBe(1);
  expect(reads.length).toBeGreaterThan(0);
  expect(reads.map((read) => read.token)).not.toContain(`Bearer ${stale}`);
});
