import { describe, expect, it } from 'vitest';
import { screenQueryKey, type ScreenTableQuery } from '@inspection/platform-manifest';
import { screenQueryOptions } from './screen-query';

const rows: ScreenTableQuery = { key: ['bookings', 'list'], table: 'bookings', select: 'id', staleTime: 30_000 };

describe("a screen query's query-client options", () => {
  it('carry its key and freshness, and the client defaults for an ordinary read', () => {
    const options = screenQueryOptions(rows);
    expect(options.queryKey).toEqual(screenQueryKey(rows));
    expect(options.staleTime).toBe(30_000);
    expect(options).not.toHaveProperty('retry');
    expect(options).not.toHaveProperty('networkMode');
  });

  it('neither retry nor wait for the connection for a fail-fast read', () => {
    expect(screenQueryOptions({ ...rows, failFast: true })).toMatchObject({ retry: false, networkMode: 'always' });
  });
});
