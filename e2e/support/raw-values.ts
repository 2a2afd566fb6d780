// Data written for people (docs/areas/platform.md#data-written-for-people): no screen shows a raw ISO date or timestamp, an id, a snake_case name, `null`,
// `undefined`, `NaN` or `[object Object]`.
import { expect, type Page } from '@playwright/test';

const RAW: [string, RegExp][] = [
  ['an ISO date', /\b\d{4}-\d{2}-\d{2}\b/],
  ['an id', /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i],
  ['a snake_case name', /\b[a-z]+_[a-z0-9_]+\b/],
  ['a missing value', /\b(null|undefined|NaN)\b|\[object Object\]/],
];

/** The developer tooling pages (docs/areas/tooling.md) show part ids by design. */
const DEVELOPER_TOOLING = new Set(['svg json builder', 'parts preview', 'marked parts overlay']);

/** What people read on the page: its visible text and the values of its text fields; not code (the webhook page
 * shows the raw JSON response: docs/areas/reports.md#webhook-page). */
async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    let text = document.body.innerText;
    for (const code of document.querySelectorAll<HTMLElement>('pre, code')) text = text.replace(code.innerText, '');
    const fields = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[type=text], input:not([type]), textarea')]
      .filter((field) => field.offsetParent !== null)
      .map((field) => field.value);
    return [text, ...fields].join('\n');
  });
}

function rawValuesIn(text: string): string[] {
  return RAW.flatMap(([what, pattern]) => {
    const found = text.match(new RegExp(pattern.source, `${pattern.flags}g`));
    return found ? [`${what}: ${[...new Set(found)].slice(0, 5).join(', ')}`] : [];
  });
}

/** A soft expectation, so one pass over every screen lists every finding. */
export async function expectNoRawValues(page: Page, screen: string) {
  if (DEVELOPER_TOOLING.has(screen)) return;
  expect.soft(rawValuesIn(await readableText(page)), `raw values on ${screen}`).toEqual([]);
}
