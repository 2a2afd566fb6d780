// Photo annotations and signatures in the buyer's copy (docs/areas/reports.md#what-the-buyers-copy-withholds).
import { describe, expect, it } from 'vitest';
import { parsePublicReport } from './public-report';

const arrow = { type: 'arrow', points: [{ x: 0.1, y: 0.2 }, { x: 0.5, y: 0.6 }], color: '#dc2626' };
const label = { type: 'text', points: [{ x: 0.4, y: 0.4 }], color: '#2563eb', text: 'Dent', photo: 'https://i/2.jpg' };
const inspector = { name: 'Omar Haddad', signed_at: '2026-11-25T10:00:00.000Z', path: 'M 1 2 L 3 4' };

describe('parsePublicReport: marks and signatures', () => {
  it("keeps a photo's well-formed marks and leaves photos without marks as they were", () => {
    const report = parsePublicReport({
      inspection_results: [{
        id: 's', title: 'Exterior',
        images: [{ url: 'https://i/1.jpg', annotations: [arrow, { type: 'blob' }] }, { url: 'https://i/3.jpg' }],
        fields: [{ title: 'Door', type: 'image', value: ['https://i/1.jpg', 'https://i/2.jpg'], annotations: [arrow, label] }],
      }],
    })!;
    expect(report.sections[0].images).toEqual([
      { url: 'https://i/1.jpg', annotations: [arrow] },
      { url: 'https://i/3.jpg' },
      { url: 'https://i/1.jpg', alt: 'Door', annotations: [arrow] },
      { url: 'https://i/2.jpg', alt: 'Door', annotations: [label] },
    ]);
  });

  it('reads the signatures, and none for older reports', () => {
    expect(parsePublicReport({ signatures: { inspector, customer: null } })!.signatures).toEqual({ inspector, customer: null });
    expect(parsePublicReport({})!.signatures).toBeNull();
  });
});

describe('marksByPhoto', () => {
  it("finds a gallery photo's marks in the sections", async () => {
    const { marksByPhoto } = await import('./report-marks');
    const report = parsePublicReport({ inspection_results: [{ id: 's', title: 'E', images: [{ url: 'https://i/1.jpg', annotations: [arrow] }, { url: 'https://i/2.jpg' }] }] })!;
    expect([...marksByPhoto(report)]).toEqual([['https://i/1.jpg', [arrow]]]);
  });
});
