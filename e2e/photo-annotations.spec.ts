// Photo annotations (docs/areas/inspection.md#photo-annotations), as an inspector and a buyer do it: a photo taken, then annotated offline (an arrow and a label), the
// connection back (the marks reach the database with the answers), the inspection signed and submitted; the buyer's
// page draws the marks over the photo in the gallery and the lightbox, at tablet and phone width.
import { expect, test } from '@playwright/test';
import { field, fieldIds, newInspection, staffClient } from './support/inspection';
import { ORIGINS, storeSession } from './support/platform';
import { cameraPhoto, dragOn, signWithMouse } from './support/marks';
import { waitForOfflineCache } from './support/offline';

const SHOTS = 'e2e/screenshots';

test('a photo annotated offline reaches the buyer with its arrow and label', async ({ page, context, browser }) => {
  test.setTimeout(180_000);
  const db = await staffClient();
  const bookingId = await newInspection(db, { name: 'Annotation Customer', firstDay: 1400 });
  const ids = await fieldIds(db);
  await storeSession(page);
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto(`/performinspection/${bookingId}`);
  await expect(field(page, 'Customer Name')).toHaveValue('Annotation Customer');

  // The required answers, and the photo of the dented door as the Main Picture.
  await field(page, 'Mileage').fill('42000');
  const selects = page.locator('select[id^="answer-"]');
  for (let i = 0; i < (await selects.count()); i += 1) await selects.nth(i).selectOption({ index: 1 });
  await field(page, 'Repainted Panels').fill('None');
  await page.getByLabel('Add photos to Main Picture').setInputFiles(await cameraPhoto(page));
  await expect(page.getByRole('img', { name: 'Main Picture 1' })).toBeVisible();
  await expect(page.getByTestId('pending-count')).toHaveCount(0, { timeout: 40_000 });

  // Offline: the editor opens (its code from the offline cache), an arrow to the dent and a label; the marks wait on
  // the device.
  await waitForOfflineCache(page);
  await context.setOffline(true);
  await expect(page.getByText('Offline: changes are saved on this device')).toBeVisible();
  await page.getByRole('button', { name: 'Annotate Main Picture 1' }).click();
  const editor = page.getByRole('dialog', { name: 'Annotate Main Picture 1' });
  const stage = editor.getByRole('img', { name: 'Photo to annotate' });
  await expect(stage).toBeVisible();
  // The photo itself is there offline (the screen showed the full photo, so the browser has it).
  await expect.poll(() => editor.locator('img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await dragOn(page, stage, [0.3, 0.2], [0.52, 0.45]);
  await editor.getByRole('button', { name: 'Text' }).click();
  await editor.getByLabel('Label text').fill('Dent');
  await stage.click({ position: { x: 0.3 * (await stage.boundingBox())!.width, y: 0.12 * (await stage.boundingBox())!.height } });
  await expect(editor.locator('[data-mark="arrow"]')).toHaveCount(1);
  await expect(editor.locator('[data-mark="text"]')).toHaveText('Dent');
  await page.screenshot({ path: `${SHOTS}/annotation-editor-tablet.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  // At phone width the toolbar is two whole rows (the marks; colours, undo and redo), every button on screen.
  const toolbar = editor.getByRole('toolbar', { name: 'Annotation tools' });
  const rows = await toolbar.getByRole('group').evaluateAll((groups) => groups.map((group) => {
    const box = group.getBoundingClientRect();
    return { top: Math.round(box.top), left: box.left, right: box.right };
  }));
  expect(rows).toHaveLength(2);
  expect(rows[1].top).toBeGreaterThan(rows[0].top);
  for (const row of rows) expect(row.left >= 0 && row.right <= 390).toBe(true);
  const buttons = await toolbar.getByRole('button').evaluateAll((all) => all.map((b) => b.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right, height: r.height })));
  expect(buttons).toHaveLength(10);
  for (const b of buttons) expect(b.left >= 0 && b.right <= 390 && b.height >= 44).toBe(true);
  await page.screenshot({ path: `${SHOTS}/annotation-editor-phone.png` });
  await page.setViewportSize({ width: 768, height: 1024 });
  await editor.getByRole('button', { name: 'Done' }).click();
  const thumbnail = page.getByRole('list', { name: 'Main Picture photos' });
  await expect(thumbnail.locator('[data-mark="arrow"]')).toHaveCount(1);
  await expect(page.getByTestId('pending-count')).toHaveText('1 change waiting');
  await thumbnail.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/annotation-thumbnail-tablet.png` });

  // Back online: the marks reach the database in the answer's entry; the photo file is the one uploaded.
  await context.setOffline(false);
  await expect(page.getByTestId('pending-count')).toHaveCount(0, { timeout: 40_000 });
  const { data } = await db.from('inspection_data').select('data').eq('booking_id', bookingId).single();
  const main = (data!.data as Record<string, { value: string[]; annotations?: { type: string; text?: string; photo?: string }[] }>)[ids['Main Picture']];
  expect(main.annotations?.map((mark) => [mark.type, mark.text, mark.photo])).toEqual([
    ['arrow', undefined, main.value[0]],
    ['text', 'Dent', main.value[0]],
  ]);

  // Signed and submitted.
  await page.getByRole('button', { name: 'Save and Submit' }).click();
  const step = page.getByRole('dialog', { name: 'Sign and submit' });
  await signWithMouse(page, step.getByRole('img', { name: "Inspector's signature" }));
  await step.getByRole('checkbox', { name: "Add the customer's signature" }).check();
  await step.getByLabel("Customer's name").fill('Sara Ali');
  await signWithMouse(page, step.getByRole('img', { name: "Customer's signature" }));
  await page.screenshot({ path: `${SHOTS}/signature-step-tablet.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/signature-step-phone.png` });
  await step.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Inspection submitted successfully')).toBeVisible();

  // The buyer, anonymous: the marks over the photo in the gallery, in the lightbox, and both signatures.
  const buyer = await browser.newContext();
  const anonymous = await buyer.newPage();
  for (const [name, size] of [['tablet', { width: 768, height: 1024 }], ['phone', { width: 390, height: 844 }]] as const) {
    await anonymous.setViewportSize(size);
    await anonymous.goto(`${ORIGINS.reports}/report/${bookingId}`);
    const gallery = anonymous.getByRole('link', { name: 'Main Picture 1' }).first();
    await expect(gallery.locator('[data-mark="arrow"]')).toHaveCount(1);
    await expect(gallery.locator('[data-mark="text"]')).toHaveText('Dent');
    await gallery.scrollIntoViewIfNeeded();
    await anonymous.screenshot({ path: `${SHOTS}/annotated-report-${name}.png` });
    await gallery.click();
    const viewer = anonymous.getByRole('dialog', { name: 'Photo viewer' });
    await expect(viewer.locator('[data-mark="text"]')).toHaveText('Dent');
    // The photo is centred on the screen, clear of the close button.
    const photo = (await viewer.getByRole('img', { name: 'Inspection image, full size' }).boundingBox())!;
    expect(Math.abs(photo.x + photo.width / 2 - size.width / 2)).toBeLessThan(2);
    expect(Math.abs(photo.y + photo.height / 2 - size.height / 2)).toBeLessThan(40);
    await anonymous.screenshot({ path: `${SHOTS}/annotated-lightbox-${name}.png` });
    await anonymous.keyboard.press('Escape');
    await expect(anonymous.getByRole('img', { name: "Customer's signature: Sara Ali" })).toBeVisible();
    await anonymous.getByRole('heading', { name: 'Signatures' }).scrollIntoViewIfNeeded();
    await anonymous.screenshot({ path: `${SHOTS}/report-signatures-${name}.png` });
  }

  // The print: the marks are drawn over the photo (visible in print media) and reach page.pdf() as vectors: the label
  // as text, the arrow as strokes in its colour, which the same PDF without the marks' overlay does not have.
  await anonymous.emulateMedia({ media: 'print' });
  const printed = anonymous.getByRole('link', { name: 'Main Picture 1' }).first();
  await expect(printed.locator('[data-photo-marks]')).toBeVisible();
  await expect(printed.locator('[data-mark="arrow"]')).toBeVisible();
  const arrowColor = main.annotations!.find((mark) => mark.type === 'arrow')! as unknown as { color: string };
  const withMarks = await pdfMarks(await anonymous.pdf({ format: 'A4', printBackground: true }), arrowColor.color);
  await anonymous.evaluate(() => document.querySelectorAll('[data-photo-marks]').forEach((marks) => marks.remove()));
  const withoutMarks = await pdfMarks(await anonymous.pdf({ format: 'A4', printBackground: true }), arrowColor.color);
  expect(withMarks.text).toContain('Dent');
  expect(withoutMarks.text).not.toContain('Dent');
  expect(withMarks.strokes).toBeGreaterThan(withoutMarks.strokes);
  await buyer.close();
});

/** The PDF's text, and how many paths it strokes in the given colour (#rrggbb). */
async function pdfMarks(pdf: Buffer, color: string): Promise<{ text: string; strokes: number }> {
  // pdf.js reads content streams with ArrayBuffer#transferToFixedLength, which Node 20 lacks.
  const buffers = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: (length?: number) => ArrayBuffer };
  buffers.transferToFixedLength ??= function (this: ArrayBuffer, length = this.byteLength) {
    const copy = new ArrayBuffer(length);
    new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
    return copy;
  };
  const { extractText, getDocumentProxy, getResolvedPDFJS } = await import('unpdf');
  const { OPS } = await getResolvedPDFJS();
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  let strokes = 0;
  for (let number = 1; number <= document.numPages; number++) {
    const { fnArray, argsArray } = await (await document.getPage(number)).getOperatorList();
    let current = '';
    fnArray.forEach((fn, i) => {
      if (fn === OPS.setStrokeRGBColor) current = String(argsArray[i]?.[0] ?? '').toLowerCase();
      // A path operation whose drawing strokes (pdf.js folds the paint operator into constructPath's arguments).
      if ((fn === OPS.stroke || fn === OPS.closeStroke || fn === OPS.constructPath) && current === color.toLowerCase()) strokes++;
    });
  }
  return { text, strokes };
}
