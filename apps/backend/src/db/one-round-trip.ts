// One statement in a transaction of its own, sent to PGlite as one batch of protocol messages: BEGIN with the
// request's settings (simple query), the statement (Parse, Bind, Describe, Execute, Sync: extended protocol, its
// values bound as text), COMMIT. PGlite's query() makes a call into the database per message (six for a statement,
// two for each BEGIN and COMMIT); here it is one call, answered with the same rows and the same first error.
// When the statement fails, the rest of the batch is skipped up to the Sync and COMMIT answers ROLLBACK: the
// connection is left idle, with nothing of the request's settings, as after the transaction it replaces.
import type { PGlite } from '@electric-sql/pglite';
import type { QueryResult } from './query-interface';

/** Values bound as text exactly as PGlite's query() binds them when their type has no serializer of its own. */
export function bindableAsText(values: unknown[]): boolean {
  return values.every((v) => v === null || v === undefined || typeof v === 'string' || typeof v === 'number');
}

interface Field {
  name: string;
  dataTypeID: number;
}

type Message = { name: string; fields?: unknown[]; text?: string };

// syncToFs: false. The backend's PGlite is in memory or on Node's file system (NodeFS), whose writes reach their files
// as they happen: PGlite's sync after a call is a no-op for both (only a browser's IndexedDB or OPFS needs it), and
// asking for it costs its mutex, about 0.04 ms of CPU a call (docs/benchmarks/backend.md).

export async function runInOneRoundTrip<T>(db: PGlite, prelude: string, sql: string, values: unknown[]): Promise<QueryResult<T>> {
  const batch = concat([
    simpleQuery(`BEGIN; ${prelude}`),
    parse(sql),
    bind(values.map((v) => (v === null || v === undefined ? null : String(v)))),
    describePortal(),
    execute(),
    sync(),
    simpleQuery('COMMIT'),
  ]);
  const messages = (await db.execProtocolStream(batch, { syncToFs: false })) as unknown as Message[];
  return readStatementResult<T>(db, messages);
}

/**
 * One statement alone, in the implicit transaction its Sync ends (as PGlite's query() runs it, in five calls into the
 * database): Parse, Bind, Describe, Execute, Sync as one batch.
 */
export async function runAloneInOneCall<T>(db: PGlite, sql: string, values: unknown[]): Promise<QueryResult<T>> {
  const batch = concat([parse(sql), bind(values.map((v) => (v === null || v === undefined ? null : String(v)))), describePortal(), execute(), sync()]);
  const messages = (await db.execProtocolStream(batch, { syncToFs: false })) as unknown as Message[];
  return readStatementResult<T>(db, messages);
}

/** The rows of the extended-protocol statement (after ParseComplete), parsed as PGlite's query() parses them. */
function readStatementResult<T>(db: PGlite, messages: Message[]): QueryResult<T> {
  const start = messages.findIndex((m) => m.name === 'parseComplete');
  let fields: Field[] = [];
  const rows: T[] = [];
  let affectedRows = 0;
  for (let i = start + 1; i < messages.length; i++) {
    const m = messages[i];
    if (m.name === 'rowDescription') fields = m.fields as Field[];
    else if (m.name === 'dataRow') rows.push(parseRow<T>(db, fields, m.fields as (string | null)[]));
    else if (m.name === 'commandComplete') {
      affectedRows = affectedCount(m.text ?? '');
      break;
    }
  }
  return { rows, affectedRows };
}

function parseRow<T>(db: PGlite, fields: Field[], values: (string | null)[]): T {
  const row: Record<string, unknown> = {};
  fields.forEach((f, i) => {
    const v = values[i];
    const parser = db.parsers[f.dataTypeID];
    row[f.name] = v === null ? null : parser ? parser(v, f.dataTypeID) : v;
  });
  return row as T;
}

/** Rows touched, as PGlite reports affectedRows: for INSERT, UPDATE, DELETE, MERGE and COPY only. */
function affectedCount(tag: string): number {
  const [command, ...rest] = tag.split(' ');
  if (!['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'COPY'].includes(command)) return 0;
  return Number(rest[rest.length - 1]) || 0;
}

const encoder = new TextEncoder();

function message(type: string, parts: Uint8Array[]): Uint8Array {
  const length = 4 + parts.reduce((n, p) => n + p.length, 0);
  const out = new Uint8Array(1 + length);
  out[0] = type.charCodeAt(0);
  new DataView(out.buffer).setInt32(1, length);
  let at = 5;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const cstring = (text: string) => encoder.encode(`${text}\0`);

function int16(n: number): Uint8Array {
  const b = new Uint8Array(2);
  new DataView(b.buffer).setInt16(0, n);
  return b;
}

function int32(n: number): Uint8Array {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setInt32(0, n);
  return b;
}

const simpleQuery = (text: string) => message('Q', [cstring(text)]);
/** Unnamed statement, no parameter types given: the server infers them, as PGlite's query() lets it. */
const parse = (text: string) => message('P', [cstring(''), cstring(text), int16(0)]);
const describePortal = () => message('D', [encoder.encode('P\0')]);
const execute = () => message('E', [cstring(''), int32(0)]);
const sync = () => message('S', []);

function bind(values: (string | null)[]): Uint8Array {
  const parts: Uint8Array[] = [cstring(''), cstring(''), int16(0), int16(values.length)];
  for (const v of values) {
    if (v === null) parts.push(int32(-1));
    else {
      const bytes = encoder.encode(v);
      parts.push(int32(bytes.length), bytes);
    }
  }
  parts.push(int16(0));
  return message('B', parts);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
