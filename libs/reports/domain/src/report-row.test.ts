import { describe, expect, it } from 'vitest';
import { findReportById, parseReportRow, parseReportRows, splitImageUrls } from './report-row';

const fullRow = [
  'Sara Ali', '0501234567', '22/11/2026 10:15:00', 'https://img/main.jpg', 'Toyota', 'Camry', '2019', '85000',
  'https://img/a.jpg https://img/b.jpg,http://img/c.png', 'Good', 'https://img/rad.jpg', 'Full', '8',
  'Clean engine bay', 'R-001',
];

describe('parseReportRow', () => {
  it('maps columns A–O by position', () => {
    expect(parseReportRow(fullRow)).toEqual({
      customerName: 'Sara Ali',
      customerPhone: '0501234567',
      inspectionDate: '22/11/2026 10:15:00',
      mainPicture: 'https://img/main.jpg',
      make: 'Toyota',
      model: 'Camry',
      year: 2019,
      mileage: 85000,
      images: ['https://img/a.jpg', 'https://img/b.jpg', 'http://img/c.png'],
      radiatorCondition: 'Good',
      radiatorPicture: 'https://img/rad.jpg',
      coolantLevel: 'Full',
      EngineTransmissionScore: 8,
      inspectionDetails: 'Clean engine bay',
      id: 'R-001',
    });
  });
  it('defaults missing cells to empty text and integers to 0', () => {
    const report = parseReportRow(['Only Name']);
    expect(report).toMatchObject({ customerName: 'Only Name', make: '', year: 0, mileage: 0, images: [], EngineTransmissionScore: 0, id: '' });
  });
  it('parses integers leniently with defaults', () => {
    expect(parseReportRow(['a', '', '', '', '', '', 'abc', '12,345'])).toMatchObject({ year: 0, mileage: 12345 });
    expect(parseReportRow(['a', '', '', '', '', '', '2020.7', 'x'])).toMatchObject({ year: 2020, mileage: 0 });
  });
  it('keeps the score an integer from 0 to 10, default 0', () => {
    const score = (cell: string) => parseReportRow(['a', '', '', '', '', '', '', '', '', '', '', '', cell])?.EngineTransmissionScore;
    expect(score('7')).toBe(7);
    expect(score('7.9')).toBe(7);
    expect(score('')).toBe(0);
    expect(score('high')).toBe(0);
    expect(score('15')).toBe(10);
    expect(score('-3')).toBe(0);
  });
  it('keeps rows with odd cells using defaults, skips non-rows and blank rows, never throws', () => {
    expect(parseReportRow(['Name', 42, null, { x: 1 }])).toMatchObject({ customerName: 'Name', customerPhone: '42', inspectionDate: '', mainPicture: '' });
    expect(parseReportRow('not a row')).toBeNull();
    expect(parseReportRow(null)).toBeNull();
    expect(parseReportRow(['', ' '])).toBeNull();
    expect(parseReportRows([fullRow, 5, [], ['B']]).map((r) => r.customerName)).toEqual(['Sara Ali', 'B']);
    expect(parseReportRows(undefined)).toEqual([]);
  });
});

describe('splitImageUrls', () => {
  it("splits at each 'http' start and keeps only parts starting with http", () => {
    expect(splitImageUrls('https://a/1.jpghttps://a/2.jpg')).toEqual(['https://a/1.jpg', 'https://a/2.jpg']);
    expect(splitImageUrls('junk, https://a/1.jpg, http://a/2.jpg')).toEqual(['https://a/1.jpg', 'http://a/2.jpg']);
    expect(splitImageUrls('')).toEqual([]);
    expect(splitImageUrls('no urls here')).toEqual([]);
  });
});

describe('findReportById', () => {
  it('matches the route id against the 15th column', () => {
    const reports = parseReportRows([fullRow, ['Other', '', '', '', '', '', '', '', '', '', '', '', '', '', 'R-002']]);
    expect(findReportById(reports, 'R-002')?.customerName).toBe('Other');
    expect(findReportById(reports, 'R-404')).toBeUndefined();
    expect(findReportById(reports, '')).toBeUndefined();
  });
});
