import { describe, expect, it } from 'vitest';
import { describeFormVersionDiff, diffFormVersions, groupFormFamilies, versionLabel, type VersionField } from './version-diff';

const field = (stableId: string, title: string, options: Array<[string, number]> = []): VersionField => ({
  stableId, title, options: options.map(([label, score]) => ({ label, score })),
});

describe('diffFormVersions', () => {
  const v1 = [field('a', 'Paint', [['Original', 10], ['Repainted', 4]]), field('b', 'Photo'), field('c', 'Oil', [['Clean', 5]])];

  it('finds fields added, removed and renamed by their stable ids, and option scores changed', () => {
    const v2 = [field('a', 'Paintwork', [['Original', 10], ['Repainted', 0], ['Wrapped', 2]]), field('c', 'Oil', [['Clean', 5]]), field('d', 'Tyres')];
    const diff = diffFormVersions(v1, v2);
    expect(diff).toEqual({
      added: ['Tyres'],
      removed: ['Photo'],
      renamed: [{ from: 'Paint', to: 'Paintwork' }],
      scores: [{ field: 'Paintwork', option: 'Repainted', from: 4, to: 0 }],
    });
    expect(describeFormVersionDiff(diff)).toEqual([
      'Added "Tyres"',
      'Removed "Photo"',
      'Renamed "Paint" to "Paintwork"',
      'Score of "Paintwork", "Repainted": 4 → 0',
    ]);
  });

  it('reads a copy as no changes, and a field with the same title but a new id as removed and added', () => {
    expect(describeFormVersionDiff(diffFormVersions(v1, v1))).toEqual(['No changes']);
    expect(diffFormVersions([field('a', 'Paint')], [field('z', 'Paint')])).toMatchObject({ added: ['Paint'], removed: ['Paint'] });
  });

  it('compares scores as numbers (the database sends numeric as text or number)', () => {
    const before = [{ stableId: 'a', title: 'Paint', options: [{ label: 'Original', score: '10' as unknown as number }] }];
    expect(diffFormVersions(before, [field('a', 'Paint', [['Original', 10]])]).scores).toEqual([]);
  });
});

describe('versionLabel', () => {
  it("reads 'v2 · Live' and 'v1 · Inactive'", () => {
    expect(versionLabel(2, 'live')).toBe('v2 · Live');
    expect(versionLabel(1, 'inactive')).toBe('v1 · Inactive');
    expect(versionLabel(3)).toBe('v3');
  });
});

describe('groupFormFamilies', () => {
  it('puts versions of one family together, latest first, families by their latest version in list order', () => {
    const forms = [
      { id: 'b1', family_id: 'b1', version: 1 },
      { id: 'a2', family_id: 'a1', version: 2 },
      { id: 'a1', family_id: 'a1', version: 1 },
      { id: 'a3', family_id: 'a1', version: 3 },
      { id: 'c' },
    ];
    expect(groupFormFamilies(forms).map((g) => g.map((f) => f.id))).toEqual([['b1'], ['a3', 'a2', 'a1'], ['c']]);
  });
});
