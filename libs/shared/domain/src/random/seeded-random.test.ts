import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random';

describe('seeded randomness', () => {
  it('replays the same sequence for the same seed, and another for another seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(seededRandom(43).next()).not.toBe(first[0]);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('picks, draws integers within bounds and chances', () => {
    const r = seededRandom(1);
    const ints = Array.from({ length: 500 }, () => r.int(3, 5));
    expect(new Set(ints)).toEqual(new Set([3, 4, 5]));
    expect(new Set(Array.from({ length: 200 }, () => r.pick(['a', 'b'])))).toEqual(new Set(['a', 'b']));
    expect(Array.from({ length: 100 }, () => r.chance(0))).not.toContain(true);
    expect(Array.from({ length: 100 }, () => r.chance(1))).not.toContain(false);
  });
});
