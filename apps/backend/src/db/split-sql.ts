// Splits a SQL script into statements at top-level semicolons, skipping quoted text, quoted
// identifiers, dollar-quoted bodies and comments. (BEGIN ATOMIC bodies are not supported.)

export interface SqlStatement {
  /** The statement without surrounding whitespace, comments kept (as recorded by Supabase). */
  text: string;
  /** What is sent to the server: everything since the previous semicolon. */
  source: string;
  /** Offset of `source` in the script. */
  sourceOffset: number;
  /** Offset of the statement's first token in the script. */
  textOffset: number;
}

export function splitSqlStatements(sql: string): SqlStatement[] {
  const statements: SqlStatement[] = [];
  let start = 0;
  let firstToken = -1;
  let i = 0;
  const push = (end: number) => {
    if (firstToken >= 0) {
      const source = sql.slice(start, end);
      statements.push({
        text: sql.slice(firstToken, end).trim(),
        source,
        sourceOffset: start,
        textOffset: firstToken,
      });
    }
    firstToken = -1;
  };
  while (i < sql.length) {
    const ch = sql[i];
    const next = sql[i + 1];
    if (ch === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end + 1;
      continue;
    }
    if (ch === '/' && next === '*') {
      let depth = 1;
      i += 2;
      while (i < sql.length && depth > 0) {
        if (sql[i] === '/' && sql[i + 1] === '*') {
          depth++;
          i += 2;
        } else if (sql[i] === '*' && sql[i + 1] === '/') {
          depth--;
          i += 2;
        } else {
          i++;
        }
      }
      continue;
    }
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (ch === ';') {
      push(i);
      start = i + 1;
      i++;
      continue;
    }
    if (firstToken < 0) firstToken = i;
    if (ch === "'") {
      const escapes = i > 0 && /[eE]/.test(sql[i - 1]) && !/[\w$]/.test(sql[i - 2] ?? '');
      i = skipQuoted(sql, i, "'", escapes);
      continue;
    }
    if (ch === '"') {
      i = skipQuoted(sql, i, '"', false);
      continue;
    }
    if (ch === '$') {
      const tag = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i));
      if (tag && !/[\w$]/.test(sql[i - 1] ?? '')) {
        const end = sql.indexOf(tag[0], i + tag[0].length);
        i = end < 0 ? sql.length : end + tag[0].length;
        continue;
      }
    }
    i++;
  }
  push(sql.length);
  return statements;
}

function skipQuoted(sql: string, open: number, quote: string, backslashEscapes: boolean): number {
  let i = open + 1;
  while (i < sql.length) {
    if (backslashEscapes && sql[i] === '\\') {
      i += 2;
      continue;
    }
    if (sql[i] === quote) {
      if (sql[i + 1] === quote) {
        i += 2;
        continue;
      }
      return i + 1;
    }
    i++;
  }
  return sql.length;
}
