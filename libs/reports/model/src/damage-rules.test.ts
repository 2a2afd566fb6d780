import { describe, expect, it } from 'vitest';
import { damagedParts, reportRecommendations, type PartDamage, type PartSeverity } from './damage-rules';

/** Parts as the report holds them: conditions with their stored severity. */
const parts = (marks: Record<string, [string[], PartSeverity]>): Record<string, PartDamage> =>
  Object.fromEntries(Object.entries(marks).map(([name, [conditions, severity]]) => [name, { conditions, severity }]));

describe('damagedParts', () => {
  it('lists parts with conditions by their stored severity, worst first, keeping the recorded order within a severity', () => {
    const damaged = damagedParts(parts({
      hood: [['Faded'], 'low'], front_bumper: [['Dented'], 'medium'], roof: [[], 'low'], windshield: [['Crack'], 'high'], trunk: [['Scratched'], 'medium'],
    }));
    expect(damaged.map((part) => [part.name, part.severity])).toEqual([
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
    expect(reportRecommendations(parts({ hood: [['Faded'], 'low'] })).map((r) => r.title)).toEqual(['Regular Maintenance']);
  });

  it('asks for critical repairs of high parts and recommended repairs of medium ones, naming them in words', () => {
    const recommendations = reportRecommendations(parts({ front_bumper: [['Dented'], 'medium'], windshield: [['Broken'], 'high'], hood: [['Faded'], 'low'] }), label);
    expect(recommendations.map((r) => [r.title, r.priority, r.parts])).toEqual([
      ['Critical Repairs Needed', 'high', ['windshield']],
      ['Recommended Repairs', 'medium', ['front_bumper']],
      ['Regular Maintenance', 'low', []],
    ]);
    expect(recommendations[1].description).toContain('front bumper');
  });
});
