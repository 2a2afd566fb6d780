import { describe, expect, it } from 'vitest';
import { sectionProgress, sectionProgressLabel } from './section-progress';
import { template } from './test-template';

const [vehicle, exterior] = template.sections;

describe('section progress', () => {
  it('counts every input shown, child fields included, and the required ones left', () => {
    expect(sectionProgress(exterior, {})).toEqual({ answered: 0, total: 3, requiredLeft: 2 });
    const answers = { paint: { value: 'Original' }, 'panels-child-0': { value: ' ' }, photos: { value: ['a.jpg'] } };
    expect(sectionProgress(exterior, answers)).toEqual({ answered: 2, total: 3, requiredLeft: 1 });
  });

  it('says how many are answered, and how many required are left while any are', () => {
    expect(sectionProgressLabel(sectionProgress(vehicle, { name: { value: 'Priya' } }))).toBe('1/8 answered · 3 required left');
    expect(sectionProgressLabel({ answered: 3, total: 3, requiredLeft: 0 })).toBe('3/3 answered');
  });
});
