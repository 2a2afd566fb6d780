import { describe, expect, it } from 'vitest';
import { conditionLabel, scoreBarWidth, scoreTone } from './condition-score';

describe('condition score', () => {
  it('labels 9+ Excellent, 7+ Good, 5+ Fair, 3+ Poor, else Critical', () => {
    expect([10, 9, 8.9, 7, 6.9, 5, 4.9, 3, 2.9, 0].map(conditionLabel)).toEqual([
      'Excellent', 'Excellent', 'Good', 'Good', 'Fair', 'Fair', 'Poor', 'Poor', 'Critical', 'Critical',
    ]);
  });
  it('colours 8+ green, 6+ yellow, else red', () => {
    expect([8, 7.9, 6, 5.9].map(scoreTone)).toEqual(['green', 'yellow', 'yellow', 'red']);
  });
  it('sizes the bar as score/10 percent', () => {
    expect(scoreBarWidth(7)).toBe('70%');
    expect(scoreBarWidth(0)).toBe('0%');
    expect(scoreBarWidth(12)).toBe('100%');
  });
});
