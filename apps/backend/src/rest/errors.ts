// PostgREST's error body {code, message, details, hint} and its SQLSTATE → HTTP status table.
export interface RestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  body(): RestErrorBody {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

export const parseError = (what: string, details: string) =>
  new RestError(400, 'PGRST100', `"failed to parse ${what}"`, details);

export const unknownColumn = (table: string, column: string) =>
  new RestError(400, '42703', `column ${table}.${column} does not exist`);

/** Mirrors PostgREST's pgErrorStatus. */
export function pgErrorStatus(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code.startsWith('PT')) {
    const n = Number(code.slice(2));
    return Number.isInteger(n) && n >= 100 && n <= 599 ? n : 500;
  }
  const exact: Record<string, number> = {
    '23503': 409, '23505': 409, '25006': 405, '53400': 500, P0001: 400,
    '42883': 404, '42P01': 404, '42P17': 500,
  };
  if (code in exact) return exact[code];
  const byClass: Record<string, number> = {
    '08': 503, '09': 500, '0L': 403, '0P': 403, '25': 500, '28': 403, '2D': 500, '38': 500,
    '39': 500, '3B': 500, '40': 500, '53': 503, '54': 500, '55': 500, '57': 500, '58': 500,
    F0: 500, HV: 500, P0: 500, XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

interface PgErrorLike {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

export function fromDatabaseError(error: unknown, role: string): RestError {
  if (error instanceof RestError) return error;
  const e = (error ?? {}) as PgErrorLike;
  if (typeof e.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code)) {
    return new RestError(500, 'PGRST000', String(e.message ?? error));
  }
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return new RestError(
    pgErrorStatus(e.code, role),
    e.code,
    String(e.message ?? ''),
    text(e.detail),
    text(e.hint),
  );
}
