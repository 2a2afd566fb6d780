import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { sheetsRoutes, googleSettingsFromEnv } from './sheets-routes';
import { createSpreadsheetBook } from './spreadsheet-book';

let google: Server;
let googleUrl: string;
const seen: IncomingMessage[] = [];

beforeAll(async () => {
  google = createServer((req, res) => {
    seen.push(req);
    const status = req.url!.includes('/missing/') ? 404 : 200;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(status === 200 ? { range: 'Sheet1!A1:B2', majorDimension: 'ROWS', values: [['a', 'b']] } : { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } }));
  });
  await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
  googleUrl = `http://127.0.0.1:${(google.address() as { port: number }).port}`;
});
afterAll(() => new Promise((resolve) => google.close(resolve)));

describe('production mode (SHEETS_MODE=google)', () => {
  // Behind the gateway, as a signed-in staff member.
  const routes = () => {
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('auth', { role: 'authenticated', claims: { sub: 'u', app_metadata: { staff: true } } });
      c.set('bearer', 'token');
      await next();
    });
    app.route('/', sheetsRoutes(createSpreadsheetBook(() => 'http://x'), async () => null, { apiKey: 'server-side-key', baseUrl: googleUrl, spreadsheetIds: ['real-id', 'missing'] }));
    return app;
  };

  it('forwards the request with the server-side key in the X-Goog-Api-Key header, dropping the client’s', async () => {
    const res = await routes().request(`/v4/spreadsheets/real-id/values/${encodeURIComponent("'Form responses'!A2:Z")}?key=anon-key&majorDimension=ROWS`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ values: [['a', 'b']] });
    const url = new URL(seen.at(-1)!.url!, googleUrl);
    expect(url.pathname).toBe(`/v4/spreadsheets/real-id/values/${encodeURIComponent("'Form responses'!A2:Z")}`);
    expect(url.searchParams.has('key')).toBe(false);
    expect(seen.at(-1)!.headers['x-goog-api-key']).toBe('server-side-key');
    expect(url.searchParams.get('majorDimension')).toBe('ROWS');
  });

  it('forwards only the configured spreadsheets', async () => {
    const before = seen.length;
    const res = await routes().request('/v4/spreadsheets/someone-elses-sheet/values/A1');
    expect(res.status).toBe(404);
    expect(seen.length).toBe(before);
  });

  it("passes Google's errors through", async () => {
    const res = await routes().request('/v4/spreadsheets/missing/values/A1');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { status: 'NOT_FOUND' } });
  });

  it('is on only with SHEETS_MODE=google and a key', () => {
    expect(googleSettingsFromEnv({})).toBeUndefined();
    expect(googleSettingsFromEnv({ SHEETS_MODE: 'google', GOOGLE_SHEETS_API_KEY: 'k' })).toEqual({ apiKey: 'k', spreadsheetIds: [] });
    expect(googleSettingsFromEnv({ SHEETS_MODE: 'google', GOOGLE_SHEETS_API_KEY: 'k', GOOGLE_SHEETS_IDS: ' a, b ,' })).toEqual({ apiKey: 'k', spreadsheetIds: ['a', 'b'] });
    expect(() => googleSettingsFromEnv({ SHEETS_MODE: 'google' })).toThrow(/GOOGLE_SHEETS_API_KEY/);
  });
});
