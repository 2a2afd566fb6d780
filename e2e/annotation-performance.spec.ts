// The annotation editor's performance aim (docs/areas/inspection.md#photo-annotations): on a 1600 px photo with the CPU slowed 4x (CDP), a pen
// stroke follows the pointer within one frame: p95 of the handling of a pointermove (the live stroke updated in the
// DOM) under 16 ms. Prints the figures, with the time from each event's timestamp too.
import { expect, test } from '@playwright/test';
import { median, percentiles } from '@inspection/shared-domain';
import { newInspection, staffClient } from './support/inspection';
import { storeSession } from './support/platform';
import { cameraPhoto } from './support/marks';

test('a pen stroke follows the pointer within a frame with 4x CPU throttling', async ({ page }) => {
  test.setTimeout(120_000);
  const bookingId = await newInspection(await staffClient(), { name: 'Pen Speed Customer', firstDay: 1600 });
  await storeSession(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`/performinspection/${bookingId}`);
  await page.getByLabel('Add photos to Main Picture').setInputFiles(await cameraPhoto(page));
  await page.getByRole('button', { name: 'Annotate Main Picture 1' }).click();
  const stage = page.getByRole('dialog', { name: 'Annotate Main Picture 1' }).getByRole('img', { name: 'Photo to annotate' });
  await expect(stage).toBeVisible();
  expect(await page.getByRole('dialog').locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  await page.getByRole('button', { name: 'Pen' }).click();

  // Time of each pointermove from its timestamp to the end of its dispatch (React's handler included).
  await page.evaluate(() => {
    const samples: number[] = [];
    const handling: number[] = [];
    let start = 0;
    Object.assign(window, { penSamples: samples, penHandling: handling });
    window.addEventListener('pointermove', () => (start = performance.now()), { capture: true });
    document.addEventListener('pointermove', (event) => {
      samples.push(performance.now() - event.timeStamp);
      handling.push(performance.now() - start);
    });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const box = (await stage.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 20);
  await page.mouse.down();
  // 160 moves: enough for a p95 (each move is a round trip to the page, the slowest part of this journey).
  for (let i = 0; i < 160; i++) {
    const t = i / 160;
    await page.mouse.move(box.x + 20 + t * (box.width - 40), box.y + box.height / 2 + Math.sin(t * 20) * box.height * 0.3);
  }
  await page.mouse.up();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  const { samples, handling } = await page.evaluate(() => {
    const w = window as unknown as { penSamples: number[]; penHandling: number[] };
    return { samples: w.penSamples, handling: w.penHandling };
  });
  console.log(
    `pen pointermove (4x CPU, 1600 px photo): ${samples.length} moves; from the event's timestamp: median ${median(samples).toFixed(2)} ms, ` +
      `p95 ${percentiles(samples).p95.toFixed(2)} ms, max ${Math.max(...samples).toFixed(2)} ms; handling alone: median ${median(handling).toFixed(2)} ms, ` +
      `p95 ${percentiles(handling).p95.toFixed(2)} ms`,
  );
  await expect(page.getByRole('dialog').locator('[data-mark="freehand"]')).toHaveCount(1);
  expect(samples.length).toBeGreaterThan(130);
  // The aim: the work per pointer move fits in a frame. (From the event's timestamp adds Chromium's alignment of
  // pointer moves to the next frame and whatever else the two shared cores run; printed above, not asserted.)
  expect(percentiles(handling).p95).toBeLessThan(16);
});
