// The buyer's page's only script, inlined at the end of the body so it runs after the report is on screen:
// photo links open in a <dialog> (closed by its button, a click outside the picture or Escape) rather than
// leaving the page, and 'Download PDF' prints the page with the photos at full size. Without script the links open
// the picture itself. Its labels come in the page's language.
import { PRINT_FULL_PHOTOS_JS } from '../report/booking/print-full-photos';

export interface PhotoViewerLabels {
  label: string;
  close: string;
  image: string;
}

// A label inside the script's HTML string: no quote, angle bracket or backslash can end the string or the markup.
const safe = (text: string) => text.replace(/['"<>\\&]/g, '');

export const photoViewerScript = ({ label, close, image }: PhotoViewerLabels) => `(() => {
  const dialog = document.createElement('dialog');
  dialog.className = 'photo-viewer';
  dialog.setAttribute('aria-label', '${safe(label)}');
  dialog.innerHTML = '<form method="dialog"><button class="photo-viewer-close" aria-label="${safe(close)}">\\u00d7</button></form><span class="photo-viewer-photo"><img alt="${safe(image)}"></span>';
  document.body.append(dialog);
  const img = dialog.querySelector('img');
  const photo = img.parentElement;
  const clearMarks = () => photo.querySelectorAll('svg').forEach((svg) => svg.remove());
  dialog.addEventListener('click', (event) => { if (event.target === dialog) dialog.close(); });
  dialog.addEventListener('close', () => { img.removeAttribute('src'); clearMarks(); });
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target && target.closest('a[data-photo-viewer]');
    if (link && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
      event.preventDefault();
      img.src = link.getAttribute('href');
      clearMarks();
      // The photo's marks: the thumbnail's own SVG (or the one it draws by reference: photo-marks-once.tsx),
      // unnamed, drawn larger over the full picture.
      let marks = link.querySelector('svg[data-photo-marks]');
      const use = marks && marks.querySelector('use');
      if (use) marks = document.getElementById(use.getAttribute('href').slice(1)).closest('svg');
      if (marks) {
        const copy = marks.cloneNode(true);
        copy.querySelectorAll('[id]').forEach((named) => named.removeAttribute('id'));
        copy.querySelectorAll('[stroke-width]').forEach((shape) => { if (shape.tagName !== 'text') shape.setAttribute('stroke-width', '4'); });
        photo.append(copy);
      }
      dialog.showModal();
    }
    if (target && target.closest('[data-print-report]')) ${PRINT_FULL_PHOTOS_JS};
  });
})();`;

export const PHOTO_VIEWER_CSS = `.photo-viewer{margin:auto;border:0;padding:0;background:transparent;max-width:calc(100vw - 2rem);max-height:calc(100vh - 2rem);overflow:visible}
.photo-viewer::backdrop{background:rgb(0 0 0/.85)}
.photo-viewer img{display:block;max-width:calc(100vw - 2rem);max-height:calc(100vh - 4rem);border-radius:.5rem;object-fit:contain}
.photo-viewer-photo{position:relative;display:inline-block}
.photo-viewer-photo svg{position:absolute;inset:0;width:100%;height:100%;overflow:visible;pointer-events:none}
.photo-viewer-close{position:fixed;top:1rem;inset-inline-end:1rem;width:2.5rem;height:2.5rem;border-radius:9999px;border:0;background:#fffe;font-size:1.5rem;cursor:pointer}`;
