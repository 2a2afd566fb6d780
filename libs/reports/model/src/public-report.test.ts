import { describe, expect, it } from 'vitest';
import { mainPictureUrl, parsePublicReport } from './public-report';
import { isUuid } from '@inspection/shared-domain';

describe('parsePublicReport', () => {
  it('normalises the RPC JSON', () => {
    const report = parsePublicReport({
      id: 'r1',
      booking_id: 'b1',
      overall_score: '8.5',
      images: [{ title: 'Interior', urls: ['https://i/1.jpg'] }, { title: 'Main Picture', urls: ['https://i/main.jpg', 7] }],
      vehicle_info: {
        brand: 'Toyota', model: 'Camry', year: 2020,
        f1: { title: 'VIN', value: 'ABC', type: 'text' },
        f2: { title: 'Photo', value: ['https://i/x.jpg'], type: 'image' },
        f3: { title: 'Colour', value: '', type: 'dropdown' },
      },
      inspection_results: [{ id: 's1', title: 'Engine', rating: 9, fields: [{ title: 'Oil', value: 'good' }], images: [{ url: 'https://i/e.jpg', isIssue: true, issueNote: 'Leak' }] }, 'junk'],
      damage_data: { parts: { Hood: ['Dented'], lastUpdated: '2026' } },
      updated_at: '2026-11-22T10:00:00Z',
    });
    expect(report).toMatchObject({
      id: 'r1', bookingId: 'b1', overallScore: 8.5,
      vehicle: { brand: 'Toyota', model: 'Camry', year: '2020' },
      vehicleFields: [
        { title: 'VIN', value: 'ABC', type: 'text' },
        { title: 'Photo', value: 'https://i/x.jpg', type: 'image' },
        { title: 'Colour', value: '', type: 'dropdown' },
      ],
      damageParts: { Hood: { conditions: ['Dented'], severity: 'low' } },
    });
    expect(report?.sections).toHaveLength(1);
    expect(report?.images[1].urls).toEqual(['https://i/main.jpg']);
    expect(mainPictureUrl(report!)).toBe('https://i/main.jpg');
  });
  it('reads the stored shapes: image fields become photos, null ratings stay unset, part objects with conditions', () => {
    const report = parsePublicReport({
      id: 'r3',
      inspection_results: [{
        id: 's', title: 'Exterior', rating: null,
        fields: [
          { id: 'f1', title: 'Paint', type: 'dropdown', value: ['Good', 'Faded'] },
          { id: 'f2', title: 'Photos', type: 'image', value: ['https://i/p1.jpg', 'https://i/p2.jpg'] },
          { id: 'f3', title: 'Notes', type: 'text', value: null },
        ],
      }],
      damage_data: { hood: { conditions: ['Chipped'], severity: 'minor' }, door: { conditions: ['Dent'], severity: 'moderate' }, sill: { conditions: ['Broken'], severity: 'major' } },
    });
    expect(report?.sections[0]).toEqual({
      id: 's', title: 'Exterior', rating: undefined,
      fields: [{ title: 'Paint', value: 'Good, Faded' }, { title: 'Notes', value: '' }],
      images: [{ url: 'https://i/p1.jpg', alt: 'Photos' }, { url: 'https://i/p2.jpg', alt: 'Photos' }],
    });
    // The stored severity in the pages' words.
    expect(report?.damageParts).toEqual({
      hood: { conditions: ['Chipped'], severity: 'low' },
      door: { conditions: ['Dent'], severity: 'medium' },
      sill: { conditions: ['Broken'], severity: 'high' },
    });
  });
  it('returns null for no report and tolerates empty pieces', () => {
    expect(parsePublicReport(null)).toBeNull();
    const report = parsePublicReport({ id: 'r2' });
    expect(report).toMatchObject({ overallScore: 0, images: [], sections: [], vehicleFields: [] });
    expect(mainPictureUrl(report!)).toBeUndefined();
  });
  it('names the form version the inspection answered, from the RPC (a number) or the staff read (the embedded form)', () => {
    expect(parsePublicReport({ id: 'r', form_version: 2 })?.formVersion).toBe(2);
    expect(parsePublicReport({ id: 'r', form_version: { version: 3 } })?.formVersion).toBe(3);
    expect(parsePublicReport({ id: 'r', form_version: null })?.formVersion).toBeNull();
    expect(parsePublicReport({ id: 'r' })?.formVersion).toBeNull();
  });
  it('ties an issue note to the photos of an image field marked as an issue', () => {
    const report = parsePublicReport({
      inspection_results: [
        { id: 's', title: 'Tyres', fields: [{ title: 'Tyre photos', type: 'image', value: ['https://i/t.jpg'], isIssue: true, notes: 'Worn edge' }] },
      ],
    })!;
    expect(report.sections[0].images).toEqual([{ url: 'https://i/t.jpg', alt: 'Tyre photos', isIssue: true, issueNote: 'Worn edge' }]);
  });
  it('recognises booking ids', () => {
    expect(isUuid('6f1c2b3a-1d2e-4f5a-8b9c-0d1e2f3a4b5c')).toBe(true);
    expect(isUuid('R-001')).toBe(false);
  });
});
