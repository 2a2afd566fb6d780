import { describe, expect, it } from 'vitest';
import { median, medianInterval, percentiles } from './sample-stats';

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

  it("gives the median's 95 % interval by order statistics: the 2nd to the 8th of 9, the 5th to the 14th of 18", () => {
    const nine = [90, 10, 50, 30, 70, 20, 80, 40, 60];
    const { low, high, coverage } = medianInterval(nine);
    expect([low, high]).toEqual([20, 80]);
    expect(coverage).toBeCloseTo(1 - (2 * 10) / 512, 10);
    const eighteen = Array.from({ length: 18 }, (_, i) => 18 - i);
    expect(medianInterval(eighteen)).toMatchObject({ low: 5, high: 14 });
    expect(medianInterval(eighteen).coverage).toBeCloseTo(1 - (2 * 4048) / 262_144, 10);
    expect(nine).toEqual([90, 10, 50, 30, 70, 20, 80, 40, 60]);
  });

  it('widens to the extremes, with its lower coverage, when the samples are too few for 95 %', () => {
    expect(medianInterval([3, 1, 2, 5, 4, 7, 6])).toMatchObject({ low: 1, high: 7 });
    expect(medianInterval([3, 1, 2, 5, 4, 7, 6]).coverage).toBeCloseTo(1 - 2 / 128, 10);
    expect(medianInterval([2, 1, 3, 5, 4])).toEqual({ low: 1, high: 5, coverage: 1 - 2 / 32 });
    expect(medianInterval([9])).toEqual({ low: 9, high: 9, coverage: 0 });
  });
});
