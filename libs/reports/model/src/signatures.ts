// Who signed a report: the inspector (required at submit) and the customer (optional), each {name, signed_at, path},
// path being SVG path data on a 600 x 200 box (a vector, so it prints crisply). Stored in
// inspection_reports.signatures and returned by get_public_report.
// Read by hand rather than with zod: the inspector's form reads a submit waiting on the device at start-up, and zod
// (80 KB) was the biggest file the form's screen loaded.
import { isRecord } from '@inspection/shared-domain';

export const SIGNATURE_BOX = { width: 600, height: 200 } as const;

/** Path data the pad writes: moves, lines and curves, numbers (the database checks the same). */
export const SIGNATURE_PATH = /^\s*[Mm][-+0-9MmLlCcQqZz.,eE\s]*$/;

export interface Signature {
  name: string;
  /** RFC 3339 date and time with seconds and 'Z' or an offset, such as 2026-11-25T10:00:00.000Z. */
  signed_at: string;
  path: string;
}

export interface ReportSignatures {
  inspector: Signature;
  customer: Signature | null;
}

const MAX_NAME = 200;
const MAX_PATH = 200_000;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/** A real day of the calendar (no 30 February) with a valid time and zone, in RFC 3339's form. */
export function isDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return month >= 1 && month <= 12 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A stored signature (its name trimmed, known keys only), or null when a part is missing or malformed. */
export function readSignature(value: unknown): Signature | null {
  if (!isRecord(value)) return null;
  const { name, signed_at: signedAt, path } = value;
  if (typeof name !== 'string' || typeof signedAt !== 'string' || typeof path !== 'string') return null;
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > MAX_NAME || !isDateTime(signedAt)) return null;
  if (path.length > MAX_PATH || !SIGNATURE_PATH.test(path)) return null;
  return { name: trimmed, signed_at: signedAt, path };
}

/** Both signatures of a submit, strictly: the inspector's is required, the customer's is one or null. */
export function readReportSignatures(value: unknown): ReportSignatures | null {
  if (!isRecord(value)) return null;
  const inspector = readSignature(value.inspector);
  const customer = value.customer === null ? null : readSignature(value.customer);
  if (!inspector || (value.customer !== null && !customer)) return null;
  return { inspector, customer };
}

/** The signatures of a stored or public report, read leniently: an unreadable one is left out. */
export function readSignatures(value: unknown): { inspector: Signature | null; customer: Signature | null } | null {
  if (!isRecord(value)) return null;
  const signatures = { inspector: readSignature(value.inspector), customer: readSignature(value.customer) };
  return signatures.inspector || signatures.customer ? signatures : null;
}
