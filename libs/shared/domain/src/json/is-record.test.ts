import { describe, expect, it } from 'vitest';
import { isRecord } from './is-record';

describe('isRecord', () => {
  it('is true for objects only, not null, arrays or other values', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord({ a: 1 })).toBe(true);
    for (const value of [null, undefined, [], [1], 'x', 1, true]) expect(isRecord(value)).toBe(false);
  });
});
