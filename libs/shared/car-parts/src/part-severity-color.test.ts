import { describe, expect, it } from 'vitest';
import { DEFAULT_CONDITION_SEVERITIES } from './condition-severity';
import { partSeverityColor, SEVERITY_COLORS } from './part-severity-color';

describe('a marked part takes the colour of its worst severity', () => {
  it('not the first condition ticked', () => {
    expect(partSeverityColor(['Faded', 'Accident - Repainted'], DEFAULT_CONDITION_SEVERITIES)).toBe(SEVERITY_COLORS.major);
    expect(partSeverityColor(['Minor scratches', 'Dented'], DEFAULT_CONDITION_SEVERITIES)).toBe(SEVERITY_COLORS.moderate);
    expect(partSeverityColor(['Chipped'], DEFAULT_CONDITION_SEVERITIES)).toBe(SEVERITY_COLORS.minor);
  });
  it('a part marked only with what is not damage is green; an unmarked part has no colour', () => {
    expect(partSeverityColor(['Paint Protection Film'], DEFAULT_CONDITION_SEVERITIES)).toBe(SEVERITY_COLORS.none);
    expect(partSeverityColor([], DEFAULT_CONDITION_SEVERITIES)).toBeUndefined();
    expect(partSeverityColor(undefined, DEFAULT_CONDITION_SEVERITIES)).toBeUndefined();
  });
  it("follows the admins' severities over the seeded ones", () => {
    expect(partSeverityColor(['Faded'], { ...DEFAULT_CONDITION_SEVERITIES, Faded: 'major' })).toBe(SEVERITY_COLORS.major);
  });
});
