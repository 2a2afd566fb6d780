import { describe, expect, it } from 'vitest';
import { dayFromExpiry, expiryFromDay, publicLinkState, validateExpiryDay } from './public-link';

const now = new Date('2026-11-23T08:00:00Z'); // noon in Dubai

describe('publicLinkState', () => {
  it('is off when switched off, expired once the expiry has passed, on otherwise', () => {
    expect(publicLinkState({ enabled: false, expiresAt: null }, now)).toBe('off');
    expect(publicLinkState({ enabled: true, expiresAt: null }, now)).toBe('on');
    expect(publicLinkState({ enabled: true, expiresAt: '2026-11-23T07:00:00.000Z' }, now)).toBe('expired');
    expect(publicLinkState({ enabled: true, expiresAt: '2026-11-23T20:00:00.000Z' }, now)).toBe('on');
  });
});

describe('expiry days', () => {
  it('expires at the midnight after the chosen day, and shows that day again', () => {
    const expiresAt = expiryFromDay('2026-11-30');
    // Midnight of Dec 1 in Dubai, whatever the browser's zone.
    expect(expiresAt).toBe('2026-11-30T20:00:00.000Z');
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
