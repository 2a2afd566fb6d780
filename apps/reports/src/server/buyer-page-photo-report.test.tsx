// @vitest-environment node
// A report of 20 annotated photos on the buyer's page: each photo is shown twice (the gallery and its section), its
// marks are sent once, so the phone parses half the SVG before its first paint
// (docs/benchmarks/report.md#each-photos-marks-once). The marks as bench:report's ANNOTATED=1 draws them.
import { describe, expect, it } from 'vitest';
import { parsePublicReport } from '@inspection/reports-model';
import { buyerPageReport } from './buyer-page-report';
import { renderBuyerPage } from './render-buyer-page';

const PHOTOS = 20;
/** The document without its CSS, in bytes: 104,529 (English) when each photo's marks were drawn twice. */
const DOCUMENT_BYTES = 72_000;

function marks(i: number) {
  const pen = Array.from({ length: 40 }, (_, k) => ({ x: 0.1 + k * 0.01, y: 0.7 + Math.sin(k / 4) * 0.05 }));
  return [
    { type: 'arrow', points: [{ x: 0.2, y: 0.2 }, { x: 0.5, y: 0.45 }], color: '#dc2626' },
    { type: 'ellipse', points: [{ x: 0.45, y: 0.4 }, { x: 0.65, y: 0.6 }], color: '#facc15' },
    { type: 'freehand', points: pen, color: '#2563eb' },
    { type: 'text', points: [{ x: 0.15, y: 0.1 }], color: '#dc2626', text: `Scratch ${i + 1}` },
  ];
}

const backendUrl = 'http://localhost:54321';
const urls = Array.from({ length: PHOTOS }, (_, i) => `${backendUrl}/storage/v1/object/public/inspection-photos/b1/photo-${i + 1}-1a2b3c.webp`);
const report = parsePublicReport({
  id: 'r1', booking_id: 'b1', overall_score: 8,
  images: [{ title: 'Main Picture', urls: urls.slice(0, 1) }, { title: 'Exterior Photos', urls: urls.slice(1) }],
  inspection_results: [
    { id: 'm', title: 'Main Picture', images: urls.slice(0, 1).map((url) => ({ url, alt: 'Main Picture', annotations: marks(0) })) },
    { id: 'e', title: 'Exterior', images: urls.slice(1).map((url, i) => ({ url, alt: 'Exterior Photos', annotations: marks(i + 1) })) },
  ],
})!;

describe("the buyer's page of a report of 20 annotated photos", () => {
  it.each(['en', 'ar'] as const)("draws each photo's marks once and stays under the stated size (%s)", (language) => {
    const html = renderBuyerPage({ report: buyerPageReport(report, backendUrl), css: '', language });
    expect(html.match(/<svg data-photo-marks=""/g)).toHaveLength(2 * PHOTOS);
    for (let i = 1; i <= PHOTOS; i++) expect(html.match(new RegExp(`>Scratch ${i}</text>`, 'g'))).toHaveLength(1);
    expect(html.match(/data-mark="freehand"/g)).toHaveLength(PHOTOS);
    expect(html.match(/<use href="#/g)).toHaveLength(PHOTOS);
    console.info(`20-photo buyer page (${language}): ${Buffer.byteLength(html)} bytes without its CSS`);
    expect(Buffer.byteLength(html)).toBeLessThanOrEqual(DOCUMENT_BYTES);
  });
});
