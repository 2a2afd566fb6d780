// Small files with one reason to change: no file of product code over 250 lines, no React component over 150.
// Product code is apps/*/src and libs/*/*/src without tests, test helpers and generated files. The database's
// schema files (supabase/schemas) likewise: no file over 500 lines, no function over 80 (split by step into named
// functions, an area into <area>-<part>.sql files).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lineCount, sqlFunctionSpans } from './sql-size';

const root = path.resolve(import.meta.dirname, '../..');
const MAX_FILE_LINES = 250;
const MAX_COMPONENT_LINES = 150;
const MAX_SCHEMA_FILE_LINES = 500;
const MAX_SQL_FUNCTION_LINES = 80;

const NOT_PRODUCT = [/\.test\.tsx?$/, /\/testing\//, /\/test-[^/]*\.tsx?$/, /\/fake-[^/]*\.tsx?$/, /\/bench\//, /database\.types\.ts$/];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !NOT_PRODUCT.some((pattern) => pattern.test(file)));
}

const productFiles = [
  ...readdirSync(path.join(root, 'apps')).flatMap((app) => sourceFiles(path.join(root, 'apps', app, 'src'))),
  ...readdirSync(path.join(root, 'libs')).flatMap((area) =>
    readdirSync(path.join(root, 'libs', area)).flatMap((lib) => sourceFiles(path.join(root, 'libs', area, lib, 'src'))),
  ),
];

/** Top-level components (a capitalised function or arrow function) and how many lines each spans. */
export function componentSpans(text: string): Array<{ name: string; lines: number }> {
  const lines = text.split('\n');
  const spans: Array<{ name: string; lines: number }> = [];
  lines.forEach((line, start) => {
    const name = /^(?:export\s+(?:default\s+)?)?(?:function\s+([A-Z]\w*)\s*[(<]|const\s+([A-Z]\w*)\s*(?::[^=]+)?=\s*(?:memo\(|forwardRef\()?\s*(?:function\s*\w*\s*)?\()/.exec(line);
    if (!name) return;
    const end = lines.findIndex((l, i) => i > start && /^(\}|\})\)?;?\s*$/.test(l));
    if (end > start) spans.push({ name: name[1] ?? name[2], lines: end - start + 1 });
  });
  return spans;
}

describe('code size', () => {
  it('finds the product code', () => {
    expect(productFiles.length).toBeGreaterThan(300);
  });

  it(`keeps every file of product code at ${MAX_FILE_LINES} lines or fewer`, () => {
    const long = productFiles
      .map((file) => ({ file, lines: readFileSync(path.join(root, file), 'utf8').trimEnd().split('\n').length }))
      .filter(({ lines }) => lines > MAX_FILE_LINES);
    expect(long).toEqual([]);
  });

  it(`keeps every component at ${MAX_COMPONENT_LINES} lines or fewer`, () => {
    const long = productFiles
      .filter((file) => file.endsWith('.tsx'))
      .flatMap((file) => componentSpans(readFileSync(path.join(root, file), 'utf8')).map((span) => ({ file, ...span })))
      .filter(({ lines }) => lines > MAX_COMPONENT_LINES);
    expect(long).toEqual([]);
  });

  it('measures a component from its declaration to its closing brace', () => {
    const text = ['export function Card() {', '  return null;', '}', 'const Row = ({ a }: P) => {', '  return a;', '};'].join('\n');
    expect(componentSpans(text)).toEqual([{ name: 'Card', lines: 3 }, { name: 'Row', lines: 3 }]);
  });

  describe('SQL', () => {
    const schemas = path.join(root, 'supabase/schemas');
    const schemaFiles = readdirSync(schemas)
      .filter((file) => file.endsWith('.sql'))
      .map((file) => ({ file: `supabase/schemas/${file}`, text: readFileSync(path.join(schemas, file), 'utf8') }));

    it('finds the schema files and their functions', () => {
      expect(schemaFiles.length).toBeGreaterThan(5);
      expect(schemaFiles.flatMap(({ text }) => sqlFunctionSpans(text)).length).toBeGreaterThan(50);
    });

    it(`keeps every schema file at ${MAX_SCHEMA_FILE_LINES} lines or fewer`, () => {
      const long = schemaFiles.map(({ file, text }) => ({ file, lines: lineCount(text) })).filter(({ lines }) => lines > MAX_SCHEMA_FILE_LINES);
      expect(long).toEqual([]);
    });

    it(`keeps every SQL function at ${MAX_SQL_FUNCTION_LINES} lines or fewer`, () => {
      const long = schemaFiles
        .flatMap(({ file, text }) => sqlFunctionSpans(text).map((span) => ({ file, ...span })))
        .filter(({ lines }) => lines > MAX_SQL_FUNCTION_LINES);
      expect(long).toEqual([]);
    });

    it('measures a function from its create line to the end of its dollar-quoted body', () => {
      const fixture = readFileSync(path.join(import.meta.dirname, 'fixtures/sql-size/functions.sql'), 'utf8');
      const spans = sqlFunctionSpans(fixture);
      expect(spans).toEqual([
        { name: 'short_sql', lines: 4 },
        { name: 'quoted_body', lines: 8 },
        { name: 'too_long', lines: MAX_SQL_FUNCTION_LINES + 1 },
      ]);
      expect(spans.filter(({ lines }) => lines > MAX_SQL_FUNCTION_LINES).map(({ name }) => name)).toEqual(['too_long']);
      expect(lineCount('a\nb\n\n')).toBe(2);
    });
  });
});
