import { describe, expect, it } from 'vitest';
import { carPartsSchema } from './car-part';
import { partLabel } from './part-label';
import { partColor, PART_COLORS } from './part-colors';
import { POINT_OFF_CANVAS, TOO_FEW_POINTS, isValidPolygon, polygonCentroid, polygonProblem, toSvgPoints } from './part-polygon';
import { INVALID_JSON_FILE, carPartsToJson, parseCarPartsJson } from './parse-car-parts';
import { PART_CONDITIONS, conditionColor, conditionsColor } from './part-conditions';

const triangle = [{ x: 0, y: 0 }, { x: 30, y: 0 }, { x: 0, y: 30 }];

describe('polygon validity', () => {
  it('needs at least 3 points', () => {
    expect(polygonProblem([])).toBe(TOO_FEW_POINTS);
    expect(polygonProblem(triangle.slice(0, 2))).toBe('A part needs at least 3 points.');
    expect(polygonProblem(triangle)).toBeNull();
    expect(isValidPolygon(triangle)).toBe(true);
  });

  it('needs finite points within the 810 x 1082 canvas (edges included)', () => {
    expect(polygonProblem([...triangle, { x: 810, y: 1082 }])).toBeNull();
    expect(polygonProblem([...triangle, { x: 811, y: 5 }])).toBe(POINT_OFF_CANVAS);
    expect(polygonProblem([...triangle, { x: 5, y: 1083 }])).toBe('Every point must lie on the 810 x 1082 canvas.');
    expect(polygonProblem([...triangle, { x: -1, y: 5 }])).toBe(POINT_OFF_CANVAS);
    expect(polygonProblem([...triangle, { x: Number.NaN, y: 5 }])).toBe(POINT_OFF_CANVAS);
    expect(polygonProblem([...triangle, { x: Infinity, y: 5 }])).toBe(POINT_OFF_CANVAS);
  });

  it('finds the area centroid, and the mean of points without area', () => {
    expect(polygonCentroid(triangle)).toEqual({ x: 10, y: 10 });
    const square = [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }];
    expect(polygonCentroid(square)).toEqual({ x: 5, y: 5 });
    expect(polygonCentroid([{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 4, y: 0 }])).toEqual({ x: 2, y: 0 });
  });

  it('writes SVG points', () => {
    expect(toSvgPoints(triangle)).toBe('0,0 30,0 0,30');
  });
});

describe('the data set schema', () => {
  it('accepts [{name, points:[{x,y}]}] with at least 3 points and a non-empty name', () => {
    expect(carPartsSchema.safeParse([{ name: 'hood', points: triangle }]).success).toBe(true);
    expect(carPartsSchema.safeParse([]).success).toBe(true);
    expect(carPartsSchema.safeParse([{ name: '', points: triangle }]).success).toBe(false);
    expect(carPartsSchema.safeParse([{ name: '  ', points: triangle }]).success).toBe(false);
    expect(carPartsSchema.safeParse([{ name: 'hood', points: triangle.slice(0, 2) }]).success).toBe(false);
    expect(carPartsSchema.safeParse([{ name: 'hood', points: [{ x: '1', y: 2 }, ...triangle] }]).success).toBe(false);
    expect(carPartsSchema.safeParse({ name: 'hood', points: triangle }).success).toBe(false);
  });
});

describe('reading a JSON file', () => {
  it('round-trips the shape Download JSON writes', () => {
    const parts = [{ name: 'hood', points: triangle }];
    expect(parseCarPartsJson(carPartsToJson(parts))).toEqual({ ok: true, parts });
  });

  it("answers 'Invalid JSON file' for text that does not parse, the wrong shape, or off-canvas points", () => {
    expect(INVALID_JSON_FILE).toBe('Invalid JSON file');
    expect(parseCarPartsJson('{not json')).toEqual({ ok: false, error: 'Invalid JSON file' });
    expect(parseCarPartsJson('{"name":"hood"}')).toEqual({ ok: false, error: 'Invalid JSON file' });
    expect(parseCarPartsJson('[{"name":"hood","points":[{"x":1,"y":1}]}]').ok).toBe(false);
    expect(parseCarPartsJson(JSON.stringify([{ name: 'hood', points: [...triangle, { x: 900, y: 1 }] }])).ok).toBe(false);
  });
});

describe('colour by part name', () => {
  it.each([
    ['windshield', PART_COLORS.glass],
    ['rear_windshield', PART_COLORS.glass],
    ['front_left_window', PART_COLORS.glass],
    ['rear_right_quarter_glass', PART_COLORS.glass],
    ['front_left_indicator', PART_COLORS.indicator],
    ['rear_right_tyre', PART_COLORS.tyre],
    ['front_left_door_handle', PART_COLORS.handle],
    ['hood', PART_COLORS.panel],
    ['rear_left_door', PART_COLORS.panel],
  ])('%s', (name, colour) => expect(partColor(name)).toBe(colour));

  it('uses blue, red, dark and silver', () => {
    expect(PART_COLORS).toMatchObject({ indicator: '#ef4444', tyre: '#1f2937', handle: '#c0c0c0' });
  });
});

describe('part labels', () => {
  it('turns a key into words', () => {
    expect(partLabel('front_bumper')).toBe('Front bumper');
    expect(partLabel('rear_left_quarter_glass')).toBe('Rear left quarter glass');
    expect(partLabel('hood')).toBe('Hood');
    expect(partLabel('My Part')).toBe('My part');
  });
});

describe('part conditions', () => {
  it('lists the condition names', () => {
    expect(PART_CONDITIONS).toEqual([
      'Accident - Repainted', 'Deep scratches', 'Chipped', 'Minor scratches', 'Faded', 'Dented', 'Paint Protection Film', 'Painted',
    ]);
  });

  it('gives each condition its own colour, and a part the colour of its first condition', () => {
    expect(new Set(PART_CONDITIONS.map(conditionColor)).size).toBe(PART_CONDITIONS.length);
    expect(conditionsColor(['Dented', 'Faded'])).toBe(conditionColor('Dented'));
    expect(conditionsColor([])).toBeUndefined();
    expect(conditionsColor(undefined)).toBeUndefined();
    expect(conditionColor('Cracked')).toBe('#f59e0b');
  });
});
