// A1 notation as the Sheets values API reads it: `'Form responses'!A2:Z`, `A:A`,
// `Sheet!A501:F1000`, `2:5`, `A1`, or a bare sheet name.
export interface A1Range {
  sheet?: string;
  startCol: number; // 0-based
  startRow: number; // 1-based
  endCol?: number; // undefined = to the last column
  endRow?: number; // undefined = to the last row
}

export class RangeParseError extends Error {}

const REF = /^([A-Za-z]{0,3})(\d*)$/;

export function parseA1(input: string): A1Range {
  const text = input.trim();
  if (!text) throw new RangeParseError(`Unable to parse range: ${input}`);
  const { sheet, rest } = splitSheet(text, input);
  if (rest === undefined) return { sheet, startCol: 0, startRow: 1 };
  const parts = rest.split(':');
  if (parts.length > 2 || parts.some((p) => p === '')) throw new RangeParseError(`Unable to parse range: ${input}`);
  const refs = parts.map((p) => {
    const match = REF.exec(p);
    if (!match || (!match[1] && !match[2])) throw new RangeParseError(`Unable to parse range: ${input}`);
    const row = match[2] ? Number(match[2]) : undefined;
    if (row === 0) throw new RangeParseError(`Unable to parse range: ${input}`);
    return { col: match[1] ? columnIndex(match[1]) : undefined, row };
  });
  const fail = () => new RangeParseError(`Unable to parse range: ${input}`);
  const [a, b] = refs;
  if (!b) {
    if (a.col === undefined || a.row === undefined) throw fail();
    return { sheet, startCol: a.col, startRow: a.row, endCol: a.col, endRow: a.row };
  }
  if ((a.col === undefined) !== (b.col === undefined)) throw fail();
  const cols = a.col === undefined || b.col === undefined ? undefined : [Math.min(a.col, b.col), Math.max(a.col, b.col)];
  const startRow = a.row ?? 1;
  const endRow = b.row === undefined ? undefined : Math.max(b.row, startRow);
  return {
    sheet,
    startCol: cols ? cols[0] : 0,
    startRow: b.row === undefined ? startRow : Math.min(startRow, b.row),
    endCol: cols ? cols[1] : undefined,
    endRow,
  };
}

function splitSheet(text: string, input: string): { sheet?: string; rest?: string } {
  if (text.startsWith("'")) {
    let i = 1;
    let name = '';
    while (i < text.length) {
      if (text[i] === "'") {
        if (text[i + 1] === "'") {
          name += "'";
          i += 2;
          continue;
        }
        break;
      }
      name += text[i++];
    }
    if (i >= text.length || !name) throw new RangeParseError(`Unable to parse range: ${input}`);
    const after = text.slice(i + 1);
    if (after === '') return { sheet: name };
    if (!after.startsWith('!') || after.length === 1) throw new RangeParseError(`Unable to parse range: ${input}`);
    return { sheet: name, rest: after.slice(1) };
  }
  const bang = text.lastIndexOf('!');
  if (bang === -1) return text.includes(':') || REF.test(text) ? { rest: text } : { sheet: text };
  const sheet = text.slice(0, bang);
  const rest = text.slice(bang + 1);
  if (!sheet || !rest) throw new RangeParseError(`Unable to parse range: ${input}`);
  return { sheet, rest };
}

export function columnIndex(letters: string): number {
  return letters.toUpperCase().split('').reduce((n, ch) => n * 26 + (ch.charCodeAt(0) - 64), 0) - 1;
}

export function columnLetters(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** Sheet names are quoted unless they are plain words, as Google writes them. */
export function quoteSheet(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && !/^[A-Za-z]{1,3}\d+$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`;
}
