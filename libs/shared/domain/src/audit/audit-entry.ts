// The audit trail in words (docs/areas/audit.md#where-it-is-shown): who made a change and what it changed, as the Activity lists and the Audit
// Log tab show it. Times read in the business time zone ("Start time: Nov 24, 10:00 → Nov 24, 11:30").
import { codeLabel } from '../ids/code-label';
import { LANGUAGE_NAMES } from '../language/language';
import { wallTime } from '../time/business-time';
import { businessTimeZone } from '../time/business-zone';
import { businessTimeFormat } from '../time/time-format';

/** One row of public.audit_log. */
export interface AuditEntry {
  id: number;
  at: string;
  actor_id: string | null;
  actor_email: string | null;
  table_name: string;
  row_id: string;
  action: 'insert' | 'update' | 'delete';
  changes: Record<string, [unknown, unknown]>;
}

/** The audited tables as the screens name them. */
export const AUDITED_TABLES: Readonly<Record<string, string>> = {
  bookings: 'Booking',
  inspection_data: 'Inspection',
  inspection_reports: 'Report',
  inspection_forms: 'Form',
  inspection_types: 'Inspection type',
  contacts: 'Contact',
  leads: 'Lead',
  inspectors: 'Inspector',
};

const ACTIONS = { insert: 'created', update: 'changed', delete: 'deleted' } as const;

/** Columns whose words are not their name in sentence case. */
const COLUMN_LABELS: Readonly<Record<string, string>> = {
  data: 'Answers',
  marked_data: 'Marked parts',
  form_id: 'Form',
  is_override: 'Override',
  is_published: 'Submitted',
  inspection_type_id: 'Inspection type',
  public_link_enabled: 'Public link',
  public_link_expires_at: 'Public link expires',
  created_via: 'Booked through',
  phone_number: 'Phone number',
  is120point: '120-point',
  reversegeocoded_address: 'Address',
  location_address: 'Additional directions',
};

/** What a screen knows beyond the entry: the names of the rows it refers to (by id), and its own codes' labels. */
export interface AuditWords {
  names?: Readonly<Record<string, string>>;
  values?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** Values whose words are not their code in title case. */
const VALUE_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  created_via: { staff: 'Staff', public: 'Online booking' },
  // Each language in its own name, as the booking details and the messages show it.
  language: LANGUAGE_NAMES,
};

/** Columns the words leave out: the row's own keys, derived values and the parent the Activity is already of. */
const HIDDEN_COLUMNS = new Set(['id', 'created_at', 'updated_at', 'phone_normalized', 'contact_id', 'booking_id', 'inspection_data_id', 'family_id']);

/** 'Customer (online booking)' for a booking made on /book, 'System' for other writes without a person (the seed, jobs). */
export function auditActor(entry: Pick<AuditEntry, 'actor_email' | 'actor_id' | 'table_name' | 'action' | 'changes'>): string {
  if (entry.actor_email) return entry.actor_email;
  if (entry.actor_id) return entry.actor_id;
  const online = entry.table_name === 'bookings' && entry.action === 'insert' && entry.changes.created_via?.[1] === 'public';
  return online ? 'Customer (online booking)' : 'System';
}

/** 'Booking changed', 'Contact created'. */
export function auditSummary(entry: Pick<AuditEntry, 'table_name' | 'action'>): string {
  return `${AUDITED_TABLES[entry.table_name] ?? sentenceCase(entry.table_name)} ${ACTIONS[entry.action]}`;
}

/** Which row changed, as people quote it: the first 8 characters of its id (a booking's reference). */
export function auditRowReference(entry: Pick<AuditEntry, 'row_id'>): string {
  return `#${entry.row_id.slice(0, 8)}`;
}

export function columnLabel(column: string): string {
  return COLUMN_LABELS[column] ?? sentenceCase(column);
}

function sentenceCase(name: string): string {
  const words = name.replace(/_id$/, '').replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CODE = /^[a-z0-9]+(_[a-z0-9]+)+$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-\d{2}$/;

/** The ids an entry's changes refer to (other rows), for their names. */
export function auditReferencedIds(entries: readonly Pick<AuditEntry, 'changes'>[]): string[] {
  const ids = new Set<string>();
  for (const entry of entries) {
    for (const [column, pair] of Object.entries(entry.changes)) {
      if (HIDDEN_COLUMNS.has(column)) continue;
      for (const value of pair) if (typeof value === 'string' && UUID.test(value)) ids.add(value);
    }
  }
  return [...ids];
}
const pad = (n: number) => String(n).padStart(2, '0');

/** 'Nov 24, 10:00 AM' in the business zone, on the business's clock ('Nov 24, 10:00' on 24-hour times). */
export function auditTime(instant: string | Date, timeZone = businessTimeZone()): string {
  const w = wallTime(instant, timeZone);
  const clock =
    businessTimeFormat() === '24h' ? `${pad(w.hour)}:${pad(w.minute)}` : `${pad(w.hour % 12 || 12)}:${pad(w.minute)} ${w.hour < 12 ? 'AM' : 'PM'}`;
  return `${MONTHS[w.month - 1]} ${w.day}, ${clock}`;
}

/** The database keeps JSON keys by length; people read a start before its end. */
const FIRST_COLUMNS = ['status', 'start_time', 'end_time'];
const columnRank = (column: string) => (FIRST_COLUMNS.includes(column) ? FIRST_COLUMNS.indexOf(column) : FIRST_COLUMNS.length);

/**
 * One value in words: empty as '—', times in the business zone, ids short, codes as the screens label them
 * ('in_progress' → 'In Progress', as the status badges), summarised JSON as its number of entries.
 */
export function auditValue(value: unknown, timeZone = businessTimeZone(), names: Readonly<Record<string, string>> = {}): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  // A reference to another row reads as its name, else as its short id, as the screens show ids ('#5f9b6199').
  if (typeof value === 'string' && UUID.test(value)) return names[value] ?? `#${value.slice(0, 8)}`;
  if (typeof value === 'string' && CODE.test(value)) return codeLabel(value);
  if (typeof value === 'string' && DATE.test(value)) {
    const [year, month, day] = value.split('-').map(Number);
    return `${MONTHS[month - 1]} ${day}, ${year}`;
  }
  if (typeof value === 'string') return TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value)) ? auditTime(value, timeZone) : value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object' && value !== null && 'entries' in value && Object.keys(value).length === 1) {
    const n = Number((value as { entries: unknown }).entries);
    return `${n} ${n === 1 ? 'entry' : 'entries'}`;
  }
  return JSON.stringify(value);
}

/** Each change in words, in a stable order: 'Start time: Nov 24, 10:00 → Nov 24, 11:30'; an insert or delete lists its values. */
export function auditChanges(
  entry: Pick<AuditEntry, 'action' | 'changes'>,
  timeZone = businessTimeZone(),
  words: AuditWords = {},
): string[] {
  return Object.entries(entry.changes)
    .filter(([column]) => !HIDDEN_COLUMNS.has(column))
    .sort(([a], [b]) => columnRank(a) - columnRank(b))
    .map(([column, [before, after]]) => {
      const label = columnLabel(column);
      const inWords = (value: unknown) =>
        words.values?.[column]?.[String(value)] ?? VALUE_WORDS[column]?.[String(value)] ??
        (column === 'status' && typeof value === 'string' ? codeLabel(value) : auditValue(value, timeZone, words.names));
      if (entry.action === 'insert') return `${label}: ${inWords(after)}`;
      if (entry.action === 'delete') return `${label}: ${inWords(before)}`;
      return `${label}: ${inWords(before)} → ${inWords(after)}`;
    });
}

const csvCell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The entries as CSV (RFC 4180), one line each: time in the business zone (ISO date and time), person, table, row, action, changes. */
export function auditCsv(entries: readonly AuditEntry[], timeZone = businessTimeZone()): string {
  const lines = [['Time', 'Person', 'Table', 'Row', 'Action', 'Changes']];
  for (const entry of entries) {
    const w = wallTime(entry.at, timeZone);
    lines.push([
      `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`,
      auditActor(entry),
      AUDITED_TABLES[entry.table_name] ?? entry.table_name,
      entry.row_id,
      auditSummary(entry),
      auditChanges(entry, timeZone).join('; '),
    ]);
  }
  return lines.map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
