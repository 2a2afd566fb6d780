import { describe, expect, it } from 'vitest';
import { damagedParts, partSeverity, reportRecommendations } from './damage-rules';

describe('partSeverity', () => {
  it('is high for a crack or a broken part', () => {
    expect(partSeverity(['Crack'])).toBe('high');
    expect(partSeverity(['Cracked windscreen'])).toBe('high');
    expect(partSeverity(['Broken'])).toBe('high');
    expect(partSeverity(['Minor scratches', 'broken clip'])).toBe('high');
  });
  it('is medium for Scratched or a dent', () => {
    expect(partSeverity(['Scratched'])).toBe('medium');
    expect(partSeverity(['Scratched bonnet'])).toBe('medium');
    expect(partSeverity(['Dent'])).toBe('medium');
    expect(partSeverity(['Dented', 'Faded'])).toBe('medium');
  });
  it('is low otherwise', () => {
    // The rule names 'Scratched': the condition list's 'Minor scratches' and 'Deep scratches' stay low.
    for (const condition of ['Accident - Repainted', 'Chipped', 'Faded', 'Paint Protection Film', 'Painted', 'Minor scratches', 'Deep scratches']) {
      expect(partSeverity([condition])).toBe('low');
    }
    expect(partSeverity([])).toBe('low');
  });
});

describe('damagedParts', () => {
  it('lists parts with conditions, worst first, keeping the recorded order within a severity', () => {
    const parts = damagedParts({ hood: ['Faded'], front_bumper: ['Dented'], roof: [], windshield: ['Crack'], trunk: ['Scratched'] });
    expect(parts.map((part) => [part.name, part.severity])).toEqual([
      ['windshield', 'high'],
      ['front_bumper', 'medium'],
      ['trunk', 'medium'],
      ['hood', 'low'],
    ]);
  });
});

describe('reportRecommendations', () => {
  const label = (name: string) => name.replace('_', ' ');

  it('always ends with Regular Maintenance', () => {
    expect(reportRecommendations({}).map((r) => r.title)).toEqual(['Regular Maintenance']);
    expect(reportRecommendations({ hood: ['Faded'] }).map((r) => r.title)).toEqual(['Regular Maintenance']);
  });

  it('asks for critical repairs of high parts and recommended repairs of medium ones, naming them in words', () => {
    const recommendations = reportRecommendations({ front_bumper: ['Dented'], windshield: ['Broken'], hood: ['Faded'] }, label);
    expect(recommendations.map((r) => [r.title, r.priority, r.parts])).toEqual([
      ['Critical Repairs Needed', 'high', ['windshield']],
      ['Recommended Repairs', 'medium', ['front_bumper']],
      ['Regular Maintenance', 'low', []],
    ]);
    expect(recommendations[1].description).toContain('front bumper');
  });
});
