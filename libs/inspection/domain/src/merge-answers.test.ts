import { describe, expect, it } from 'vitest';
import { mergeAnswers, mergeMarkedData } from './merge-answers';

describe('per-field merge by lastUpdated', () => {
  it("keeps both devices' answers", () => {
    const tablet = { a: { value: 'tablet', lastUpdated: '2026-11-23T10:00:00Z' } };
    const phone = { b: { value: 'phone', lastUpdated: '2026-11-23T10:01:00Z' } };
    expect(mergeAnswers(tablet, phone)).toEqual({ ...tablet, ...phone });
  });
  it('lets the later change of one field win, whichever arrives last', () => {
    const older = { a: { value: 'old', lastUpdated: '2026-11-23T10:00:00Z' } };
    const newer = { a: { value: 'new', lastUpdated: '2026-11-23T10:05:00Z' } };
    expect(mergeAnswers(older, newer).a.value).toBe('new');
    expect(mergeAnswers(newer, older).a.value).toBe('new');
  });
  it('lets the incoming answer win a tie, and a timed answer beat an untimed one', () => {
    const at = '2026-11-23T10:00:00Z';
    expect(mergeAnswers({ a: { value: 'x', lastUpdated: at } }, { a: { value: 'y', lastUpdated: at } }).a.value).toBe('y');
    expect(mergeAnswers({ a: { value: 'x', lastUpdated: at } }, { a: { value: 'y' } }).a.value).toBe('x');
    expect(mergeAnswers({ a: { value: 'x' } }, { a: { value: 'y', lastUpdated: at } }).a.value).toBe('y');
  });
  it('merges part marks as a whole by their lastUpdated', () => {
    const a = { hood: ['Dented'], lastUpdated: '2026-11-23T10:00:00Z' };
    const b = { roof: ['Faded'], lastUpdated: '2026-11-23T10:02:00Z' };
    expect(mergeMarkedData(a, b)).toBe(b);
    expect(mergeMarkedData(b, a)).toBe(b);
    expect(mergeMarkedData(a, {})).toBe(a);
  });
});
