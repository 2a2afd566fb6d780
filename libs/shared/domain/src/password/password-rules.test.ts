import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, validateNewPassword } from './password-rules';

describe('validateNewPassword', () => {
  it('accepts matching entries of at least 6 characters', () => {
    expect(validateNewPassword('secret', 'secret')).toBeNull();
    expect(validateNewPassword('a much longer password', 'a much longer password')).toBeNull();
  });

  it('requires both entries', () => {
    expect(validateNewPassword('', '')).toBe('Both password fields are required');
    expect(validateNewPassword('secret1', '')).toBe('Both password fields are required');
    expect(validateNewPassword('', 'secret1')).toBe('Both password fields are required');
  });

  it('rejects entries that differ', () => {
    expect(validateNewPassword('secret1', 'secret2')).toBe('Passwords do not match');
  });

  it('checks the match before the length', () => {
    expect(validateNewPassword('abc', 'abd')).toBe('Passwords do not match');
  });

  it('rejects matching entries shorter than 6 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(validateNewPassword('12345', '12345')).toBe('Password must be at least 6 characters long');
    expect(validateNewPassword('123456', '123456')).toBeNull();
  });

  it('compares exactly, whitespace and case included', () => {
    expect(validateNewPassword('Secret1', 'secret1')).toBe('Passwords do not match');
    expect(validateNewPassword('secret1 ', 'secret1')).toBe('Passwords do not match');
  });
});
