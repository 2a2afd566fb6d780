// @vitest-environment node
// Signatures and photo marks on the buyer's page (docs/areas/reports.md#the-buyers-report): the signatures at the end with names and signing times in the business time zone,
// vector paths (crisp in print), and the inspector's marks drawn over the gallery and section photos.
import { describe, expect, it } from 'vitest';
import { parsePublicReport } from '@inspection/reports-model';
import { renderBuyerPage } from './render-buyer-page';

const arrow = { type: 'arrow', points: [{ x: 0.1, y: 0.2 }, { x: 0.5, y: 0.6 }], color: '#dc2626' };
const label = { type: 'text', points: [{ x: 0.6, y: 0.6 }], color: '#2563eb', text: 'Dent here' };
const report = parsePublicReport({
  id: 'r1', booking_id: 'b1', overall_score: 8,
  images: [{ title: 'Body Photos', urls: ['https://i/door.jpg', 'https://i/plain.jpg'] }],
  inspection_results: [{ id: 's', title: 'Exterior', images: [{ url: 'https://i/door.jpg', alt: 'Body Photos', annotations: [arrow, label] }, { url: 'https://i/plain.jpg' }] }],
  signatures: {
    inspector: { name: 'Omar Haddad', signed_at: '2026-11-25T10:05:00.000Z', path: 'M10 20 Q30 40 50 60 L70 80' },
    customer: { name: 'Sara Ali', signed_at: '2026-11-25T10:06:00.000Z', path: 'M100 100 L200 150' },
  },
})!;

describe("the buyer's page: signatures and photo marks", () => {
  const html = renderBuyerPage({ report, css: '' });

  it('ends with the signatures: names, roles and the signing time in Dubai, as vector paths', () => {
    const signatures = html.slice(html.indexOf('>Signatures<'));
    expect(html.indexOf('>Signatures<')).toBeGreaterThan(html.indexOf('>Disclaimer<'));
    expect(signatures).toContain('Omar Haddad');
    expect(signatures).toContain('Inspector');
    expect(signatures).toContain('Signed Nov 25, 2026 at 02:05 PM');
    expect(signatures).toContain('Sara Ali');
    expect(signatures).toContain('Signed Nov 25, 2026 at 02:06 PM');
    expect(signatures).toContain('<path d="M10 20 Q30 40 50 60 L70 80"');
    expect(signatures).toContain('viewBox="0 0 600 200"');
  });

  it('draws the marks over the annotated photo in the gallery and its section, and none on the others', () => {
    expect(html.match(/data-photo-marks=""/g)).toHaveLength(2);
    expect(html).toContain('x1="10%" y1="20%" x2="50%" y2="60%"');
  });

  it("sends each photo's marks once: drawn over the gallery's photo, its section's photo a <use> of them", () => {
    expect(html.match(/>Dent here<\/text>/g)).toHaveLength(1);
    const [, name] = /<g id="([^"]+)"><line data-mark="arrow"/.exec(html)!;
    expect(html.indexOf(`<use href="#${name}">`)).toBeGreaterThan(html.indexOf(`<g id="${name}">`));
    // The arrowheads once for the page, before the cards (a card off screen is not drawn: content-visibility).
    expect(html.match(/<marker /g)).toHaveLength(1);
    expect(html.indexOf('<marker ')).toBeLessThan(html.indexOf('data-photo-marks'));
    expect(html).toMatch(/<marker id="([^"]+)"[\s\S]*marker-end="url\(#\1\)"/);
  });

  it('leaves the signatures out of a report from before them', () => {
    expect(renderBuyerPage({ report: { ...report, signatures: null }, css: '' })).not.toContain('>Signatures<');
  });
});
