// The screen tests' fake backend: what it answers a request that no route expects.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSupabase } from '../platform';
import { installFakeBackend, tableRoute } from './fake-backend';

afterEach(() => vi.unstubAllGlobals());

describe('installFakeBackend', () => {
  it('answers a request no route expects with a 501 at once, so supabase-js does not retry it into a later test', async () => {
    const fetch = installFakeBackend(tableRoute('inspectors', () => []));
    const { error, status } = await getSupabase().from('contacts').select('id');
    expect(status).toBe(501);
    expect(error?.message).toBe('Unexpected request GET http://backend.test/rest/v1/contacts?select=id');
    // A thrown (network) error would be retried after 1, 2 and 4 s, by then against another test's routes.
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('answers the routes it has', async () => {
    installFakeBackend(tableRoute('inspectors', () => [{ id: 'i1', full_name: 'Amy' }]));
    const { data } = await getSupabase().from('inspectors').select('id, full_name');
    expect(data).toEqual([{ id: 'i1', full_name: 'Amy' }]);
  });
});
