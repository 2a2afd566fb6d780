// The sheets-webhook answer (apps/backend/src/functions/sheets-webhook.ts) read for people: what arrived, when, its
// status, and each spreadsheet's sheets with their latest row as fields. Anything else it holds is listed as it is;
// the page keeps the raw JSON under 'Raw' (docs/areas/reports.md#webhook-page).
import { formatBusinessDate, formatBusinessDateTime } from '@inspection/shared-domain';

export interface SummaryField {
  label: string;
  value: string;
}

export interface SheetSummaryView {
  name: string;
  /** e.g. '48 rows of data, 15 columns (A1:O49)'. */
  size: string;
  /** The last row, each cell named by its column's header. */
  latestRow: SummaryField[];
}

export interface SpreadsheetSummaryView {
  title: string;
  details: SummaryField[];
  sheets: SheetSummaryView[];
}

export interface WebhookSummary {
  /** The answer's own status ('ok'), or null when it gives none. */
  status: string | null;
  overview: SummaryField[];
  spreadsheets: SpreadsheetSummaryView[];
}

const EMPTY = '—';
const KNOWN_KEYS = new Set(['status', 'source', 'generated_at', 'requested_by', 'spreadsheets']);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : typeof value === 'number' ? String(value) : null);
const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** An ISO time in words in the business time zone; any other text as it is. */
export function timeInWords(value: unknown): string | null {
  const raw = text(value);
  if (!raw) return null;
  const time = Date.parse(raw);
  return Number.isNaN(time) || !/^\d{4}-\d{2}-\d{2}T/.test(raw) ? raw : formatBusinessDateTime(new Date(time));
}

/** A sheet header or answer key in words: 'save_time' reads 'Save time', 'duration' 'Duration'; 'Customer Name' stays. */
export function labelInWords(key: string): string {
  return /^[a-z0-9_ ]+$/.test(key) ? key.replace(/_+/g, ' ').trim().replace(/^./, (c) => c.toUpperCase()) : key;
}

const SHEET_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A sheet cell in words: a date or time as the sheet wrote it ('2026-11-29 18:35:34') reads 'Nov 29, 2026, 18:35',
 * the wall time it says (no zone: as written); with a zone, in the business zone. Any other text as it is.
 */
export function cellInWords(value: string): string {
  const match = SHEET_DATE.exec(value);
  if (!match) return value;
  const [, year, month, day, hour, minute, zone] = match;
  if (zone && hour) return formatBusinessDateTime(new Date(value));
  const wall = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour ?? 0), Number(minute ?? 0)));
  if (Number.isNaN(wall.getTime())) return value;
  return hour ? formatBusinessDateTime(wall, 'UTC') : formatBusinessDate(wall, 'UTC');
}

/** A scalar in words; objects and arrays are left to the raw JSON. */
function scalar(value: unknown): string | null {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return text(value);
}

function sheetView(sheet: Json): SheetSummaryView {
  const headers = Array.isArray(sheet.column_headers) ? sheet.column_headers.map((h) => String(h ?? '')) : [];
  const last = Array.isArray(sheet.last_row) ? sheet.last_row.map((c) => String(c ?? '')) : [];
  const rows = typeof sheet.data_rows === 'number' ? sheet.data_rows : null;
  const parts = [rows === null ? null : plural(rows, 'row of data', 'rows of data'), plural(headers.length, 'column', 'columns')];
  const range = text(sheet.range);
  return {
    name: text(sheet.name) ?? 'Untitled sheet',
    size: `${parts.filter(Boolean).join(', ')}${range ? ` (${range})` : ''}`,
    // The header row itself is no entry: only a sheet with data rows has a latest row to show.
    latestRow: rows === 0 ? [] : headers.map((label, i) => ({ label: labelInWords(label) || `Column ${i + 1}`, value: cellInWords(last[i]?.trim() ?? '') || EMPTY })),
  };
}

function spreadsheetView(book: Json): SpreadsheetSummaryView {
  const details: SummaryField[] = [];
  const id = text(book.spreadsheet_id);
  if (id) details.push({ label: 'Spreadsheet id', value: id });
  details.push({ label: 'Last updated', value: timeInWords(book.last_updated) ?? 'Not known' });
  const sheets = Array.isArray(book.sheets) ? book.sheets.filter(isObject).map(sheetView) : [];
  return { title: text(book.title) ?? id ?? 'Untitled spreadsheet', details, sheets };
}

/** The answer for people, or null when it is not an object (the page then shows only the raw JSON). */
export function summariseWebhook(data: unknown): WebhookSummary | null {
  if (!isObject(data)) return null;
  const overview: SummaryField[] = [];
  const add = (label: string, value: string | null) => value && overview.push({ label, value });
  add('Received', timeInWords(data.generated_at));
  add('Source', text(data.source));
  add('Requested by', text(data.requested_by));
  const books = Array.isArray(data.spreadsheets) ? data.spreadsheets.filter(isObject) : null;
  if (books) add('Spreadsheets', String(books.length));
  for (const [key, value] of Object.entries(data)) {
    if (!KNOWN_KEYS.has(key)) add(labelInWords(key).replace(/^./, (c) => c.toUpperCase()), scalar(value));
  }
  return { status: text(data.status), overview, spreadsheets: (books ?? []).map(spreadsheetView) };
}
