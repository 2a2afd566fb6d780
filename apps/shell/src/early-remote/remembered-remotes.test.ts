import { beforeEach, describe, expect, it } from 'vitest';
import { rememberedRemotes, rememberRemotes } from './remembered-remotes';

beforeEach(() => localStorage.clear());

describe('where the remotes were on the last visit', () => {
  it('is kept as the runtime config said, and only addresses are read back', () => {
    rememberRemotes(localStorage, { bookings: 'http://localhost:4203/mf-manifest.json' });
    expect(rememberedRemotes(localStorage)).toEqual({ bookings: 'http://localhost:4203/mf-manifest.json' });
    localStorage.setItem('inspection.remotes', JSON.stringify({ a: 1, b: 'http://b' }));
    expect(rememberedRemotes(localStorage)).toEqual({ b: 'http://b' });
  });

  it('is nothing after an unreadable entry, and a refused storage costs nothing but the head start', () => {
    localStorage.setItem('inspection.remotes', '{not json');
    expect(rememberedRemotes(localStorage)).toEqual({});
    const refusing = { getItem: () => null, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } } as unknown as Storage;
    expect(() => rememberRemotes(refusing, { a: 'http://a' })).not.toThrow();
  });
});
