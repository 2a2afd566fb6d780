// The All table's first paint waits for the dashboard's code (docs/benchmarks/bookings.md): what its static imports
// reach, through the workspace's libs, is what the remote sends before the table. The calendar invite of the messages
// (ics, with yup, ~21 KB gzipped) once came along through the live changes' keys; it has no use there.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const aliases: Record<string, string[]> = JSON.parse(readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths;
// Static imports and re-exports, not `import type` nor `import()` (those load later or never).
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveFile(spec: string, from: string): string | undefined {
  const base = spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : aliases[spec] && path.join(root, aliases[spec][0]);
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => statSync(file, { throwIfNoEntry: false })?.isFile());
}

/** Every module specifier the file's static imports reach, with the chain of files that reached it first. */
function reachedFrom(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (!reached.has(spec)) reached.set(spec, [...chain, path.relative(root, file)]);
      const target = resolveFile(spec, file);
      if (target) visit(target, [...chain, path.relative(root, file)]);
    }
  };
  visit(entry, []);
  return reached;
}

describe("the dashboard's first-paint code", () => {
  const reached = reachedFrom(path.join(import.meta.dirname, 'bookings-dashboard-page.tsx'));

  it('reaches the shared libs it needs (the walk follows the workspace aliases)', () => {
    expect(reached.has('@inspection/bookings-data-access')).toBe(true);
    expect(reached.has('@tanstack/react-virtual')).toBe(true);
  });

  it.each(['ics', '@inspection/messages-data-access', '@inspection/messages-domain'])('does not reach %s', (spec) => {
    expect(reached.get(spec), `reached through ${reached.get(spec)?.join(' -> ')}`).toBeUndefined();
  });
});
