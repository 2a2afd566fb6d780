// The seeded spreadsheets the embedded service answers from. Rows are built once per day
// (they are dated relative to today) and cached. CALL_LOGS_ROWS sets the call-log sheet's size.
import { businessTimeZone } from '@inspection/shared-domain';
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

  // Rows are dated from the business zone's wall clock; builtAt is the real instant (last_updated on /webhook).
  function build(instant: Date, base: string): Map<string, Spreadsheet> {
    const now = businessWallClock(instant);
    return new Map([
      [
        REPORTS_SPREADSHEET_ID,
        { spreadsheetId: REPORTS_SPREADSHEET_ID, title: 'Vehicle inspection reports', builtAt: instant, sheets: [{ title: 'Form responses', rows: formResponsesRows(now, base) }] },
      ],
      [
        CALL_LOGS_SPREADSHEET_ID,
        { spreadsheetId: CALL_LOGS_SPREADSHEET_ID, title: 'Call logs', builtAt: instant, sheets: [{ title: 'Call logs', rows: callLogRows(now, callLogRowsFromEnv()) }] },
      ],
    ]);
  }

  function books(): Map<string, Spreadsheet> {
    const instant = clock();
    const day = businessWallClock(instant).toDateString();
    const base = photoBaseUrl();
    if (!cache || cache.day !== day || cache.base !== base) cache = { day, base, books: build(instant, base) };
    return cache.books;
  }

  return {
    get: (id: string) => books().get(id),
    all: () => [...books().values()],
  };
}

export type SpreadsheetBook = ReturnType<typeof createSpreadsheetBook>;

/**
 * The business time zone's wall clock as a local Date: the rows are dated from its fields, so 'today' is the
 * business's day (the one the console's dashboard shows) whatever zone the server runs in and whatever the hour.
 */
export function businessWallClock(instant: Date, timeZone = businessTimeZone()): Date {
  const fields = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(fields.find((field) => field.type === type)?.value);
  return new Date(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}
