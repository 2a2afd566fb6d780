import { describe, expect, it } from 'vitest';
import {
  answeredCount,
  childKey,
  chosenLabels,
  dropdownAnswer,
  isAnswered,
  toggleChoice,
  imageUrls,
  progressLabel,
  templateSlots,
} from './answers';
import { field, template } from './test-template';

const NOW = '2026-11-23T10:00:00.000Z';

describe('answers', () => {
  it('keys child fields as {childId}-child-{index}', () => {
    expect(childKey('panels', 0)).toBe('panels-child-0');
    expect(templateSlots(template).map((slot) => slot.key)).toContain('panels-child-0');
  });
  it('records the option score and the highest option score of a dropdown', () => {
    const paint = template.sections[1].fields[0];
    expect(dropdownAnswer(paint, 'Repainted', NOW)).toEqual({ value: 'Repainted', score: 5, maxScore: 10, lastUpdated: NOW });
  });
  it('stores a null score when the field has no scores', () => {
    const noScores = field('x', 'X', {
      type: 'dropdown',
      options: [{ id: 'a', label: 'A', value: 'a', score: Number.NaN }],
    });
    expect(dropdownAnswer(noScores, 'A', NOW)).toMatchObject({ score: null, maxScore: null });
  });
  describe('a dropdown that allows multiple selection', () => {
    const damage = field('damage', 'Body Damage', {
      type: 'dropdown',
      multiple: true,
      options: [
        { id: 'd1', label: 'None', value: 'None', score: 10 },
        { id: 'd2', label: 'Scratches', value: 'Scratches', score: 6 },
        { id: 'd3', label: 'Dents', value: 'Dents', score: 3 },
        { id: 'd4', label: 'Note only', value: 'Note only', score: Number.NaN },
      ],
    });
    it('stores every chosen label, in the options order, scored by the worst choice', () => {
      expect(dropdownAnswer(damage, ['Dents', 'Scratches'], NOW)).toEqual({
        value: ['Scratches', 'Dents'],
        score: 3,
        maxScore: 10,
        lastUpdated: NOW,
      });
    });
    it('ignores options without a score and labels that are not options', () => {
      expect(dropdownAnswer(damage, ['Note only', 'Scratches', 'Gone'], NOW)).toMatchObject({ value: ['Scratches', 'Note only'], score: 6 });
      expect(dropdownAnswer(damage, ['Note only'], NOW)).toMatchObject({ score: null, maxScore: 10 });
    });
    it('leaves the field unanswered and unscored when nothing is chosen', () => {
      const none = dropdownAnswer(damage, [], NOW);
      expect(none).toMatchObject({ value: [], score: null, maxScore: null });
      expect(isAnswered(damage, none)).toBe(false);
    });
    it('toggles a choice', () => {
      expect(toggleChoice(['Scratches'], 'Dents')).toEqual(['Scratches', 'Dents']);
      expect(toggleChoice(['Scratches', 'Dents'], 'Scratches')).toEqual(['Dents']);
    });
    it('reads a single stored label as one choice', () => {
      expect(chosenLabels({ value: 'Dents' })).toEqual(['Dents']);
      expect(chosenLabels({ value: ['Dents', 3, ''] })).toEqual(['Dents']);
      expect(chosenLabels(undefined)).toEqual([]);
    });
  });
  it('counts answered inputs, child fields included', () => {
    expect(answeredCount(template, {})).toEqual({ answered: 0, total: 11 });
    const counted = answeredCount(template, {
      name: { value: 'Omar' },
      email: { value: '   ' },
      main: { value: ['http://x/1.jpg'] },
      photos: { value: [] },
      'panels-child-0': { value: 'hood' },
    });
    expect(counted).toEqual({ answered: 3, total: 11 });
    expect(progressLabel(12, 40)).toBe('12 of 40 answered');
  });
  it('reads image answers as URL lists', () => {
    expect(imageUrls({ value: 'http://a' })).toEqual(['http://a']);
    expect(imageUrls({ value: ['http://a', '', 3] })).toEqual(['http://a']);
    expect(imageUrls(undefined)).toEqual([]);
  });
});
