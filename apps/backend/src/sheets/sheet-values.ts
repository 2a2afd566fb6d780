// Reads a rectangle of a sheet as the values API returns it: rows of strings, trailing
// empty cells trimmed per row, trailing empty rows dropped.
import { columnLetters, quoteSheet, type A1Range } from './a1-range';

export interface Sheet {
  title: string;
  rows: string[][];
}

export interface ValueRange {
  range: string;
  majorDimension: 'ROWS';
  values?: string[][];
}

export function readValues(sheet: Sheet, range: A1Range): ValueRange {
  const lastRow = sheet.rows.length;
  const widest = sheet.rows.reduce((w, r) => Math.max(w, r.length), 1);
  const endCol = range.endCol ?? Math.max(widest - 1, range.startCol);
  const endRow = range.endRow ?? Math.max(lastRow, range.startRow);

  const values: string[][] = [];
  for (let r = range.startRow; r <= Math.min(endRow, lastRow); r++) {
    const cells = (sheet.rows[r - 1] ?? []).slice(range.startCol, endCol + 1).map((v) => v ?? '');
    while (cells.length && cells[cells.length - 1] === '') cells.pop();
    values.push(cells);
  }
  while (values.length && values[values.length - 1].length === 0) values.pop();

  const a1 = `${quoteSheet(sheet.title)}!${columnLetters(range.startCol)}${range.startRow}:${columnLetters(endCol)}${endRow}`;
  // Google leaves `values` out when the rectangle holds nothing.
  return values.length ? { range: a1, majorDimension: 'ROWS', values } : { range: a1, majorDimension: 'ROWS' };
}
