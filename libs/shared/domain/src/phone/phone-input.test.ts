import { describe, expect, it } from 'vitest';
import { PHONE_MAX_DIGITS, phoneDigits } from './phone-input';

describe('phoneDigits', () => {
  it('keeps digits only, at most 10', () => {
    expect(PHONE_MAX_DIGITS).toBe(10);
    expect(phoneDigits('+971 50-123 45678')).toBe('9715012345');
    expect(phoneDigits('050abc')).toBe('050');
    expect(phoneDigits('')).toBe('');
  });
});
