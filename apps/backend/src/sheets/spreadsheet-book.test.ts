// The demo sheets are dated from the business zone's day: at 00:30 in Dubai (20:30 UTC the day before) the rows of
// 'today' carry Dubai's date, the day the console's dashboard shows.
import { describe, expect, it } from 'vitest';
import { businessWallClock, createSpreadsheetBook, REPORTS_SPREADSHEET_ID } from './spreadsheet-book';

describe('the demo spreadsheets', () => {
  it("reads the business zone's wall clock", () => {
    const wall = businessWallClock(new Date('2026-11-25T20:30:00Z'), 'Asia/Dubai');
    expect([wall.getFullYear(), wall.getMonth() + 1, wall.getDate(), wall.getHours(), wall.getMinutes()]).toEqual([2026, 11, 26, 0, 30]);
  });

  it("dates today's report rows with the business day, past midnight in Dubai", () => {
    const book = createSpreadsheetBook(() => 'http://photos', () => new Date('2026-11-25T20:30:00Z'));
    const rows = book.get(REPORTS_SPREADSHEET_ID)!.sheets[0].rows.slice(1);
    const dates = rows.slice(-5).map((row) => row[2]);
    expect(dates.every((date) => /26\/11\/2026|2026-11-26/.test(date))).toBe(true);
  });

  it('says when it was built as the real instant, not the wall clock labelled UTC', () => {
    const instant = new Date('2026-11-25T20:30:00Z');
    const book = createSpreadsheetBook(() => 'http://photos', () => instant);
    expect(book.get(REPORTS_SPREADSHEET_ID)!.builtAt.toISOString()).toBe('2026-11-25T20:30:00.000Z');
  });
});
