// The spreadsheets hold customers' names and phones: the public anon key alone reads nothing,
// a signed-in account without the staff claim neither; staff read them with their bearer. A buyer's
// report link (?reportId=) answers only the rows of that one report.
import { beforeAll, describe, expect, it } from 'vitest';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();
let outsiderToken: string;

beforeAll(async () => {
  outsiderToken = (await fx.signUp('no-claim@example.com', 'no-claim-1')).token;
});

async function get(path: string, token?: string) {
  const res = await fetch(`${fx.backend.url}/sheets/v4/spreadsheets/${path}${path.includes('?') ? '&' : '?'}key=${fx.backend.anonKey}`, {
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
    const staff = await get('call-logs-demo/values/A1:Z99999', fx.staffToken);
    expect(staff.status).toBe(200);
    expect(staff.body.values!.length).toBeGreaterThan(100);
  });

  it("answers staff asking by a report's id with that report's row only", async () => {
    const range = encodeURIComponent("'Form responses'!A2:Z");
    const { status, body } = await get(`reports-demo/values/${range}?reportId=RPT-1003`, fx.staffToken);
    expect(status).toBe(200);
    expect(body.values).toHaveLength(1);
    expect(body.values![0][14]).toBe('RPT-1003');
    expect(body.values![0][0]).not.toBe('');
  });
});

// RPT-1001 to RPT-1032 were once read by anyone with the anon key, 32 of 32 rows with the customer's name and
// phone. Now a buyer's link is an unguessable token staff create (share_sheet_report;
// docs/areas/reports.md#the-report-spreadsheet).
describe("a spreadsheet report's buyer link", () => {
  const range = encodeURIComponent("'Form responses'!A2:Z");

  it('answers the anon key nothing for any of the 32 guessable report ids (it leaked 32 of 32)', async () => {
    let leaked = 0;
    for (let n = 1001; n <= 1032; n++) {
      const { status, body } = await get(`reports-demo/values/${range}?reportId=RPT-${n}`);
      expect(status).toBe(200);
      leaked += body.values!.length;
    }
    expect(leaked).toBe(0);
    for (const path of [`reports-demo/values/${range}?reportId=`, 'call-logs-demo/values/A1:Z99999?reportId=RPT-1003']) {
      expect((await get(path)).body.values, path).toEqual([]);
    }
  });

  it("answers a live token with the report's columns only: no customer name or phone, the token as its id", async () => {
    const staff = await fx.backend.staffClient();
    const { data: link, error } = await staff.rpc('share_sheet_report', { p_report_id: 'RPT-1004' });
    expect(error).toBeNull();
    expect(link).toMatchObject({ report_id: 'RPT-1004', public_link_enabled: true, public_link_expires_at: null });
    expect(link.token).toMatch(/^[0-9a-f]{32}$/);
    expect((await staff.rpc('share_sheet_report', { p_report_id: 'RPT-1004' })).data.token).toBe(link.token); // kept

    const { status, body } = await get(`reports-demo/values/${range}?reportId=${link.token}`);
    expect(status).toBe(200);
    expect(body.values).toHaveLength(1);
    const [row] = body.values!;
    const full = (await get(`reports-demo/values/${range}?reportId=RPT-1004`, fx.staffToken)).body.values![0];
    expect(row.slice(0, 2)).toEqual(['', '']);
    expect(full[0]).not.toBe('');
    expect(row.slice(2, 14)).toEqual(full.slice(2, 14));
    expect(row[14]).toBe(link.token);
    expect(JSON.stringify(body)).not.toContain(full[0]);
    // A range starting at column B still leaves the phone out.
    const fromB = await get(`reports-demo/values/${encodeURIComponent("'Form responses'!B2:Z")}?reportId=${link.token}`);
    expect(fromB.body.values![0][0]).toBe('');

    // The same switch and expiry as a booking report's link.
    await staff.from('sheet_report_links').update({ public_link_enabled: false }).eq('report_id', 'RPT-1004');
    expect((await get(`reports-demo/values/${range}?reportId=${link.token}`)).body.values).toEqual([]);
    await staff.from('sheet_report_links').update({ public_link_enabled: true, public_link_expires_at: new Date(Date.now() - 1000).toISOString() }).eq('report_id', 'RPT-1004');
    expect((await get(`reports-demo/values/${range}?reportId=${link.token}`)).body.values).toEqual([]);
    await staff.from('sheet_report_links').update({ public_link_expires_at: null }).eq('report_id', 'RPT-1004');
    expect((await get(`reports-demo/values/${range}?reportId=${link.token}`)).body.values).toHaveLength(1);
  });

  it('lets nobody but staff create a link or read the links', async () => {
    const anon = fx.backend.client();
    expect((await anon.rpc('share_sheet_report', { p_report_id: 'RPT-1005' })).error?.code).toBe('42501');
    expect((await anon.from('sheet_report_links').select('*')).data ?? []).toEqual([]);
  });
});

// Google resolves an open range to the rows the sheet holds ('A2:Z' answers 'A2:Z1301'): to anyone but staff that
// told how many reports and calls the business has. A buyer's link answers the range as it was asked.
describe('anonymous sheet reads', () => {
  it("never reveal a sheet's row count", async () => {
    const staff = await fx.backend.staffClient();
    const { data: link } = await staff.rpc('share_sheet_report', { p_report_id: 'RPT-1006' });
    const asked = [
      ['reports-demo', "'Form responses'!A2:Z", `reportId=${link.token}`],
      ['reports-demo', "'Form responses'!A2:Z", 'reportId=RPT-1006'],
      ['reports-demo', "'Form responses'!A:Z", 'reportId=nope'],
      ['call-logs-demo', 'A1:Z', 'reportId='],
      ['call-logs-demo', 'A2:O', `reportId=${link.token}`],
    ];
    for (const [sheet, range, query] of asked) {
      const res = await get(`${sheet}/values/${encodeURIComponent(range)}?${query}`);
      expect(res.status).toBe(200);
      expect((res.body as { range?: string }).range, `${sheet} ${range} ${query}`).toBe(range);
    }
    // Staff still get Google's resolved range.
    const full = await get(`reports-demo/values/${encodeURIComponent("'Form responses'!A2:Z")}`, fx.staffToken);
    expect((full.body as { range?: string }).range).toMatch(/^'Form responses'!A2:[A-Z]+\d+$/);
  });
});
