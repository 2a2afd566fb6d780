// Who signed a report: the inspector (required at submit) and the customer (optional), each {name, signed_at, path},
// path being SVG path data on a 600 x 200 box (a vector, so it prints crisply). Stored in
// inspection_reports.signatures and returned by get_public_report.
// Read by hand rather than with zod: the inspector's form reads a submit waiting on the device at start-up, and zod
// (80 KB) was the biggest file the form's screen loaded.
import { isRecord } from '@inspection/shared-domain';

export const SIGNATURE_BOX = { width: 600, height: 200 } as const;


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

/** Why a signature is refused: the database's codes (signature_problem in supabase/schemas/reports.sql). */
export type SignatureProblem = 'signature_name_invalid' | 'signature_time_invalid' | 'signature_drawing_empty' | 'signature_path_invalid';

const MAX_NAME = 200;
const MAX_PATH = 200_000;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;
/** Control characters and the characters that reorder text (a right-to-left override would make a name read otherwise). */
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's point
const HIDDEN_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2028\u2029\u2066-\u2069]/;
/** A signature is signed from 2000 until a day from now (a device's clock may run a little ahead). */
const EARLIEST = Date.UTC(2000, 0, 1);
const DAY = 86_400_000;

/** A real day of the calendar (no 30 February) with a valid time and zone, in RFC 3339's form. */
export function isDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return month >= 1 && month <= 12 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Spaces off both ends, as the database's btrim does (other characters are not a name's ends). */
const trimSpaces = (value: string) => value.replace(/^ +| +$/g, '');
const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;
/** How many numbers each command takes, at least and in multiples of (Z none). */
const ARGUMENTS: Record<string, number> = { M: 2, L: 2, T: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, A: 7, Z: 0 };

/**
 * Why path data is not a signature, or null: SVG path data (every command, each with its count of numbers) starting
 * with a move, with at least one drawing segment; numbers read greedily, as SVG reads them.
 */
export function signaturePathProblem(path: string): SignatureProblem | null {
  if (trimSpaces(path) === '') return 'signature_drawing_empty';
  if (path.length > MAX_PATH || !/^[ \t\n\r\f]*[Mm]/.test(path) || /[^MmLlHhVvCcSsQqTtAaZzEe0-9.,+ \t\n\r\f-]/.test(path)) return 'signature_path_invalid';
  let drawn = false;
  for (const segment of path.match(/[MmLlHhVvCcSsQqTtAaZz][^MmLlHhVvCcSsQqTtAaZz]*/g) ?? []) {
    const command = segment[0].toUpperCase();
    const args = segment.slice(1);
    const numbers = args.match(NUMBER)?.length ?? 0;
    const per = ARGUMENTS[command];
    if (!/^[ \t\n\r\f,]*$/.test(args.replace(NUMBER, ''))) return 'signature_path_invalid';
    if (per === 0 ? numbers !== 0 : numbers < per || numbers % per !== 0) return 'signature_path_invalid';
    if (command !== 'Z' && (command !== 'M' || numbers >= 4)) drawn = true;
  }
  return drawn ? null : 'signature_drawing_empty';
}

/** Whether path data is a signature the database stores. */
export function isSignaturePath(path: string): boolean {
  return signaturePathProblem(path) === null;
}

/** Why a signature {name, signed_at, path} is refused, or null: the database's rule, case for case. */
export function signatureProblem(value: Record<string, unknown>, now = Date.now()): SignatureProblem | null {
  const { name, signed_at: signedAt, path } = value;
  const trimmed = typeof name === 'string' ? trimSpaces(name) : '';
  const length = [...trimmed].length;
  if (length < 1 || length > MAX_NAME || HIDDEN_CHARACTER.test(trimmed)) return 'signature_name_invalid';
  if (typeof signedAt !== 'string' || !isDateTime(signedAt)) return 'signature_time_invalid';
  const time = Date.parse(signedAt);
  if (!(time >= EARLIEST && time <= now + DAY)) return 'signature_time_invalid';
  return signaturePathProblem(typeof path === 'string' ? path : '');
}

/** A stored signature (its name trimmed, known keys only), or null when it is not one. */
export function readSignature(value: unknown): Signature | null {
  if (!isRecord(value) || signatureProblem(value) !== null) return null;
  return { name: trimSpaces(value.name as string), signed_at: value.signed_at as string, path: value.path as string };
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
