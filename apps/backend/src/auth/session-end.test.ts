// A session that ends takes its access token with it (OWASP ASVS 7.4.1): after a local or global
// logout, after refresh-token reuse is detected and for a deleted user, the old access token no
// longer works on REST, RPC, storage, the upload-URL endpoint or the functions.
import { describe, expect, it } from 'vitest';
import { SESSION_CHECK_TTL_MS } from '../config';
import { type TestBackend } from '../testing/start-test-backend';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture({ start: { refreshTokenReuseSeconds: 0 }, signInStaff: false });

const tokenOf = async (client: Awaited<ReturnType<TestBackend['staffClient']>>) => (await client.auth.getSession()).data.session!;

/** The status of each kind of staff request made with this access token. */
async function statuses(token: string) {
  const headers = { apikey: fx.backend.anonKey, authorization: `Bearer ${token}` };
  const json = { ...headers, 'content-type': 'application/json' };
  const [rest, rpc, storage, presign, fn] = await Promise.all([
    fetch(`${fx.backend.url}/rest/v1/bookings?select=id&limit=1`, { headers }),
    fetch(`${fx.backend.url}/rest/v1/rpc/save_form_template`, { method: 'POST', headers: json, body: JSON.stringify({ template: {} }) }),
    fetch(`${fx.backend.url}/storage/v1/object/upload/sign/inspection-photos/ended/a.png`, { method: 'POST', headers }),
    fetch(`${fx.backend.url}/api/get-s3-presigned-url`, { method: 'POST', headers: json, body: JSON.stringify({ fileName: 'a.png', fileType: 'image/png', formId: 'f' }) }),
    fetch(`${fx.backend.url}/functions/v1/sheets-webhook`, { headers }),
  ]);
  return { rest: rest.status, rpc: rpc.status, storage: storage.status, presign: presign.status, functions: fn.status };
}

const ENDED = { rest: 401, rpc: 401, storage: 403, presign: 401, functions: 401 };

describe('an ended session', () => {
  it('works before, and not after a local logout', async () => {
    const client = await fx.backend.staffClient();
    const { access_token } = await tokenOf(client);
    expect((await statuses(access_token)).rest).toBe(200);
    await client.auth.signOut({ scope: 'local' });
    expect(await statuses(access_token)).toEqual(ENDED);
    const body = await (await fetch(`${fx.backend.url}/rest/v1/bookings`, { headers: { apikey: fx.backend.anonKey, authorization: `Bearer ${access_token}` } })).json();
    expect(body).toMatchObject({ code: 'PGRST301', message: 'Session from session_id claim in JWT does not exist' });
  });

  it('a global logout ends every session of the user', async () => {
    const first = await fx.backend.staffClient();
    const second = await fx.backend.staffClient();
    const other = (await tokenOf(second)).access_token;
    expect((await statuses(other)).rest).toBe(200);
    await first.auth.signOut({ scope: 'global' });
    expect(await statuses(other)).toEqual(ENDED);
  });

  it('refresh-token reuse ends the session and its current access token', async () => {
    const client = await fx.backend.staffClient();
    const stolen = (await tokenOf(client)).refresh_token;
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    const current = data.session!.access_token;
    expect((await statuses(current)).rest).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const replay = await fetch(`${fx.backend.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: fx.backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: stolen }),
    });
    expect(replay.status).toBe(400);
    expect(await statuses(current)).toEqual(ENDED);
    const { rows } = await fx.backend.db.query(`select 1 from auth.sessions where id = $1::uuid`, [JSON.parse(Buffer.from(current.split('.')[1], 'base64url').toString()).session_id]);
    expect(rows).toEqual([]);
  });

  it('a deleted user loses access within the session check interval', async () => {
    await fx.backend.createUser('leaver@example.com', 'leaver-1', { staff: true });
    const client = await fx.backend.signedInClient('leaver@example.com', 'leaver-1');
    const { access_token } = await tokenOf(client);
    expect((await statuses(access_token)).rest).toBe(200);
    await fx.backend.db.query(`delete from auth.users where email = 'leaver@example.com'`);
    await new Promise((resolve) => setTimeout(resolve, SESSION_CHECK_TTL_MS + 100));
    expect(await statuses(access_token)).toEqual(ENDED);
  });
});
