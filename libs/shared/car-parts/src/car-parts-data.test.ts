import { describe, expect, it } from 'vitest';
import { carPartsSchema } from './car-part';
import { CAR_PARTS } from './car-parts-data';
import { CAR_OUTLINE } from './car-outline';
import { polygonCentroid, polygonProblem } from './part-polygon';

const names = CAR_PARTS.map((part) => part.name);

describe('the shipped car-parts data set', () => {
  it('has the data set shape and about forty parts with unique snake_case names', () => {
    expect(carPartsSchema.safeParse(CAR_PARTS).success).toBe(true);
    expect(CAR_PARTS.length).toBeGreaterThanOrEqual(36);
    expect(CAR_PARTS.length).toBeLessThanOrEqual(44);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('uses the keys stored inspection data already uses', () => {
    expect(names).toEqual(expect.arrayContaining(['front_bumper', 'hood', 'rear_left_door']));
  });

  it('covers every kind of body region', () => {
    for (const name of [
      'front_bumper', 'rear_bumper', 'hood', 'roof', 'trunk', 'windshield', 'rear_windshield',
      'front_left_fender', 'front_right_fender', 'front_left_indicator', 'left_mirror', 'right_mirror',
      'front_left_door', 'front_right_door', 'rear_left_door', 'rear_right_door',
      'front_left_window', 'rear_right_window', 'front_left_door_handle', 'rear_right_door_handle',
      'front_left_tyre', 'front_right_tyre', 'rear_left_tyre', 'rear_right_tyre',
      'rear_left_quarter_glass', 'rear_right_quarter_glass', 'left_lower_pillar', 'right_lower_pillar',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('has only valid polygons on the canvas', () => {
    for (const part of CAR_PARTS) expect([part.name, polygonProblem(part.points)]).toEqual([part.name, null]);
  });

  it('puts left parts on the left half and right parts on the right half, mirrored', () => {
    for (const part of CAR_PARTS) {
      const { x } = polygonCentroid(part.points);
      if (/(^|_)left_/.test(part.name)) expect(x).toBeLessThan(405);
      if (/(^|_)right_/.test(part.name)) {
        expect(x).toBeGreaterThan(405);
        const twin = CAR_PARTS.find((other) => other.name === part.name.replace('right', 'left'))!;
        expect(polygonCentroid(twin.points).x).toBeCloseTo(810 - x, 5);
      }
    }
  });

  it('puts the front at the top: bumper, hood, roof, trunk, rear bumper in order', () => {
    const y = (name: string) => polygonCentroid(CAR_PARTS.find((part) => part.name === name)!.points).y;
    const order = ['front_bumper', 'hood', 'windshield', 'roof', 'rear_windshield', 'trunk', 'rear_bumper'].map(y);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('has outline path data', () => {
    for (const d of Object.values(CAR_OUTLINE)) expect(d).toMatch(/^M[\d. ]+/);
  });
});
