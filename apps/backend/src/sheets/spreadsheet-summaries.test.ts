// The sheets webhook's description of the spreadsheets in production mode, against a stand-in for
// Google's Sheets API that answers as Google does (trailing empty rows and cells left out).
import { createServer, type Server } from 'node:http';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sheetsWebhook } from '../functions/sheets-webhook';
import type { AppEnv } from '../app-env';
import { summariseGoogle } from './spreadsheet-summaries';

const SHEETS: Record<string, string[][]> = {
  'Form responses': [
    ['Timestamp', 'Name', 'Phone'],
    ['1/2/2026', 'Ann', '0501'],
    ['2/2/2026', 'Ben', '0502'],
  ],
  Empty: [],
};

let google: Server;
let baseUrl: string;
const requests: URL[] = [];
const headerKeys: unknown[] = [];

/** Rows of an A1 range such as 'Form responses'!1:1, 'Form responses'!A:A or 'Form responses'!3:3. */
function valuesOf(range: string): string[][] {
  const [, quoted, bare, spec] = /^(?:'(.+)'|([^']+))!(.+)$/.exec(range)!;
  const sheet = quoted ?? bare;
  const rows = SHEETS[sheet];
  if (spec === 'A:A') return rows.map((r) => [r[0]]);
  const n = Number(spec.split(':')[0]);
  return rows[n - 1] ? [rows[n - 1]] : [];
}

beforeAll(async () => {
  google = createServer((req, res) => {
    const url = new URL(req.url!, 'http://google.test');
    requests.push(url);
    headerKeys.push(req.headers['x-goog-api-key']);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers['x-goog-api-key'] !== 'server-key') return send(403, { error: { code: 403, message: 'The caller does not have permission' } });
    if (url.pathname === '/v4/spreadsheets/book-1') {
      return send(200, { properties: { title: 'Vehicle reports' }, sheets: Object.keys(SHEETS).map((title) => ({ properties: { title } })) });
    }
    if (url.pathname === '/v4/spreadsheets/book-1/values:batchGet') {
      return send(200, { valueRanges: url.searchParams.getAll('ranges').map((range) => ({ range, values: valuesOf(range) })) });
    }
    send(404, { error: { code: 404, message: 'Requested entity was not found.' } });
  });
  await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(google.address() as { port: number }).port}`;
});
afterAll(() => new Promise((resolve) => google.close(resolve)));

describe('summariseGoogle', () => {
  it('lists each sheet with its size, headers and last row, in three calls with the server key', async () => {
    requests.length = 0;
    headerKeys.length = 0;
    const [book] = await summariseGoogle({ apiKey: 'server-key', baseUrl, spreadsheetIds: ['book-1'] });
    expect(book).toEqual({
      spreadsheet_id: 'book-1',
      title: 'Vehicle reports',
      last_updated: null,
      sheets: [
        {
          name: 'Form responses',
          range: "'Form responses'!A1:C3",
          row_count: 3,
          data_rows: 2,
          column_headers: ['Timestamp', 'Name', 'Phone'],
          last_row: ['2/2/2026', 'Ben', '0502'],
        },
        { name: 'Empty', range: 'Empty!A1:A1', row_count: 0, data_rows: 0, column_headers: [], last_row: [] },
      ],
    });
    expect(requests).toHaveLength(3);
    // The key travels in the X-Goog-Api-Key header, never in a URL an upstream error could echo.
    expect(headerKeys).toEqual(['server-key', 'server-key', 'server-key']);
    expect(requests.every((url) => !url.searchParams.has('key'))).toBe(true);
    expect(requests[2].searchParams.getAll('ranges')).toEqual(["'Form responses'!3:3", 'Empty!1:1']);
  });

  it('describes no spreadsheet when none is configured', async () => {
    expect(await summariseGoogle({ apiKey: 'server-key', baseUrl })).toEqual([]);
  });
});

describe('the sheets webhook in production mode', () => {
  const app = (spreadsheetIds: string[], apiKey = 'server-key') => {
    const hono = new Hono<AppEnv>();
    hono.use(async (c, next) => {
      c.set('auth', { role: 'authenticated', claims: { email: 'staff@example.com', app_metadata: { staff: true } } });
      c.set('bearer', 'token');
      await next();
    });
    hono.get('/', sheetsWebhook({ name: 'Google Sheets API', describe: () => summariseGoogle({ apiKey, baseUrl, spreadsheetIds }) }));
    return hono;
  };

  it('answers the description', async () => {
    const res = await app(['book-1']).request('/');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', source: 'Google Sheets API', requested_by: 'staff@example.com', spreadsheets: [{ title: 'Vehicle reports' }] });
  });

  it("answers 502 with Google's error when a spreadsheet cannot be read", async () => {
    const missing = await app(['book-1', 'gone']).request('/');
    expect(missing.status).toBe(502);
    expect(await missing.json()).toEqual({ code: 502, message: 'Google Sheets API error (404): Requested entity was not found.' });
    const refused = await app(['book-1'], 'wrong-key').request('/');
    expect(await refused.json()).toEqual({ code: 502, message: 'Google Sheets API error (403): The caller does not have permission' });
  });
});
