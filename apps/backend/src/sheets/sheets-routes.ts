// The spreadsheet service: GET /sheets/v4/spreadsheets/{id}/values/{range}, answering the
// Google Sheets values API shape from the seeded book, or forwarding to Google with the
// server's key (SHEETS_MODE=google, only the configured spreadsheets, key in the
// X-Goog-Api-Key header) so that no Google key ever reaches a browser or an echoed URL.
// The sheets hold customers' names and phones: reading them needs a signed-in staff bearer.
// The one exception is a buyer's report link: with ?reportId=X anyone gets only the rows whose
// report id column (O) is exactly X.
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { isStaffClaims } from '../auth/staff-claim';
import { RangeParseError, parseA1 } from './a1-range';
import { readValues, type ValueRange } from './sheet-values';
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
    const reportId = c.req.query('reportId');
    if (reportId === undefined) {
      const refusal = staffRefusal(c);
      if (refusal) return refusal;
    }
    const onlyReport = (body: ValueRange) => (reportId === undefined ? body : onlyRowsOfReport(body, range, reportId));
    if (google) {
      if (!google.spreadsheetIds?.includes(id)) return c.json(googleError(404, 'Requested entity was not found.', 'NOT_FOUND'), 404);
      return forward(google, id, range, new URL(c.req.url).searchParams, onlyReport);
    }

    const spreadsheet = book.get(id);
    if (!spreadsheet) return c.json(googleError(404, 'Requested entity was not found.', 'NOT_FOUND'), 404);
    try {
      const parsed = parseA1(range);
      const sheet = parsed.sheet === undefined ? spreadsheet.sheets[0] : spreadsheet.sheets.find((s) => s.title === parsed.sheet);
      if (!sheet) return c.json(googleError(400, `Unable to parse range: ${range}`, 'INVALID_ARGUMENT'), 400);
      return c.json(onlyReport(readValues(sheet, parsed)));
    } catch (error) {
      if (error instanceof RangeParseError) return c.json(googleError(400, error.message, 'INVALID_ARGUMENT'), 400);
      throw error;
    }
  });

  app.all('*', (c) => c.json(googleError(404, 'Requested entity was not found.', 'NOT_FOUND'), 404));
  return app;
}

/** Column O holds a report's id (the buyer's link /report/{id}). */
const REPORT_ID_COLUMN = 14;

function onlyRowsOfReport(body: ValueRange, range: string, reportId: string): ValueRange {
  let startCol = 0;
  try {
    startCol = parseA1(range).startCol;
  } catch {
    startCol = REPORT_ID_COLUMN + 1;
  }
  const column = REPORT_ID_COLUMN - startCol;
  // Always a values array (unlike Google's empty answer): "no such report" is an answer, not a broken sheet.
  const values = reportId && column >= 0 ? (body.values ?? []).filter((row) => row[column] === reportId) : [];
  return { ...body, values };
}

function staffRefusal(c: Context<AppEnv>): Response | undefined {
  const auth = c.get('auth');
  if (c.get('tokenProblem') || !c.get('bearer') || !auth || auth.role === 'anon') {
    return c.json(googleError(401, 'Sign in as staff to read the spreadsheets.', 'UNAUTHENTICATED'), 401);
  }
  if (!isStaffClaims(auth.claims)) return c.json(googleError(403, 'Only staff may read the spreadsheets.', 'PERMISSION_DENIED'), 403);
  return undefined;
}

async function forward(
  google: GoogleSheetsSettings,
  id: string,
  range: string,
  query: URLSearchParams,
  shape: (body: ValueRange) => ValueRange,
): Promise<Response> {
  const params = new URLSearchParams(query);
  params.delete('key');
  params.delete('reportId');
  const base = google.baseUrl ?? 'https://sheets.googleapis.com';
  const url = `${base}/v4/spreadsheets/${encodeURIComponent(id)}/values/${encodeURIComponent(range)}?${params}`;
  try {
    const upstream = await fetch(url, { headers: { accept: 'application/json', 'x-goog-api-key': google.apiKey } });
    const text = await upstream.text();
    const body = upstream.ok ? JSON.stringify(shape(JSON.parse(text) as ValueRange)) : text;
    return new Response(body, { status: upstream.status, headers: { 'content-type': 'application/json; charset=utf-8' } });
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
