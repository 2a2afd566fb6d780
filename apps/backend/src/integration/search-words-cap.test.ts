// The bookings dashboard's search takes at most 10 words of 200 characters (docs/areas/bookings.md#bookings-dashboard):
// before, 60,000 words held PGlite for 11.5 s, and the body limit allowed minutes.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishErrorText, errorFromDatabase } from '@inspection/shared-domain';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();
let office: SupabaseClient;

beforeAll(async () => {
  await fx.backend.createUser('search-office@example.com', 'office-pass-1', { role: 'staff', staff: true });
  office = await fx.backend.signedInClient('search-office@example.com', 'office-pass-1');
});

const search = (p_search: string) => office.rpc('list_bookings', { p_search, p_inspector: '', p_offset: 0, p_limit: 10 });

describe("list_bookings' search", () => {
  it('takes up to 10 words', async () => {
    const { data, error } = await search('a '.repeat(10));
    expect(error).toBeNull();
    expect(data).toMatchObject({ total: expect.any(Number) });
  });

  it('refuses more than 10 words, or more than 200 characters, with its code, at once', async () => {
    const started = Date.now();
    for (const words of ['a '.repeat(11), 'x'.repeat(201), 'word '.repeat(60_000)]) {
      const { error } = await search(words);
      expect(error).toMatchObject({ code: '22023', hint: 'search_too_long' });
      const shown = errorFromDatabase(error);
      expect(shown).toMatchObject({ key: 'errors.searchTooLong', params: { words: 10, characters: 200 } });
      expect(englishErrorText(shown)).toBe(error!.message);
    }
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
