// Upcoming work first (docs/areas/bookings.md#the-all-table).
import { describe, expect, it } from 'vitest';
import { upcomingFirst } from './bookings-order';

const NOW = new Date('2026-11-29T10:00:00+04:00');
const b = (id: string, start: string | null, created = '2026-11-01T00:00:00Z') => ({ id, start_time: start, created_at: created });

describe('upcoming first', () => {
  it('lists today (this morning included) and later soonest first, then untimed newest first, then the past latest first', () => {
    const rows = [
      b('past-old', '2026-10-01T06:00:00Z'),
      b('later', '2026-12-05T06:00:00Z'),
      b('untimed-old', null, '2026-11-01T00:00:00Z'),
      b('this-morning', '2026-11-29T08:00:00+04:00'),
      b('yesterday', '2026-11-28T18:00:00+04:00'),
      b('tomorrow', '2026-11-30T09:00:00+04:00'),
      b('untimed-new', null, '2026-11-20T00:00:00Z'),
      // Just after midnight in Dubai is today, though it is still the 28th in UTC.
      b('after-midnight', '2026-11-29T00:15:00+04:00'),
    ];
    expect(upcomingFirst(rows, NOW).map((r) => r.id)).toEqual([
      'after-midnight', 'this-morning', 'tomorrow', 'later', 'untimed-new', 'untimed-old', 'yesterday', 'past-old',
    ]);
  });
});
