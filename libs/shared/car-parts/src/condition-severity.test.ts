import { describe, expect, it } from 'vitest';
import { DEFAULT_CONDITION_SEVERITIES as LIST, isConditionSeverity, isDamaged, partSeverity } from './condition-severity';
import { PART_CONDITIONS } from './part-conditions';

describe('condition severity', () => {
  it('grades the seeded list as an inspector does: accident high, deep scratches and repaints medium, cosmetic low, film no damage', () => {
    expect(Object.keys(LIST)).toEqual([...PART_CONDITIONS]);
    expect(partSeverity(['Accident - Repainted'], LIST)).toBe('major');
    expect(partSeverity(['Deep scratches'], LIST)).toBe('moderate');
    expect(partSeverity(['Painted'], LIST)).toBe('moderate');
    expect(partSeverity(['Dented'], LIST)).toBe('moderate');
    for (const cosmetic of ['Minor scratches', 'Chipped', 'Faded']) expect(partSeverity([cosmetic], LIST)).toBe('minor');
    expect(partSeverity(['Paint Protection Film'], LIST)).toBe('none');
    expect(isDamaged(['Paint Protection Film'], LIST)).toBe(false);
  });

  it('takes the worst condition of a part; film beside damage leaves the damage', () => {
    expect(partSeverity(['Chipped', 'Paint Protection Film'], LIST)).toBe('minor');
    expect(partSeverity(['Minor scratches', 'Accident - Repainted', 'Dented'], LIST)).toBe('major');
    expect(partSeverity([], LIST)).toBe('none');
  });

  it('follows the list as an admin edits it', () => {
    expect(partSeverity(['Deep scratches'], { ...LIST, 'Deep scratches': 'major' })).toBe('major');
    expect(isDamaged(['Faded'], { ...LIST, Faded: 'none' })).toBe(false);
  });

  it('grades a name not in the list by its words, like the database', () => {
    expect(partSeverity(['Cracked'], LIST)).toBe('major');
    expect(partSeverity(['Broken mirror'], LIST)).toBe('major');
    expect(partSeverity(['Scratched'], LIST)).toBe('moderate');
    expect(partSeverity(['XCrack'], LIST)).toBe('minor');
    expect(partSeverity(['Rusty'], LIST)).toBe('minor');
  });

  it('knows its four levels', () => {
    expect(['none', 'minor', 'moderate', 'major'].every(isConditionSeverity)).toBe(true);
    expect(isConditionSeverity('critical')).toBe(false);
  });
});
