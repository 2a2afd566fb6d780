import { describe, expect, it } from 'vitest';
import { overallScore, roundRating, sectionRating, sectionTotals } from './scoring';

describe('section rating', () => {
  it('is the sum of scores over the sum of max scores, times 10', () => {
    expect(sectionRating([{ score: 10, maxScore: 10 }, { score: 5, maxScore: 10 }])).toBe(7.5);
    expect(sectionRating([{ score: 10, maxScore: 10 }, { score: 10, maxScore: 10 }])).toBe(10);
  });
  it('keeps an integer, else one decimal', () => {
    expect(sectionRating([{ score: 2, maxScore: 3 }])).toBe(6.7);
    expect(sectionRating([{ score: 1, maxScore: 3 }])).toBe(3.3);
    expect(sectionRating([{ score: 4, maxScore: 10 }])).toBe(4);
    expect(roundRating(8)).toBe(8);
    expect(roundRating(8.25)).toBe(8.3);
  });
  it('ignores non-numeric and negative scores', () => {
    const answers = [
      { score: 10, maxScore: 10 },
      { score: null, maxScore: null },
      { score: 'abc', maxScore: 10 },
      { score: -1, maxScore: 10 },
      { score: 5, maxScore: -10 },
      { score: undefined, maxScore: 10 },
      { score: Number.NaN, maxScore: 10 },
    ];
    expect(sectionTotals(answers)).toEqual({ score: 10, maxScore: 10 });
    expect(sectionRating(answers)).toBe(10);
  });
  it('reads numeric strings as numbers', () => {
    expect(sectionRating([{ score: '6', maxScore: '10' }])).toBe(6);
  });
  it('is null for a section without max scores (text-only sections)', () => {
    expect(sectionRating([])).toBeNull();
    expect(sectionRating([{ score: null, maxScore: null }])).toBeNull();
    expect(sectionRating([{ score: 0, maxScore: 0 }])).toBeNull();
  });
  it('is 0 when every answer scored 0', () => {
    expect(sectionRating([{ score: 0, maxScore: 10 }])).toBe(0);
  });
});

describe('overall score', () => {
  it('averages the rated sections to one decimal', () => {
    expect(overallScore([7.5, 10])).toBe(8.8);
    expect(overallScore([10, 6.7, 3.3])).toBe(6.7);
    expect(overallScore([8, 8])).toBe(8);
  });
  it('leaves out sections without max scores', () => {
    expect(overallScore([null, 9, undefined, 7])).toBe(8);
  });
  it('is 0 when nothing is scored', () => {
    expect(overallScore([])).toBe(0);
    expect(overallScore([null])).toBe(0);
  });
});
