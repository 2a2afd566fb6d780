// The spreadsheets hold customers' names and phones: the public anon key alone reads nothing,
// a signed-in account without the staff claim neither; staff read them with their bearer. A buyer's
// report link (?reportId=) answers only the rows of that one report.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../testing/start-test-backend';

let backend: TestBackend;
let staffToken: string;
let outsiderToken: string;

beforeAll(async () => {
  backend = await startTestBackend();
  staffToken = (await (await backend.staffClient()).auth.getSession()).data.session!.access_token;
  await backend.createUser('no-claim@example.com', 'no-claim-1', {});
  outsiderToken = (await (await backend.signedInClient('no-claim@example.com', 'no-claim-1')).auth.getSession()).data.session!.access_token;
});
afterAll(() => backend?.close());

async function get(path: string, token?: string) {
  const res = await fetch(`${backend.url}/sheets/v4/spreadsheets/${path}${path.includes('?') ? '&' : '?'}key=${backend.anonKey}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as { values?: string[][]; error?: { status: string; message: string } } };
}

describe('/sheets', () => {
  it('answers nothing to the anon key alone', async () => {
    for (const path of ['call-logs-demo/values/A1:Z99999', `reports-demo/values/${encodeURIComponent("'Form responses'!A2:Z")}`]) {
      const { status, body } = await get(path);
      expect(status).toBe(401);
      expect(body.values).toBeUndefined();
      expect(body.error).toEqual({ code: 401, message: 'Sign in as staff to read the spreadsheets.', status: 'UNAUTHENTICATED' });
    }
  });

  it('answers 403 to a signed-in account without the staff claim, and the rows to staff', async () => {
    const refused = await get('call-logs-demo/values/A1:Z99999', outsiderToken);
    expect(refused.status).toBe(403);
    expect(refused.body.values).toBeUndefined();
    const staff = await get('call-logs-demo/values/A1:Z99999', staffToken);
    expect(staff.status).toBe(200);
    expect(staff.body.values!.length).toBeGreaterThan(100);
  });

  it("answers anyone holding a report's id with that report's row only", async () => {
    const range = encodeURIComponent("'Form responses'!A2:Z");
    const { status, body } = await get(`reports-demo/values/${range}?reportId=RPT-1003`);
    expect(status).toBe(200);
    expect(body.values).toHaveLength(1);
    expect(body.values![0][14]).toBe('RPT-1003');
    for (const path of [`reports-demo/values/${range}?reportId=`, `reports-demo/values/${range}?reportId=RPT`, 'call-logs-demo/values/A1:Z99999?reportId=RPT-1003']) {
      const other = await get(path);
      expect(other.status, path).toBe(200);
      expect(other.body.values, path).toEqual([]);
    }
  });
});
