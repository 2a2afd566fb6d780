// The API key is the anon or the service_role key, nothing else (docs/areas/platform.md#sign-in-floods-and-lock-outs).
// A user's access token sent as `apikey` (with or without Authorization) never authenticates, so an ended
// session (global logout, deleted user) cannot be revived by moving the token to that header.
import { describe, expect, it } from 'vitest';
import { SESSION_CHECK_TTL_MS } from '../config';
import { type TestBackend } from '../testing/start-test-backend';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture({ signInStaff: false });

const INVALID_KEY = { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' };

async function writesWith(headers: Record<string, string>) {
  const json = { ...headers, 'content-type': 'application/json', prefer: 'return=minimal' };
  const patch = await fetch(`${fx.backend.url}/rest/v1/bookings?id=eq.4c5b8028-3333-4333-8333-000000000017`, {
    method: 'PATCH',
    headers: json,
    body: JSON.stringify({ notes: 'written with a user token as API key' }),
  });
  const upload = await fetch(`${fx.backend.url}/storage/v1/object/inspection-photos/apikey-probe/a.png`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'image/png' },
    body: new Uint8Array([137, 80, 78, 71]),
  });
  const contacts = await fetch(`${fx.backend.url}/rest/v1/contacts?select=id`, { headers });
  const sheets = await fetch(`${fx.backend.url}/sheets/v4/spreadsheets/reports-demo/values/A:B?key=${headers.apikey}`);
  return { patch: patch.status, upload: upload.status, contacts: contacts.status, sheets: sheets.status, body: await patch.json().catch(() => null) };
}

const accessTokenOf = async (client: Awaited<ReturnType<TestBackend['staffClient']>>) => (await client.auth.getSession()).data.session!.access_token;

describe('the apikey header', () => {
  it('refuses a live user access token as API key (401 Invalid API key), alone or with the same bearer', async () => {
    const token = await accessTokenOf(await fx.backend.staffClient());
    const alone = await writesWith({ apikey: token });
    expect(alone).toMatchObject({ patch: 401, upload: 401, contacts: 401, sheets: 401, body: INVALID_KEY });
    const withBearer = await writesWith({ apikey: token, authorization: `Bearer ${token}` });
    expect(withBearer).toMatchObject({ patch: 401, upload: 401, contacts: 401 });
    // The same token as bearer behind the anon key works: it is the header, not the token, that is refused.
    const res = await fetch(`${fx.backend.url}/rest/v1/contacts?select=id`, { headers: { apikey: fx.backend.anonKey, authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
  });

  it('does not revive a token after a global logout, wherever it is sent', async () => {
    const client = await fx.backend.staffClient();
    const token = await accessTokenOf(client);
    await client.auth.signOut({ scope: 'global' });
    expect(await writesWith({ apikey: token })).toMatchObject({ patch: 401, upload: 401, contacts: 401, sheets: 401 });
    const asBearer = await fetch(`${fx.backend.url}/rest/v1/contacts?select=id`, { headers: { apikey: fx.backend.anonKey, authorization: `Bearer ${token}` } });
    expect(asBearer.status).toBe(401);
    expect(await asBearer.json()).toMatchObject({ code: 'PGRST301', message: 'Session from session_id claim in JWT does not exist' });
  });

  it("does not let a deleted user's token read or insert contacts", async () => {
    const { id } = await fx.backend.createUser('leaver@example.com', 'leaver-pass-1', { staff: true });
    const client = await fx.backend.signedInClient('leaver@example.com', 'leaver-pass-1');
    const token = await accessTokenOf(client);
    expect((await client.from('contacts').select('id')).error).toBeNull();
    await fx.backend.db.query(`delete from auth.users where id = $1::uuid`, [id]);
    // A session found is trusted for SESSION_CHECK_TTL_MS (the bearer path); the API key path has no such grace.
    await new Promise((resolve) => setTimeout(resolve, SESSION_CHECK_TTL_MS + 50));
    const ways: Record<string, string>[] = [{ apikey: token }, { apikey: fx.backend.anonKey, authorization: `Bearer ${token}` }];
    for (const headers of ways) {
      const read = await fetch(`${fx.backend.url}/rest/v1/contacts?select=id`, { headers });
      const insert = await fetch(`${fx.backend.url}/rest/v1/contacts`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ full_name: 'Ghost', phone_number: '0501112233' }),
      });
      expect([read.status, insert.status]).toEqual([401, 401]);
    }
  });

  it('still takes the anon and the service_role keys', async () => {
    expect((await fetch(`${fx.backend.url}/rest/v1/inspection_types?select=id`, { headers: { apikey: fx.backend.anonKey } })).status).toBe(200);
    expect((await fetch(`${fx.backend.url}/rest/v1/contacts?select=id`, { headers: { apikey: fx.backend.serviceRoleKey } })).status).toBe(200);
  });
});
