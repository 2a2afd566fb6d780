// What the accessibility sweep (e2e/accessibility.spec.ts) measures on a screen as it stands, each returning the
// offending elements in words (empty when the screen passes): docs/architecture/accessibility.md#the-sweep.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type * as Axe from 'axe-core';

// The axe-core that @axe-core/playwright itself depends on (the package's dependency, not ours).
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const axeSource = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Axe (WCAG 2.0 A/AA and 2.1 AA): the serious and critical findings, each with up to 5 of its nodes. The same rules as
 * `@axe-core/playwright`'s `withTags`, but axe is put in the page once per document and run there: AxeBuilder injects
 * it and opens a page of its own to finish every run, which took three quarters of the sweep's time (48 s of axe calls
 * for 10 s of axe's own work over the 35 views of one width).
 */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof Axe }).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] }, resultTypes: ['violations'] });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id} (${violation.impact}, ${violation.nodes.length} nodes) ${violation.nodes.slice(0, 5).map((node) => node.target.join(' ')).join(', ')}`);
  });
}

/** Controls smaller than `min` x `min` px (links inside running text are exempt, as WCAG 2.5.5 and 2.5.8 allow). */
export async function smallTargets(page: Page, min: number): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = 'button, a[href], input:not([type=hidden]), select, textarea, [role=tab], [role=checkbox], [role=switch], [role=radio], summary';
    return [...document.querySelectorAll<HTMLElement>(selector)].flatMap((element) => {
      const box = element.getBoundingClientRect();
      if (!box.width || !box.height || getComputedStyle(element).visibility === 'hidden') return [];
      // Visually hidden (the skip link until focused, a file input behind its button): nothing to aim at.
      if (box.width <= 1 && box.height <= 1) return [];
      // A link in a line of text (a paragraph, a map's attribution): its size is the line's, as WCAG 2.5.8 allows.
      const inText = [...(element.parentElement?.childNodes ?? [])].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
      if (element.tagName === 'A' && (inText || element.closest('p, li > span'))) return [];
      // A checkbox or radio inside its label counts the label's box.
      const target = element.matches('input[type=checkbox], input[type=radio]') ? (element.closest('label') ?? element) : element;
      const area = target.getBoundingClientRect();
      if (Math.round(area.height) >= min && Math.round(area.width) >= min) return [];
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('name') ?? '').trim().slice(0, 40);
      return [`${element.tagName.toLowerCase()} "${name}" ${Math.round(area.width)}x${Math.round(area.height)}`];
    });
  }, min);
}

/** Text fields, selects and text areas with text under 16 px: iOS zooms the page when one takes focus. */
export async function smallInputText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('input, select, textarea')].flatMap((element) => {
      if (element.matches('[type=checkbox], [type=radio], [type=range], [type=file], [type=color], [type=hidden]')) return [];
      if (!element.getClientRects().length) return [];
      const size = parseFloat(getComputedStyle(element).fontSize);
      const name = element.getAttribute('aria-label') || element.id || element.getAttribute('name') || '';
      return size >= 16 ? [] : [`${element.tagName.toLowerCase()} "${name}" ${size}px`];
    }),
  );
}

/**
 * Tables wider than their box: a table (or an element with the table or grid role) measured against the nearest
 * ancestor that scrolls or clips sideways (else its parent), and a table that scrolls its own rows sideways. Either
 * way some columns are reached only by scrolling sideways. Also the page itself when it is wider than the window.
 */
export async function widerThanTheirBox(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = [...document.querySelectorAll<HTMLElement>('table, [role=table], [role=grid]')].flatMap((table) => {
      if (!table.getClientRects().length) return [];
      const name = (table.getAttribute('aria-label') ?? table.querySelector('caption, th, [role=columnheader]')?.textContent ?? table.tagName).trim().slice(0, 40);
      const own = getComputedStyle(table).overflowX;
      if (own !== 'visible' && table.scrollWidth > table.clientWidth + 1) {
        return [`table "${name}" scrolls sideways: ${table.scrollWidth} px of rows in ${table.clientWidth} px`];
      }
      let box = table.parentElement!;
      for (let element = table.parentElement; element && element !== document.body; element = element.parentElement) {
        if (getComputedStyle(element).overflowX !== 'visible') {
          box = element;
          break;
        }
      }
      const width = Math.max(table.scrollWidth, table.getBoundingClientRect().width);
      return width > box.clientWidth + 1 ? [`table "${name}" ${Math.round(width)} px in a box of ${box.clientWidth} px`] : [];
    });
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) found.push(`the page is ${root.scrollWidth} px wide in a window of ${root.clientWidth} px`);
    return found;
  });
}

/** The text of the first element the Tab key reaches (document order, visible, not disabled, tabIndex >= 0). */
export async function firstTabStop(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const candidates = document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]');
    const stop = [...candidates].find((element) => element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled && element.getClientRects().length > 0);
    return stop?.textContent?.trim();
  });
}
