import { describe, expect, it } from 'vitest';
import { dayFromExpiry, expiryFromDay, publicLinkState, validateExpiryDay } from './public-link';

const now = new Date(2026, 10, 23, 12, 0);

describe('publicLinkState', () => {
  it('is off when switched off, expired once the expiry has passed, on otherwise', () => {
    expect(publicLinkState({ enabled: false, expiresAt: null }, now)).toBe('off');
    expect(publicLinkState({ enabled: true, expiresAt: null }, now)).toBe('on');
    expect(publicLinkState({ enabled: true, expiresAt: new Date(2026, 10, 23, 11).toISOString() }, now)).toBe('expired');
    expect(publicLinkState({ enabled: true, expiresAt: new Date(2026, 10, 24).toISOString() }, now)).toBe('on');
  });
});

describe('expiry days', () => {
  it('expires at the midnight after the chosen day, and shows that day again', () => {
    const expiresAt = expiryFromDay('2026-11-30');
    expect(expiresAt).toBe(new Date(2026, 11, 1).toISOString());
    expect(dayFromExpiry(expiresAt)).toBe('2026-11-30');
    expect(expiryFromDay('')).toBeNull();
    expect(dayFromExpiry(null)).toBe('');
  });
  it('refuses a day already over', () => {
    expect(validateExpiryDay('2026-11-22', now)).toBe('Choose an expiry date in the future');
    expect(validateExpiryDay('2026-11-23', now)).toBeNull();
    expect(validateExpiryDay('', now)).toBeNull();
  });
});
