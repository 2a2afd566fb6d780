// The size of SQL the way the code-size check counts TypeScript: each function of a schema file from its
// `create function` line to the line closing its body's dollar quote.

export interface SqlFunctionSpan {
  name: string;
  lines: number;
}

const CREATE_FUNCTION = /^create\s+(?:or\s+replace\s+)?function\s+(?:"?\w+"?\.)?"?(\w+)"?/gim;

/** Every function a SQL file creates and how many lines it spans. */
export function sqlFunctionSpans(sql: string): SqlFunctionSpan[] {
  const spans: SqlFunctionSpan[] = [];
  for (const match of sql.matchAll(CREATE_FUNCTION)) {
    const start = match.index;
    const open = /\$(\w*)\$/.exec(sql.slice(start));
    if (!open) continue;
    const bodyStart = start + open.index + open[0].length;
    const end = sql.indexOf(open[0], bodyStart);
    if (end < 0) continue;
    spans.push({ name: match[1], lines: sql.slice(start, end).split('\n').length });
  }
  return spans;
}

/** A file's length in lines, without its trailing blank ones. */
export const lineCount = (text: string) => text.trimEnd().split('\n').length;
