import { describe, expect, it } from 'vitest';
import { columnIndex, columnLetters, parseA1, quoteSheet, RangeParseError } from './a1-range';
import { readValues } from './sheet-values';

describe('A1 ranges', () => {
  it.each([
    ["'Form responses'!A2:Z", { sheet: 'Form responses', startCol: 0, startRow: 2, endCol: 25, endRow: undefined }],
    ['A:A', { sheet: undefined, startCol: 0, startRow: 1, endCol: 0, endRow: undefined }],
    ['Sheet1!A501:F1000', { sheet: 'Sheet1', startCol: 0, startRow: 501, endCol: 5, endRow: 1000 }],
    ['A2:F', { sheet: undefined, startCol: 0, startRow: 2, endCol: 5, endRow: undefined }],
    ["'Call logs'!A1:F", { sheet: 'Call logs', startCol: 0, startRow: 1, endCol: 5, endRow: undefined }],
    ['Call logs!B3', { sheet: 'Call logs', startCol: 1, startRow: 3, endCol: 1, endRow: 3 }],
    ['2:5', { sheet: undefined, startCol: 0, startRow: 2, endCol: undefined, endRow: 5 }],
    ["'It''s'!C5:A1", { sheet: "It's", startCol: 0, startRow: 1, endCol: 2, endRow: 5 }],
    ["'Form responses'", { sheet: 'Form responses', startCol: 0, startRow: 1 }],
    ['AA10:AB', { sheet: undefined, startCol: 26, startRow: 10, endCol: 27, endRow: undefined }],
  ])('reads %s', (input, expected) => {
    expect(parseA1(input)).toEqual(expected);
  });

  it.each(['', 'A2:', ':B', 'A0:B2', "'Unclosed!A1", 'A1:B2:C3', 'Sheet!', '!A1', 'A:2', '1A:B2'])('refuses %j', (input) => {
    expect(() => parseA1(input)).toThrow(RangeParseError);
  });

  it('converts column letters both ways and quotes sheet names as Google does', () => {
    expect(columnIndex('A')).toBe(0);
    expect(columnIndex('Z')).toBe(25);
    expect(columnIndex('AA')).toBe(26);
    expect(columnLetters(27)).toBe('AB');
    expect(quoteSheet('Sheet1')).toBe('Sheet1');
    expect(quoteSheet('Form responses')).toBe("'Form responses'");
    expect(quoteSheet("It's")).toBe("'It''s'");
  });
});

describe('reading values', () => {
  const sheet = {
    title: 'Data',
    rows: [
      ['h1', 'h2', 'h3'],
      ['a', '', 'c', ''],
      ['', '', ''],
      ['d', 'e'],
      ['', ''],
      [''],
    ],
  };

  it('trims trailing empty cells and drops trailing empty rows, keeping inner ones', () => {
    expect(readValues(sheet, parseA1('A2:Z'))).toEqual({
      range: 'Data!A2:Z6',
      majorDimension: 'ROWS',
      values: [['a', '', 'c'], [], ['d', 'e']],
    });
  });

  it('reads one column and row windows', () => {
    expect(readValues(sheet, parseA1('B:B')).values).toEqual([['h2'], [], [], ['e']]);
    expect(readValues(sheet, parseA1('A1:B2'))).toEqual({ range: 'Data!A1:B2', majorDimension: 'ROWS', values: [['h1', 'h2'], ['a']] });
  });

  it('leaves values out when the rectangle is empty, as Google does', () => {
    expect(readValues(sheet, parseA1('A100:C200'))).toEqual({ range: 'Data!A100:C200', majorDimension: 'ROWS' });
  });
});
