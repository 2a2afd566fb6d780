import { describe, expect, it } from 'vitest';
import { filterReports, indexReports } from './report-filter';
import { parseReportRows } from './report-row';

const reports = parseReportRows([
  ['Sara Ali', '0501234567', '22/11/2026 10:15:00', '', 'Toyota', 'Camry', '2019', '1', '', '', '', '', '8', '', 'a'],
  ['John Smith', '0559998888', '22/11/2026 16:40:00', '', 'Nissan', 'Patrol', '2021', '1', '', '', '', '', '6', '', 'b'],
  ['Mona', '', '2/11/2026 09:00:00', '', 'BMW', 'X5', '2020', '1', '', '', '', '', '9', '', 'c'],
  ['No Date', '', '', '', 'Toyota', 'Yaris', '2020', '1', '', '', '', '', '9', '', 'd'],
  ['Bad Date', '', 'soon', '', 'Toyota', 'Yaris', '2020', '1', '', '', '', '', '9', '', 'e'],
]);
const indexed = indexReports(reports);
const ids = (search: string, selectedDate: Date | null) => filterReports(indexed, { search, selectedDate }).map((entry) => entry.report.id);
const nov22 = new Date(2026, 10, 22, 13, 0);

describe('filterReports', () => {
  it('empty search matches every report of the selected day', () => {
    expect(ids('', nov22)).toEqual(['b', 'a']);
    expect(ids('   ', nov22)).toEqual(['b', 'a']);
  });
  it('matches phone, make, model or customer name case-insensitively', () => {
    expect(ids('toyota', nov22)).toEqual(['a']);
    expect(ids('PATROL', nov22)).toEqual(['b']);
    expect(ids('0559', nov22)).toEqual(['b']);
    expect(ids('sara', nov22)).toEqual(['a']);
    expect(ids('zzz', nov22)).toEqual([]);
  });
  it('needs the formatted inspection date to contain the formatted selected date', () => {
    expect(ids('', new Date(2026, 10, 2))).toEqual(['c']);
    expect(ids('', new Date(2026, 10, 23))).toEqual([]);
  });
  it('leaves out reports whose date is empty or unparseable', () => {
    expect(ids('yaris', nov22)).toEqual([]);
  });
  it('keeps every date when no day is picked, newest first and the undated last', () => {
    expect(ids('', null)).toEqual(['b', 'a', 'c', 'd', 'e']);
    expect(ids('yaris', null)).toEqual(['d', 'e']);
  });
});

describe('indexReports', () => {
  it('gives every report a unique, stable key even when ids repeat', () => {
    const twice = parseReportRows([['a', '', '', '', '', '', '', '', '', '', '', '', '', '', 'X'], ['b', '', '', '', '', '', '', '', '', '', '', '', '', '', 'X']]);
    expect(indexReports(twice).map((entry) => entry.key)).toEqual(['X', 'X#1']);
  });
});
