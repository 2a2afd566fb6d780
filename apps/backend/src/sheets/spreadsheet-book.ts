// The seeded spreadsheets the embedded service answers from. Rows are built once per day
// (they are dated relative to today) and cached. CALL_LOGS_ROWS sets the call-log sheet's size.
import { callLogRows, callLogRowsFromEnv } from './seed-call-logs';
import { formResponsesRows } from './seed-form-responses';
import type { Sheet } from './sheet-values';

export interface Spreadsheet {
  spreadsheetId: string;
  title: string;
  sheets: Sheet[];
  builtAt: Date;
}

export const REPORTS_SPREADSHEET_ID = 'reports-demo';
export const CALL_LOGS_SPREADSHEET_ID = 'call-logs-demo';

export function createSpreadsheetBook(photoBaseUrl: () => string, clock: () => Date = () => new Date()) {
  let cache: { day: string; base: string; books: Map<string, Spreadsheet> } | undefined;

  function build(now: Date, base: string): Map<string, Spreadsheet> {
    return new Map([
      [
        REPORTS_SPREADSHEET_ID,
        { spreadsheetId: REPORTS_SPREADSHEET_ID, title: 'Vehicle inspection reports', builtAt: now, sheets: [{ title: 'Form responses', rows: formResponsesRows(now, base) }] },
      ],
      [
        CALL_LOGS_SPREADSHEET_ID,
        { spreadsheetId: CALL_LOGS_SPREADSHEET_ID, title: 'Call logs', builtAt: now, sheets: [{ title: 'Call logs', rows: callLogRows(now, callLogRowsFromEnv()) }] },
      ],
    ]);
  }

  function books(): Map<string, Spreadsheet> {
    const now = clock();
    const day = now.toDateString();
    const base = photoBaseUrl();
    if (!cache || cache.day !== day || cache.base !== base) cache = { day, base, books: build(now, base) };
    return cache.books;
  }

  return {
    get: (id: string) => books().get(id),
    all: () => [...books().values()],
  };
}

export type SpreadsheetBook = ReturnType<typeof createSpreadsheetBook>;
