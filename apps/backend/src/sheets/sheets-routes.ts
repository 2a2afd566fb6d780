// The spreadsheet service: GET /sheets/v4/spreadsheets/{id}/values/{range}, answering the
// Google Sheets values API shape from the seeded book, or forwarding to Google with the
// server's key (SHEETS_MODE=google) so that no Google key ever reaches a browser.
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { RangeParseError, parseA1 } from './a1-range';
import { readValues } from './sheet-values';
import type { SpreadsheetBook } from './spreadsheet-book';

export interface GoogleSheetsSettings {
  apiKey: string;
  baseUrl?: string;
  /** The spreadsheets the sheets webhook describes (GOOGLE_SHEETS_IDS, comma-separated). */
  spreadsheetIds?: string[];
}

const googleError = (code: number, message: string, status: string) => ({ error: { code, message, status } });

export function sheetsRoutes(book: SpreadsheetBook, google?: GoogleSheetsSettings) {
  const app = new Hono<AppEnv>();

  app.get('/v4/spreadsheets/:id/values/:range{.+}', async (c) => {
    const id = c.req.param('id');
    const range = safeDecode(c.req.param('range'));
    if (google) return forward(google, id, range, new URL(c.req.url).searchParams);

    const spreadsheet = book.get(id);
    if (!spreadsheet) return c.json(googleError(404, 'Requested entity was not found.', 'NOT_FOUND'), 404);
    try {
      const parsed = parseA1(range);
      const sheet = parsed.sheet === undefined ? spreadsheet.sheets[0] : spreadsheet.sheets.find((s) => s.title === parsed.sheet);
      if (!sheet) return c.json(googleError(400, `Unable to parse range: ${range}`, 'INVALID_ARGUMENT'), 400);
      return c.json(readValues(sheet, parsed));
    } catch (error) {
      if (error instanceof RangeParseError) return c.json(googleError(400, error.message, 'INVALID_ARGUMENT'), 400);
      throw error;
    }
  });

  app.all('*', (c) => c.json(googleError(404, 'Requested entity was not found.', 'NOT_FOUND'), 404));
  return app;
}

async function forward(google: GoogleSheetsSettings, id: string, range: string, query: URLSearchParams): Promise<Response> {
  const params = new URLSearchParams(query);
  params.set('key', google.apiKey);
  const base = google.baseUrl ?? 'https://sheets.googleapis.com';
  const url = `${base}/v4/spreadsheets/${encodeURIComponent(id)}/values/${encodeURIComponent(range)}?${params}`;
  try {
    const upstream = await fetch(url, { headers: { accept: 'application/json' } });
    return new Response(await upstream.text(), { status: upstream.status, headers: { 'content-type': 'application/json; charset=utf-8' } });
  } catch {
    return Response.json(googleError(502, 'The spreadsheet service could not be reached.', 'UNAVAILABLE'), { status: 502 });
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function googleSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): GoogleSheetsSettings | undefined {
  if (env.SHEETS_MODE !== 'google') return undefined;
  if (!env.GOOGLE_SHEETS_API_KEY) throw new Error('SHEETS_MODE=google needs GOOGLE_SHEETS_API_KEY');
  const spreadsheetIds = (env.GOOGLE_SHEETS_IDS ?? '').split(',').map((id) => id.trim()).filter(Boolean);
  return { apiKey: env.GOOGLE_SHEETS_API_KEY, spreadsheetIds };
}
