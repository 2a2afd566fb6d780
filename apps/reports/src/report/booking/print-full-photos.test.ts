import { describe, expect, it, vi } from 'vitest';
import { printWithFullPhotos } from './print-full-photos';

describe("'Download PDF'", () => {
  it('asks every gallery thumbnail for the full photo, eagerly, then prints', async () => {
    document.body.innerHTML = `
      <a data-photo-viewer href="/full.webp"><img srcset="/thumbs/a.webp 400w, /a.webp 1600w" sizes="50vw" loading="lazy" src="/thumbs/a.webp"></a>
      <a data-photo-viewer href="/old.jpg"><img src="/old.jpg" loading="lazy"></a>`;
    const print = vi.fn();
    await printWithFullPhotos(document, print);
    const [thumb, old] = [...document.querySelectorAll('img')];
    expect([thumb.getAttribute('sizes'), thumb.getAttribute('loading')]).toEqual(['1600px', 'eager']);
    expect([old.getAttribute('sizes'), old.getAttribute('loading')]).toEqual([null, 'lazy']);
    expect(print).toHaveBeenCalledOnce();
  });
});
