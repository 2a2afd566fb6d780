import { describe, expect, it } from 'vitest';
import { CAR_PARTS } from '@inspection/car-parts';
import { MARKED_PARTS_STORAGE_KEY, loadMarkedParts, saveMarkedParts } from './marked-parts-storage';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('marked parts in local storage', () => {
  it('round-trips the parts under one key', () => {
    const storage = memoryStorage();
    const parts = [{ name: 'hood', points: [{ x: 1, y: 2 }, { x: 30, y: 2 }, { x: 1, y: 40 }] }];
    saveMarkedParts(parts, storage);
    expect([...storage.items.keys()]).toEqual([MARKED_PARTS_STORAGE_KEY]);
    expect(loadMarkedParts(storage)).toEqual(parts);
    saveMarkedParts(CAR_PARTS, storage);
    expect(loadMarkedParts(storage)).toEqual(CAR_PARTS);
  });

  it('answers null when nothing is stored or the stored value is broken', () => {
    const storage = memoryStorage();
    expect(loadMarkedParts(storage)).toBeNull();
    storage.setItem(MARKED_PARTS_STORAGE_KEY, '{oops');
    expect(loadMarkedParts(storage)).toBeNull();
    storage.setItem(MARKED_PARTS_STORAGE_KEY, '[{"name":"x","points":[]}]');
    expect(loadMarkedParts(storage)).toBeNull();
  });

  it('uses the browser local storage by default', () => {
    saveMarkedParts([]);
    expect(localStorage.getItem('markedParts')).toBe('[]');
    expect(loadMarkedParts()).toEqual([]);
    localStorage.clear();
  });
});
