// The relative-import graph of a source folder (type imports included: a cycle of types is still a cycle), its
// cycles, and the imports that run against a stated order of layers.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** File (relative to the folder) → the files it imports (relative to the folder). */
export type ImportGraph = Map<string, string[]>;

const SOURCE = /\.(ts|tsx|mts)$/;

export function readImportGraph(folder: string): ImportGraph {
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(folder, file), 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => resolve(folder, path.join(path.dirname(file), spec)))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

function resolve(folder: string, spec: string): string | undefined {
  const base = spec.replace(/\.js$/, '');
  for (const candidate of [spec, `${base}.ts`, `${base}.tsx`, `${base}.mts`, path.join(base, 'index.ts')]) {
    const full = path.join(folder, candidate);
    try {
      if (statSync(full).isFile()) return path.normalize(candidate);
    } catch {
      // not this candidate
    }
  }
  return undefined;
}

/** The graph's cycles: each strongly connected group of more than one file, or a file importing itself (Tarjan). */
export function findCycles(graph: ImportGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) cycles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

/** The unit a file belongs to: its top folder, or its own name (without extension) for a file at the top. */
export function unitOf(file: string): string {
  const [first, ...rest] = file.split(path.sep);
  return rest.length > 0 ? first : first.replace(/(\.test)?\.[^.]+$/, '');
}

/**
 * The imports that run upward: `layers` lists units from the bottom up; a file may import its own layer and those
 * below. Units in no layer are reported too, so a new folder is placed on purpose.
 */
export function layerViolations(graph: ImportGraph, layers: string[][], skip: (file: string) => boolean = () => false): string[] {
  const rank = new Map(layers.flatMap((units, i) => units.map((unit) => [unit, i] as const)));
  const problems = new Set<string>();
  for (const [file, targets] of graph) {
    if (!rank.has(unitOf(file))) problems.add(`${unitOf(file)} is in no layer`);
    if (skip(file)) continue;
    for (const target of targets) {
      const from = rank.get(unitOf(file));
      const to = rank.get(unitOf(target));
      if (from !== undefined && to !== undefined && to > from) problems.add(`${file} imports ${target} (a higher layer)`);
    }
  }
  return [...problems].sort();
}

/** Cycles between units (folders) of one layer, e.g. auth → storage → auth, even when no file cycle closes. */
export function unitCycles(graph: ImportGraph, skip: (file: string) => boolean = () => false): string[][] {
  const units: ImportGraph = new Map();
  for (const [file, targets] of graph) {
    if (skip(file)) continue;
    const from = unitOf(file);
    const edges = new Set(units.get(from) ?? []);
    for (const target of targets) if (unitOf(target) !== from) edges.add(unitOf(target));
    units.set(from, [...edges]);
  }
  return findCycles(units);
}
