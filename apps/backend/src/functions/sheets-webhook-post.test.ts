// functions.invoke('sheets-webhook') sends POST by default: it gets the same JSON as GET, with the
// same authorisation (staff session or service key; anon, outsiders and bad tokens refused).
import { beforeAll, describe, expect, it } from 'vitest';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();

beforeAll(async () => {
  await fx.backend.createUser('webhook-outsider@example.com', 'outsider-1', {});
});

describe('POST /functions/v1/sheets-webhook', () => {
  it("answers functions.invoke's default POST with the same JSON as GET", async () => {
    const { data, error } = await fx.staff.functions.invoke('sheets-webhook');
    expect(error).toBeNull();
    const get = await (await fetch(`${fx.backend.url}/functions/v1/sheets-webhook`, { headers: { authorization: `Bearer ${fx.staffToken}` } })).json();
    const strip = (body: Record<string, unknown>) => ({ ...body, generated_at: undefined });
    expect(strip(data)).toEqual(strip(get));
    expect(data).toMatchObject({ status: 'ok', requested_by: 'admin@example.com' });
  });

  it('refuses POST without a staff bearer as GET does', async () => {
    const outsider = await fx.backend.signedInClient('webhook-outsider@example.com', 'outsider-1');
    const outsiderToken = (await outsider.auth.getSession()).data.session!.access_token;
    const post = (token?: string) =>
      fetch(`${fx.backend.url}/functions/v1/sheets-webhook`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {} });
    for (const token of [undefined, fx.backend.anonKey, 'bad.token.here']) expect((await post(token)).status).toBe(401);
    expect((await post(outsiderToken)).status).toBe(403);
    expect((await post(fx.backend.serviceRoleKey)).status).toBe(200);
  });
});
