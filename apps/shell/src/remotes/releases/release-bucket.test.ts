import { describe, expect, it } from 'vitest';
import { releaseBucket } from './release-bucket';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: () => null,
    get length() {
      return items.size;
    },
  };
}

describe("the session's canary bucket", () => {
  it('is made once and kept in the browser', () => {
    const storage = memoryStorage();
    const bucket = releaseBucket(storage);
    expect(bucket).toMatch(/^[0-9a-z]{4,}$/);
    expect(releaseBucket(storage)).toBe(bucket);
    expect(storage.getItem('inspection.release-bucket')).toBe(bucket);
  });

  it("without storage, the page's own one, the same each time", () => {
    const refusing = { getItem: () => { throw new Error('SecurityError'); } } as unknown as Storage;
    expect(releaseBucket(refusing)).toBe(releaseBucket(refusing));
  });
});
