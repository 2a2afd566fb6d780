import { businessTodayPickerDate } from '@inspection/shared-domain';
import { describe, expect, it } from 'vitest';
import { parseReportDate, parseReportRows } from '@inspection/reports-domain';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();

interface ValueRange {
  range: string;
  majorDimension: string;
  values?: string[][];
}

async function values(spreadsheetId: string, range: string, init: { key?: string | null; headers?: Record<string, string> } = {}) {
  const key = init.key === undefined ? fx.backend.anonKey : init.key;
  const query = key ? `?key=${encodeURIComponent(key)}` : '';
  const res = await fetch(`${fx.backend.url}/sheets/v4/spreadsheets/${spreadsheetId}/values/${encodeURIComponent(range)}${query}`, {
    // As the screens send it: the staff session's bearer (override with headers).
    headers: { accept: 'application/json', authorization: `Bearer ${fx.staffToken}`, ...init.headers },
  });
  return { status: res.status, body: (await res.json()) as ValueRange & { error?: { code: number; message: string; status: string } } };
}

describe("the reports sheet ('Form responses')", () => {
  it('answers the dashboard range with at least 30 rows of 15 columns', async () => {
    const { status, body } = await values('reports-demo', "'Form responses'!A2:Z");
    expect(status).toBe(200);
    expect(body.majorDimension).toBe('ROWS');
    expect(body.range).toBe(`'Form responses'!A2:Z${body.values!.length + 1}`);
    expect(body.values!.length).toBeGreaterThanOrEqual(30);
    expect(body.values!.every((row) => row.length <= 15 && row[0])).toBe(true);
  });

  it('holds rows the dashboard parser understands: varied dates, scores, photos and ids', async () => {
    const { body } = await values('reports-demo', "'Form responses'!A2:Z");
    const reports = parseReportRows(body.values);
    expect(reports).toHaveLength(body.values!.length);
    expect(new Set(reports.map((r) => r.id)).size).toBe(reports.length);
    expect(reports.every((r) => /^RPT-\d{4}$/.test(r.id))).toBe(true);

    const dates = reports.map((r) => parseReportDate(r.inspectionDate));
    expect(dates.every((d) => d !== null)).toBe(true);
    // Today is the business zone's day, the one the dashboard shows.
    const today = businessTodayPickerDate().toDateString();
    expect(dates.filter((d) => d!.toDateString() === today).length).toBeGreaterThanOrEqual(3);
    const oldest = Math.min(...dates.map((d) => d!.getTime()));
    expect(Date.now() - oldest).toBeGreaterThan(45 * 86400_000);
    expect(Date.now() - oldest).toBeLessThan(62 * 86400_000);
    const shapes = new Set(reports.map((r) => r.inspectionDate.replace(/\d/g, '9')));
    expect(shapes.size).toBeGreaterThanOrEqual(4);

    expect(reports.some((r) => r.images.length >= 2)).toBe(true);
    expect(new Set(reports.map((r) => r.EngineTransmissionScore)).size).toBeGreaterThanOrEqual(5);
    expect(reports.every((r) => r.EngineTransmissionScore >= 0 && r.EngineTransmissionScore <= 10)).toBe(true);
    expect(reports.filter((r) => r.make && r.model).length).toBe(reports.length);
  });

  it('points its photos at this backend; most load, a few are deliberately broken', async () => {
    const { body } = await values('reports-demo', "'Form responses'!A2:Z");
    const reports = parseReportRows(body.values);
    const mains = reports.map((r) => r.mainPicture).filter(Boolean);
    expect(mains.every((url) => url.startsWith(`${fx.backend.url}/storage/v1/object/public/demo/`))).toBe(true);
    const statuses = await Promise.all(mains.map(async (url) => (await fetch(url)).status));
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(25);
    expect(statuses.filter((s) => s === 404).length).toBeGreaterThanOrEqual(1);
    const gallery = reports.flatMap((r) => r.images);
    expect((await Promise.all(gallery.map(async (url) => (await fetch(url)).status))).every((s) => s === 200)).toBe(true);
  });

  it('reads the header and the id column alone', async () => {
    const header = await values('reports-demo', "'Form responses'!A1:O1");
    expect(header.body.values![0]).toHaveLength(15);
    expect(header.body.values![0][0]).toBe('Customer Name');
    const ids = await values('reports-demo', "'Form responses'!O2:O");
    expect(ids.body.values!.every((row) => row.length === 1 && row[0].startsWith('RPT-'))).toBe(true);
  });
});

describe("the call-log sheet ('Call logs')", () => {
  it('counts its rows through column A, header included', async () => {
    const { status, body } = await values('call-logs-demo', "'Call logs'!A:A");
    expect(status).toBe(200);
    expect(body.values![0]).toEqual(['save_time']);
    expect(body.values!.length).toBeGreaterThan(1200);
    expect(body.range).toBe(`'Call logs'!A1:A${body.values!.length}`);
  });

  it('serves 500-row batches with A501:F1000 style windows', async () => {
    const total = (await values('call-logs-demo', "'Call logs'!A:A")).body.values!.length;
    const batches: string[][] = [];
    for (let start = 1; start <= total; start += 500) {
      const { status, body } = await values('call-logs-demo', `'Call logs'!A${start}:F${start + 499}`);
      expect(status).toBe(200);
      expect(body.range).toBe(`'Call logs'!A${start}:F${start + 499}`);
      batches.push(...body.values!);
    }
    expect(batches).toHaveLength(total);
    expect(batches[0]).toEqual(['save_time', 'phone_number', 'call_type', 'duration', 'contact_name', 'call_time']);
    const rows = batches.slice(1);
    const types = new Set(rows.map((r) => r[2]));
    expect([...types].map((t) => t.toLowerCase()).sort().filter((t, i, a) => a.indexOf(t) === i)).toEqual(['incoming', 'missed', 'outgoing', 'rejected']);
    expect([...types].some((t) => t !== t.toLowerCase()) && [...types].some((t) => t === t.toLowerCase())).toBe(true);
    const times = rows.map((r) => new Date(r[5].replace(' ', 'T')).getTime());
    expect(Date.now() - Math.min(...times)).toBeLessThan(91 * 86400_000);
    expect(Date.now() - Math.min(...times)).toBeGreaterThan(85 * 86400_000);
    expect(rows.some((r) => (r[4] ?? '') === '') && rows.some((r) => r[4])).toBe(true);
    expect(rows.every((r) => /^\d+$/.test(r[3]))).toBe(true);
  });

  it('answers a window past the end without values, as Google does', async () => {
    const { status, body } = await values('call-logs-demo', "'Call logs'!A5001:F5500");
    expect(status).toBe(200);
    expect(body).toEqual({ range: "'Call logs'!A5001:F5500", majorDimension: 'ROWS' });
  });

  it('reads the first sheet when the range names none', async () => {
    const { body } = await values('call-logs-demo', 'A2:F');
    expect(body.range.startsWith("'Call logs'!A2:F")).toBe(true);
  });
});

describe('spreadsheet errors and access', () => {
  it('answers an unknown spreadsheet with Google’s 404', async () => {
    const { status, body } = await values('no-such-sheet', 'A:A');
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } });
  });

  it('answers a bad range or an unknown sheet with 400 INVALID_ARGUMENT', async () => {
    for (const range of ['A2:', "'Nope'!A1:B2"]) {
      const { status, body } = await values('reports-demo', range);
      expect(status).toBe(400);
      expect(body.error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT' });
      expect(body.error!.message).toContain('Unable to parse range');
    }
  });

  it('needs the anon key, as a query parameter or header', async () => {
    expect((await values('reports-demo', 'A1', { key: null })).status).toBe(401);
    expect((await values('reports-demo', 'A1', { key: 'wrong' })).status).toBe(401);
    expect((await values('reports-demo', 'A1', { key: null, headers: { apikey: fx.backend.anonKey } })).status).toBe(200);
  });
});

describe('GET /functions/v1/sheets-webhook', () => {
  const webhook = (token?: string) =>
    fetch(`${fx.backend.url}/functions/v1/sheets-webhook`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('describes the sheets to a signed-in user', async () => {
    const res = await webhook(fx.staffToken);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { spreadsheets: Array<{ spreadsheet_id: string; sheets: Array<{ name: string; row_count: number; column_headers: string[]; last_updated?: string }>; last_updated: string }> };
    const ids = body.spreadsheets.map((s) => s.spreadsheet_id);
    expect(ids).toEqual(['reports-demo', 'call-logs-demo']);
    const calls = body.spreadsheets[1].sheets[0];
    expect(calls.name).toBe('Call logs');
    expect(calls.row_count).toBeGreaterThan(1200);
    expect(calls.column_headers).toEqual(['save_time', 'phone_number', 'call_type', 'duration', 'contact_name', 'call_time']);
    expect(Date.parse(body.spreadsheets[0].last_updated)).not.toBeNaN();
  });

  it('accepts the service key through supabase-js functions.invoke', async () => {
    const { data, error } = await fx.backend.client(fx.backend.serviceRoleKey).functions.invoke('sheets-webhook', { method: 'GET' });
    expect(error).toBeNull();
    expect(data.status).toBe('ok');
  });

  it('refuses no token, the anon key and a bad token', async () => {
    for (const token of [undefined, fx.backend.anonKey, 'bad.token.here']) expect((await webhook(token)).status).toBe(401);
  });
});
