// The outbox's part in two people on one inspection (docs/areas/inspection.md#two-people-on-one-inspection).
import { describe, expect, it } from 'vitest';
import { mergeOutboxes, outboxWithout, PART_MARKS_KEY } from './inspection-outbox';

const NOW = '2026-11-23T09:30:00.000Z';
const at = (value: string) => ({ value, lastUpdated: NOW });

describe('outboxWithout (keeping theirs)', () => {
  it('drops the named answers and keeps the rest and the version', () => {
    const outbox = { answers: { tyres: at('Worn'), paint: at('Faded') }, marked: { hood: ['Dented'] }, basedOn: NOW };
    expect(outboxWithout(outbox, ['tyres'])).toEqual({ answers: { paint: at('Faded') }, marked: { hood: ['Dented'] }, basedOn: NOW });
  });

  it('drops the part marks by their key', () => {
    expect(outboxWithout({ answers: {}, marked: { hood: ['Dented'] } }, [PART_MARKS_KEY]).marked).toBeNull();
  });
});

describe('mergeOutboxes and the version', () => {
  it('keeps the earlier version of the two copies', () => {
    const merged = mergeOutboxes(
      { answers: {}, marked: null, basedOn: '2026-11-23T09:00:00.000000+00:00' },
      { answers: {}, marked: null, basedOn: '2026-11-23T08:00:00.000000+00:00' },
    );
    expect(merged.basedOn).toBe('2026-11-23T08:00:00.000000+00:00');
    expect(mergeOutboxes({ answers: {}, marked: null }, { answers: {}, marked: null })).not.toHaveProperty('basedOn');
  });
});
