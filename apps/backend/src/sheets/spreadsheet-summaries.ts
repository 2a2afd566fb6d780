// What the sheets webhook reports about each spreadsheet: its sheets, their size, header row and last
// row. From the seeded book, or in production from Google (three calls per spreadsheet with the
// server's key: the sheet names, then header rows and column A together, then the last rows).
import { sheetsApiErrorMessage } from '@inspection/reports-domain';
import { columnLetters, quoteSheet } from './a1-range';
import type { GoogleSheetsSettings } from './sheets-routes';
import type { SpreadsheetBook } from './spreadsheet-book';

export interface SheetSummary {
  name: string;
  range: string;
  row_count: number;
  data_rows: number;
  column_headers: string[];
  last_row: string[];
}

export interface SpreadsheetSummary {
  spreadsheet_id: string;
  title: string;
  /** Known for the seeded book; Google's values API does not say. */
  last_updated: string | null;
  sheets: SheetSummary[];
}

/** A failed call to Google, with the wording the reports screens use for the same service. */
export class GoogleSheetsError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(sheetsApiErrorMessage(status, detail));
  }
}

function summary(name: string, headers: string[], rowCount: number, lastRow: string[]): SheetSummary {
  return {
    name,
    range: `${quoteSheet(name)}!A1:${columnLetters(Math.max(0, headers.length - 1))}${Math.max(1, rowCount)}`,
    row_count: rowCount,
    data_rows: Math.max(0, rowCount - 1),
    column_headers: headers,
    last_row: lastRow,
  };
}

export function summariseBook(book: SpreadsheetBook): SpreadsheetSummary[] {
  return book.all().map((spreadsheet) => ({
    spreadsheet_id: spreadsheet.spreadsheetId,
    title: spreadsheet.title,
    last_updated: spreadsheet.builtAt.toISOString(),
    sheets: spreadsheet.sheets.map((sheet) => summary(sheet.title, sheet.rows[0] ?? [], sheet.rows.length, sheet.rows.at(-1) ?? [])),
  }));
}

export async function summariseGoogle(google: GoogleSheetsSettings): Promise<SpreadsheetSummary[]> {
  return Promise.all((google.spreadsheetIds ?? []).map((id) => summariseGoogleSpreadsheet(google, id)));
}

async function summariseGoogleSpreadsheet(google: GoogleSheetsSettings, id: string): Promise<SpreadsheetSummary> {
  const meta = await callGoogle<{ properties?: { title?: string }; sheets?: { properties?: { title?: string } }[] }>(
    google,
    `/v4/spreadsheets/${encodeURIComponent(id)}`,
    [['fields', 'properties.title,sheets.properties.title']],
  );
  const names = (meta.sheets ?? []).map((s) => s.properties?.title ?? '').filter(Boolean);
  const batch = (ranges: string[]) =>
    ranges.length === 0
      ? Promise.resolve([] as string[][][])
      : callGoogle<{ valueRanges?: { values?: string[][] }[] }>(google, `/v4/spreadsheets/${encodeURIComponent(id)}/values:batchGet`, [
          ['majorDimension', 'ROWS'],
          ...ranges.map((range): [string, string] => ['ranges', range]),
        ]).then((r) => ranges.map((_, i) => r.valueRanges?.[i]?.values ?? []));

  // Header row and column A of every sheet; a sheet's length is where column A ends. Then each last row.
  const firstPass = await batch(names.flatMap((name) => [`${quoteSheet(name)}!1:1`, `${quoteSheet(name)}!A:A`]));
  const lengths = names.map((_, i) => firstPass[2 * i + 1].length);
  const lastRows = await batch(names.map((name, i) => `${quoteSheet(name)}!${Math.max(1, lengths[i])}:${Math.max(1, lengths[i])}`));
  return {
    spreadsheet_id: id,
    title: meta.properties?.title ?? id,
    last_updated: null,
    sheets: names.map((name, i) => summary(name, firstPass[2 * i][0] ?? [], lengths[i], lastRows[i][0] ?? [])),
  };
}

async function callGoogle<T>(google: GoogleSheetsSettings, path: string, query: [string, string][]): Promise<T> {
  const params = new URLSearchParams(query);
  let response: Response;
  try {
    // The key goes in a header: an upstream error that echoes its URL never shows it.
    response = await fetch(`${google.baseUrl ?? 'https://sheets.googleapis.com'}${path}?${params}`, {
      headers: { accept: 'application/json', 'x-goog-api-key': google.apiKey },
    });
  } catch {
    throw new GoogleSheetsError(502, 'The spreadsheet service could not be reached.');
  }
  const body = (await response.json().catch(() => null)) as (T & { error?: { message?: string } }) | null;
  if (!response.ok || body === null) throw new GoogleSheetsError(response.status, body?.error?.message ?? response.statusText);
  return body;
}
