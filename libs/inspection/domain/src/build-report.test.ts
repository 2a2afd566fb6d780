import { describe, expect, it } from 'vitest';
import { parsePublicReport, mainPictureUrl, buyerView } from '@inspection/report-model';
import { buildInspectionReport } from './build-report';
import { conditionDamageSeverity, partDamageSeverity } from './damage-severity';
import { template } from './test-template';

const answers = {
  name: { value: 'Omar' },
  brand: { value: 'Toyota' },
  model: { value: 'Land Cruiser' },
  year: { value: '2019' },
  main: { value: ['http://x/main.jpg'] },
  paint: { value: 'Repainted', score: 5, maxScore: 10 },
  'panels-child-0': { value: 'hood' },
  photos: { value: ['http://x/1.jpg', 'http://x/2.jpg'], isIssue: true, notes: 'Rust on sill' },
};
const marked = { hood: ['Chipped', 'Dented'], roof: [], front_bumper: ['Cracked lens'], lastUpdated: '2026-11-23T10:00:00Z' };

describe('stored report', () => {
  const report = buildInspectionReport(template, answers, marked, { vehicle_make: 'X', vehicle_model: 'Y', vehicle_year: 2000 });

  it('rates the sections and averages the rated ones', () => {
    expect(report.inspection_results.map((s) => [s.title, s.rating, s.maxScores])).toEqual([
      ['Vehicle Information', null, 0],
      ['Exterior', 5, 10],
    ]);
    expect(report.overall_score).toBe(5);
  });
  it('puts photos in the section images with their issue note and groups them, Main Picture first', () => {
    expect(report.inspection_results[1].images).toEqual([
      { url: 'http://x/1.jpg', alt: 'Exterior Photos', isIssue: true, issueNote: 'Rust on sill' },
      { url: 'http://x/2.jpg', alt: 'Exterior Photos', isIssue: true, issueNote: 'Rust on sill' },
    ]);
    expect(report.images.map((group) => group.title)).toEqual(['Main Picture', 'Exterior Photos']);
  });
  it("gives each photo the marks drawn on it (unnamed marks on the answer's first photo)", () => {
    const arrow = { type: 'arrow' as const, points: [{ x: 0.1, y: 0.1 }, { x: 0.5, y: 0.5 }], color: '#dc2626' };
    const label = { type: 'text' as const, points: [{ x: 0.2, y: 0.2 }], color: '#2563eb', text: 'Rust', photo: 'http://x/2.jpg' };
    const marked = buildInspectionReport(template, { ...answers, photos: { ...answers.photos, annotations: [arrow, label] } }, {}, {});
    expect(marked.inspection_results[1].images.map((image) => image.annotations)).toEqual([[arrow], [label]]);
  });
  it('lists marked parts with their severity, leaving unmarked parts and the stamp out', () => {
    expect(report.damage_data).toEqual({
      hood: { conditions: ['Chipped', 'Dented'], severity: 'moderate' },
      front_bumper: { conditions: ['Cracked lens'], severity: 'major' },
    });
  });
  it('takes the vehicle from the answers, the booking as fallback', () => {
    expect(report.vehicle_info).toMatchObject({ brand: 'Toyota', model: 'Land Cruiser', year: '2019' });
    expect(report.vehicle_info.fields.map((f) => f.title)).toContain('Customer Name');
    const empty = buildInspectionReport(template, {}, {}, { vehicle_make: 'X', vehicle_model: 'Y', vehicle_year: 2000 });
    expect(empty.vehicle_info).toMatchObject({ brand: 'X', model: 'Y', year: '2000' });
  });
  it("keeps each field's input type, so the buyer's copy leaves out phone and email answers", () => {
    const withContact = buildInspectionReport(
      template,
      { ...answers, phone: { value: '0501234567' }, email: { value: 'o@example.com' } },
      marked,
      {},
    );
    const titles = (fields: { title: string }[]) => fields.map((field) => field.title);
    expect(withContact.vehicle_info.fields.find((f) => f.title === 'Phone Number')).toMatchObject({ input_type: 'phone' });
    const parsed = parsePublicReport({ ...withContact, id: 'r', booking_id: 'b' })!;
    expect(titles(parsed.vehicleFields)).toEqual(expect.arrayContaining(['Phone Number', 'Email']));
    const buyer = buyerView(parsed);
    expect(titles(buyer.vehicleFields)).not.toContain('Phone Number');
    expect(titles(buyer.vehicleFields)).not.toContain('Email');
    expect(titles(buyer.vehicleFields)).toContain('Customer Name');
  });
  it('is read back by the buyer report parser', () => {
    const parsed = parsePublicReport({ ...report, id: 'r', booking_id: 'b' })!;
    expect(parsed.overallScore).toBe(5);
    expect(mainPictureUrl(parsed)).toBe('http://x/main.jpg');
    expect(parsed.sections[1].fields).toEqual([
      { title: 'Paint', value: 'Repainted', inputType: 'plain' },
      { title: 'Repainted Panels', value: 'hood', inputType: 'plain' },
    ]);
    expect(parsed.sections[1].images[0]).toMatchObject({ isIssue: true, issueNote: 'Rust on sill' });
    expect(parsed.damageParts).toEqual({ hood: ['Chipped', 'Dented'], front_bumper: ['Cracked lens'] });
  });
});

describe('damage severity', () => {
  it('grades conditions: Crack or Broken major, Scratched or Dent moderate, else minor', () => {
    expect(conditionDamageSeverity('Cracked')).toBe('major');
    expect(conditionDamageSeverity('Broken mirror')).toBe('major');
    expect(conditionDamageSeverity('Scratched')).toBe('moderate');
    expect(conditionDamageSeverity('Dented')).toBe('moderate');
    expect(conditionDamageSeverity('Minor scratches')).toBe('minor');
    expect(partDamageSeverity(['Faded', 'Broken'])).toBe('major');
    expect(partDamageSeverity([])).toBe('minor');
  });
});
