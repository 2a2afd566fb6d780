// A spreadsheet report's buyer link withholds what the booking report's buyer's copy does
// (docs/areas/reports.md#what-the-buyers-copy-withholds): not only columns A (name) and B (phone) but every phone
// number, email address and the customer's name inside the other cells, photo URLs left as they are. Through the
// production path (a sheet forwarded from Google), as an anonymous caller holding a live token.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { sheetsRoutes } from './sheets-routes';
import { createSpreadsheetBook } from './spreadsheet-book';

const TOKEN = '0123456789abcdef0123456789abcdef';
const PHOTO = 'https://photos.example/cars/0501234567/front.jpg';
const ROW = [
  'Layla Haddad', '0507654321', '25/11/2026 10:00', PHOTO, 'Kia', 'Rio', '2020', '120000', `${PHOTO}${PHOTO}`,
  'Good, ask Layla Haddad on 050 765 4321', PHOTO, 'Full', '8', 'Clean car; mail layla@example.com or +971 50 765 4321', 'RPT-1',
];

let google: Server;
let googleUrl: string;
beforeAll(async () => {
  google = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ range: "'Form responses'!A2:Z3", majorDimension: 'ROWS', values: [ROW, ['Other', '0551112233']] }));
  });
  await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
  googleUrl = `http://127.0.0.1:${(google.address() as { port: number }).port}`;
});
afterAll(() => new Promise((resolve) => google.close(resolve)));

describe("a spreadsheet report's buyer link", () => {
  it("answers the report's row without the customer's name, phone or email anywhere, photo URLs kept", async () => {
    const app = new Hono<AppEnv>();
    app.route('/', sheetsRoutes(createSpreadsheetBook(() => 'http://x'), async (token) => (token === TOKEN ? 'RPT-1' : null),
      { apiKey: 'server-side-key', baseUrl: googleUrl, spreadsheetIds: ['real-id'] }));
    const res = await app.request(`/v4/spreadsheets/real-id/values/${encodeURIComponent("'Form responses'!A2:Z")}?reportId=${TOKEN}`);
    expect(res.status).toBe(200);
    const { values } = (await res.json()) as { values: string[][] };
    expect(values).toEqual([[
      '', '', '25/11/2026 10:00', PHOTO, 'Kia', 'Rio', '2020', '120000', `${PHOTO}${PHOTO}`,
      'Good, ask … on …', PHOTO, 'Full', '8', 'Clean car; mail … or …', TOKEN,
    ]]);
  });
});
