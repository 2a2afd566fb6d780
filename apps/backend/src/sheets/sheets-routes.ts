// The spreadsheet service: GET /sheets/v4/spreadsheets/{id}/values/{range}, answering the
// Google Sheets values API shape from the seeded book, or forwarding to Google with the
// server's key (SHEETS_MODE=google, only the configured spreadsheets, key in the
// X-Goog-Api-Key header) so that no Google key ever reaches a browser or an echoed URL.
// The sheets hold customers' names and phones: reading them needs a signed-in staff bearer.
// The one exception is a buyer's report link: ?reportId={token} with a live link token
// (public.sheet_report_links) answers anyone that report's row only, without the contact columns
// (A name, B phone), contacts inside the other cells redacted, and with the token in the id column. Staff may also
// ask by the report's own id.
import { Hono, type Context } from 'hono';
import { redactContacts } from '@inspection/shared-domain';
import type { AppEnv } from '../app-env';
import { isOfficeClaims } from '../auth/staff-claim';
import { RangeParseError, parseA1 } from './a1-range';
import { readValues, type ValueRange } from './sheet-values';
import type { SpreadsheetBook } from './spreadsheet-book';
import type { ReportForLink } from './report-links';

export interface GoogleSheetsSettings {
  apiKey: string;
  baseUrl?: string;
  /** The spreadsheets the sheets webhook describes (GOOGLE_SHEETS_IDS, comma-separated). */
  spreadsheetIds?: string[];
}

const googleError = (code: number, message: string, status: string) => ({ error: { code, message, status } });

export function sheetsRoutes(book: SpreadsheetBook, reportForLink: ReportForLink, google?: GoogleSheetsSettings) {
  const app = new Hono<AppEnv>();

  app.get('/v4/spreadsheets/:id/values/:range{.+}', async (c) => {
    const id = c.req.param('id');
    const range = safeDecode(c.req.param('range'));
    const reportId = c.req.query('reportId');
    const refusal = staffRefusal(c);
    if (reportId === undefined && refusal) return refusal;
    const shape = await reportShape(range, reportId, !refusal, reportForLink);
    if (google) {
      if (!google.spreadsheetIds?.includes(id)) return c.json(googleError(404, 'Requested entity was not found.', 'NOT_FOUND'), 404);
      return forward(google, id, range, new URL(c.req.url).searchParams, shape);
    }

    const spreadsheet = book.get(id);
    if (!spreadsheet) return c.json(googleError(404, 'Requested entity was not found.', 'NOT_FOUND'), 404);
    try {
      const parsed = parseA1(range);
      const sheet = parsed.sheet === undefined ? spreadsheet.sheets[0] : spreadsheet.sheets.find((s) => s.title === parsed.sheet);
      if (!sheet) return c.json(googleError(400, `Unable to parse range: ${range}`, 'INVALID_ARGUMENT'), 400);
      return c.json(shape(readValues(sheet, parsed)));
    } catch (error) {
      if (error instanceof RangeParseError) return c.json(googleError(400, error.message, 'INVALID_ARGUMENT'), 400);
      throw error;
    }
  });

  app.all('*', (c) => c.json(googleError(404, 'Requested entity was not found.', 'NOT_FOUND'), 404));
  return app;
}

/** Column O holds a report's id; A and B the customer's name and phone, which a buyer's link never shows. */
const REPORT_ID_COLUMN = 14;
const CONTACT_COLUMNS = [0, 1];

/**
 * What the answer may hold: the whole range (staff, no reportId); a report's rows by its id (staff); a live link
 * token's report without the contact columns (anyone); else no rows. To anyone but staff, the range as it was asked.
 */
async function reportShape(range: string, reportId: string | undefined, staff: boolean, reportForLink: ReportForLink) {
  if (reportId === undefined) return (body: ValueRange) => body;
  const linked = reportId ? await reportForLink(reportId) : null;
  // The range as asked: the answer's resolved range ('A2:Z' → 'A2:Z1301') would tell anyone how many rows there are.
  if (linked !== null) return (body: ValueRange) => ({ ...buyerRows(body, range, linked, reportId), range });
  return (body: ValueRange) => (staff ? rowsOfReport(body, range, reportId) : { ...body, range, values: [] });
}

function startColumn(range: string): number {
  try {
    return parseA1(range).startCol;
  } catch {
    return REPORT_ID_COLUMN + 1;
  }
}

function rowsOfReport(body: ValueRange, range: string, reportId: string): ValueRange {
  const column = REPORT_ID_COLUMN - startColumn(range);
  // Always a values array (unlike Google's empty answer): "no such report" is an answer, not a broken sheet.
  const values = reportId && column >= 0 ? (body.values ?? []).filter((row) => row[column] === reportId) : [];
  return { ...body, values };
}

// The same rule as the booking report's buyer's copy (docs/areas/reports.md#what-the-buyers-copy-withholds): no
// customer name or phone, and in every other cell but the photo URLs each phone number, email address and the
// customer's name replaced by '…'.
function buyerRows(body: ValueRange, range: string, reportId: string, token: string): ValueRange {
  const start = startColumn(range);
  const rows = rowsOfReport(body, range, reportId).values ?? [];
  const values = rows.map((row) => {
    const customerName = start === 0 ? String(row[0] ?? '') : '';
    return row.map((cell, index) => {
      if (CONTACT_COLUMNS.includes(index + start)) return '';
      if (index + start === REPORT_ID_COLUMN) return token;
      return typeof cell === 'string' && !/^\s*https?:\/\//.test(cell) ? redactContacts(cell, [customerName]) : cell;
    });
  });
  return { ...body, values };
}

function staffRefusal(c: Context<AppEnv>): Response | undefined {
  const auth = c.get('auth');
  if (c.get('tokenProblem') || !c.get('bearer') || !auth || auth.role === 'anon') {
    return c.json(googleError(401, 'Sign in as staff to read the spreadsheets.', 'UNAUTHENTICATED'), 401);
  }
  if (!isOfficeClaims(auth.claims)) return c.json(googleError(403, 'Only staff may read the spreadsheets.', 'PERMISSION_DENIED'), 403);
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
