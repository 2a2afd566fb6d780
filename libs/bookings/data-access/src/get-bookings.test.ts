import { describe, expect, it } from 'vitest';
import { bookingsQueries, screenQueryKey } from '@inspection/platform-manifest';
import { bookingsQueryOptions } from './get-bookings';
import { bookingKeys } from './booking-query-keys';

describe('the bookings list query', () => {
  it('is the manifest’s screen query, under its key, so the dashboard finds what the shell’s route started', () => {
    const options = bookingsQueryOptions();
    expect(options.queryKey).toEqual(screenQueryKey(bookingsQueries.list));
    expect(options.staleTime).toBe(bookingsQueries.list.staleTime);
  });
  it('is reached by the bookings invalidations', () => {
    expect(bookingsQueryOptions().queryKey.slice(0, bookingKeys.list().length)).toEqual([...bookingKeys.list()]);
  });
});
