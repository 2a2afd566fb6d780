import { describe, expect, it } from 'vitest';
import { median, percentiles } from './sample-stats';

describe('sample statistics', () => {
  it('takes the middle sample, the upper middle of an even count, without reordering the input', () => {
    const samples = [30, 10, 20];
    expect(median(samples)).toBe(20);
    expect(samples).toEqual([30, 10, 20]);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([7])).toBe(7);
  });

  it('takes percentiles by nearest rank', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentiles(hundred)).toEqual({ p50: 50, p95: 95 });
    expect(percentiles([5, 1, 3])).toEqual({ p50: 3, p95: 5 });
    expect(percentiles([9])).toEqual({ p50: 9, p95: 9 });
  });
});
