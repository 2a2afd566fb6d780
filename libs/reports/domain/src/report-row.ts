import { z } from 'zod';

/** One row of the 'Form responses' sheet, columns A–O by position. */
export interface VehicleReport {
  customerName: string;
  customerPhone: string;
  inspectionDate: string;
  mainPicture: string;
  make: string;
  model: string;
  year: number;
  mileage: number;
  images: string[];
  radiatorCondition: string;
  radiatorPicture: string;
  coolantLevel: string;
  EngineTransmissionScore: number;
  inspectionDetails: string;
  id: string;
}

export const MAX_SCORE = 10;

// A row must be a list; a cell that is not text (or a number) reads as empty text.
const rowSchema = z.array(z.unknown());
const cellText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

function toInteger(text: string, fallback: number): number {
  const value = Number.parseInt(text.replace(/[,\s]/g, ''), 10);
  return Number.isFinite(value) ? value : fallback;
}

function toScore(text: string): number {
  return Math.min(MAX_SCORE, Math.max(0, toInteger(text, 0)));
}

/** Splits the images cell at each 'http' start, keeping only parts that are URLs. */
export function splitImageUrls(text: string): string[] {
  const urls: string[] = [];
  let start = text.indexOf('http');
  while (start !== -1) {
    const next = text.indexOf('http', start + 4);
    const part = text.slice(start, next === -1 ? undefined : next).trim().replace(/[\s,;|]+$/, '');
    if (part) urls.push(part);
    start = next;
  }
  return urls;
}

/** Parses one sheet row; null when the row is not a list of cells or holds nothing at all. */
export function parseReportRow(row: unknown): VehicleReport | null {
  const parsed = rowSchema.safeParse(row);
  if (!parsed.success) return null;
  const cells = parsed.data.map(cellText);
  if (cells.every((value) => value.trim() === '')) return null;
  const at = (index: number) => cells[index] ?? '';
  return {
    customerName: at(0),
    customerPhone: at(1),
    inspectionDate: at(2),
    mainPicture: at(3),
    make: at(4),
    model: at(5),
    year: toInteger(at(6), 0),
    mileage: toInteger(at(7), 0),
    images: splitImageUrls(at(8)),
    radiatorCondition: at(9),
    radiatorPicture: at(10),
    coolantLevel: at(11),
    EngineTransmissionScore: toScore(at(12)),
    inspectionDetails: at(13),
    id: at(14).trim(),
  };
}

/** Parses the sheet's values array; malformed rows are skipped, never thrown on. */
export function parseReportRows(values: unknown): VehicleReport[] {
  if (!Array.isArray(values)) return [];
  const reports: VehicleReport[] = [];
  for (const row of values) {
    const report = parseReportRow(row);
    if (report) reports.push(report);
  }
  return reports;
}

/** The row whose 15th column equals the route id. */
export function findReportById(reports: readonly VehicleReport[], id: string): VehicleReport | undefined {
  const wanted = id.trim();
  if (!wanted) return undefined;
  return reports.find((report) => report.id === wanted);
}
