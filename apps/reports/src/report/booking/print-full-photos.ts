// 'Download PDF' prints the page with every photo at full size: the galleries show 400 px thumbnails (srcset), so
// each is told its cell is 1600 px wide, loaded eagerly, and the print waits for them (at most 10 s). The buyer's
// server-rendered page does the same in its inline script (PRINT_FULL_PHOTOS_JS). A print started from the browser's
// menu prints the thumbnails (400 px: about 220 dpi in a print cell).
export const FULL_PHOTO_SIZES = '1600px';
const PRINT_WAIT_MS = 10_000;

export async function printWithFullPhotos(doc: Document = document, print: () => void = () => window.print()): Promise<void> {
  const photos = [...doc.querySelectorAll<HTMLImageElement>('a[data-photo-viewer] img[srcset]')];
  for (const img of photos) {
    img.setAttribute('loading', 'eager');
    img.setAttribute('sizes', FULL_PHOTO_SIZES);
  }
  await Promise.race([
    Promise.all(photos.map((img) => (typeof img.decode === 'function' ? img.decode().catch(() => undefined) : undefined))),
    new Promise((resolve) => setTimeout(resolve, PRINT_WAIT_MS)),
  ]);
  print();
}

/** The same, as the buyer's page's inline script runs it. */
export const PRINT_FULL_PHOTOS_JS = `(() => {
    const photos = [...document.querySelectorAll('a[data-photo-viewer] img[srcset]')];
    photos.forEach((img) => { img.setAttribute('loading', 'eager'); img.setAttribute('sizes', '${FULL_PHOTO_SIZES}'); });
    Promise.race([Promise.all(photos.map((img) => img.decode().catch(() => undefined))), new Promise((r) => setTimeout(r, ${PRINT_WAIT_MS}))]).then(() => window.print());
  })()`;
