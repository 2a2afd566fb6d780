import { describe, expect, it } from 'vitest';
import { markedParts } from './marked-parts';

describe('marked parts', () => {
  it('keeps the parts with condition names, leaving unmarked parts and the stamp out', () => {
    expect(markedParts({ hood: ['Chipped', 'Dented'], roof: [], mirror: 'x', lastUpdated: '2026-11-23T10:00:00Z' })).toEqual({ hood: ['Chipped', 'Dented'] });
  });
});
