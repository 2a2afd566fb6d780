// Drawing as a person does it, with the mouse: a signature on the pad, marks on a photo; and a camera photo big
// enough to annotate (1600 x 1200, made by the browser's canvas).
import { expect, type Locator, type Page } from '@playwright/test';

/** A looping signature drawn with the mouse across the pad, in several moves per stroke. */
export async function signWithMouse(page: Page, pad: Locator) {
  const box = (await pad.boundingBox())!;
  const at = (x: number, y: number) => [box.x + x * box.width, box.y + y * box.height] as const;
  const strokes: [number, number][][] = [
    [[0.1, 0.7], [0.15, 0.3], [0.2, 0.6], [0.28, 0.25], [0.35, 0.7], [0.45, 0.4], [0.55, 0.65]],
    [[0.6, 0.3], [0.7, 0.7], [0.8, 0.35], [0.9, 0.6]],
  ];
  for (const stroke of strokes) {
    await page.mouse.move(...at(...stroke[0]));
    await page.mouse.down();
    for (const point of stroke.slice(1)) await page.mouse.move(...at(...point), { steps: 4 });
    await page.mouse.up();
  }
  await expect(pad.locator('path[data-strokes]')).toHaveAttribute('data-strokes', String(strokes.length));
}

/** A drag with the mouse on an element, from and to points relative to it (0 to 1). */
export async function dragOn(page: Page, target: Locator, from: [number, number], to: [number, number]) {
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + from[0] * box.width, box.y + from[1] * box.height);
  await page.mouse.down();
  await page.mouse.move(box.x + to[0] * box.width, box.y + to[1] * box.height, { steps: 8 });
  await page.mouse.up();
}

/** A 1600 x 1200 JPEG of a grey car door with a dent, drawn by the page's canvas. */
export async function cameraPhoto(page: Page, name = 'door.jpg') {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1200;
    const g = canvas.getContext('2d')!;
    const sky = g.createLinearGradient(0, 0, 0, 1200);
    sky.addColorStop(0, '#94a3b8');
    sky.addColorStop(1, '#334155');
    g.fillStyle = sky;
    g.fillRect(0, 0, 1600, 1200);
    g.fillStyle = '#cbd5e1';
    g.fillRect(200, 300, 1200, 600);
    g.fillStyle = '#64748b';
    g.beginPath();
    g.ellipse(900, 600, 120, 70, 0, 0, Math.PI * 2);
    g.fill();
    return canvas.toDataURL('image/jpeg', 0.85).split(',')[1];
  });
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}
