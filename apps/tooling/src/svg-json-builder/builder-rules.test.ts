import { describe, expect, it } from 'vitest';
import { addPart, deletePart, finishProblem, nameProblem, renamePart, toCanvasPoint } from './builder-rules';

const pts = [{ x: 10, y: 10 }, { x: 100, y: 10 }, { x: 10, y: 100 }];

describe('builder rules', () => {
  it('maps a click to whole canvas units whatever the drawn size', () => {
    const rect = { left: 100, top: 50, width: 405, height: 541 };
    expect(toCanvasPoint(100, 50, rect)).toEqual({ x: 0, y: 0 });
    expect(toCanvasPoint(505, 591, rect)).toEqual({ x: 810, y: 1082 });
    expect(toCanvasPoint(302.5, 320.5, rect)).toEqual({ x: 405, y: 541 });
    expect(toCanvasPoint(90, 700, rect)).toEqual({ x: 0, y: 1082 });
  });

  it('refuses to finish with fewer than 3 points', () => {
    expect(finishProblem(pts.slice(0, 2))).toBe('A part needs at least 3 points.');
    expect(finishProblem(pts)).toBeNull();
  });

  it('refuses an empty or duplicate name', () => {
    expect(nameProblem('  ', [])).toBe('Enter a name for the part.');
    expect(nameProblem('hood', [{ name: 'hood', points: pts }])).toBe('A part named "hood" already exists.');
    expect(nameProblem('hood', [{ name: 'hood', points: pts }], 0)).toBeNull();
  });

  it('adds, renames and deletes parts', () => {
    const added = addPart([], pts, ' hood ');
    expect(added).toEqual({ ok: true, parts: [{ name: 'hood', points: pts }] });
    if (!added.ok) return;
    expect(addPart(added.parts, pts.slice(0, 2), 'roof')).toEqual({ ok: false, error: 'A part needs at least 3 points.' });
    expect(addPart(added.parts, pts, '')).toEqual({ ok: false, error: 'Enter a name for the part.' });
    const renamed = renamePart(added.parts, 0, 'bonnet');
    expect(renamed).toEqual({ ok: true, parts: [{ name: 'bonnet', points: pts }] });
    expect(renamePart(added.parts, 0, '')).toEqual({ ok: false, error: 'Enter a name for the part.' });
    expect(deletePart(added.parts, 0)).toEqual([]);
  });
});
