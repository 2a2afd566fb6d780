// The public API of each shared workspace lib as a list of export names (read with the TypeScript compiler, nothing
// executed), and the rule that ties it to the lib's version: a removed export needs a new major version, an added
// one a new minor version. The recorded list lives next to the lib's package.json (public-api.json);
// tools/checks/shared-lib-versions.test.ts compares it with the code.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { SHARED_WORKSPACE_LIBS } from '@inspection/build/shared-deps';

const root = path.resolve(import.meta.dirname, '../..');

export interface PublicApiRecord {
  version: string;
  /** Per package entry ('.', './calendar'): value exports by name, type-only exports as `type Name`. */
  exports: Record<string, string[]>;
}

export type Bump = 'none' | 'patch' | 'minor' | 'major';
const BUMP_ORDER: Bump[] = ['none', 'patch', 'minor', 'major'];

/** The shared libs by folder, with the package entries of theirs that are shared. */
export function sharedLibFolders(): Map<string, { name: string; entries: string[] }> {
  const folders = new Map<string, { name: string; entries: string[] }>();
  for (const [specifier, { folder }] of Object.entries(SHARED_WORKSPACE_LIBS)) {
    const name = specifier.split('/').slice(0, 2).join('/');
    const entry = specifier === name ? '.' : `.${specifier.slice(name.length)}`;
    const lib = folders.get(folder) ?? { name, entries: [] };
    lib.entries.push(entry);
    folders.set(folder, lib);
  }
  return folders;
}

const libPath = (folder: string, file: string) => path.join(root, 'libs', folder, file);

export function readPackage(folder: string): { name: string; version: string; exports: Record<string, string> } {
  return JSON.parse(readFileSync(libPath(folder, 'package.json'), 'utf8'));
}

export function readRecord(folder: string): PublicApiRecord | undefined {
  try {
    return JSON.parse(readFileSync(libPath(folder, 'public-api.json'), 'utf8')) as PublicApiRecord;
  } catch {
    return undefined;
  }
}

export function writeRecord(folder: string, record: PublicApiRecord): void {
  writeFileSync(libPath(folder, 'public-api.json'), `${JSON.stringify(record, null, 2)}\n`);
}

/** Export names of each entry file, from one TypeScript program over all of them. */
export function exportNames(files: string[]): Map<string, string[]> {
  const base = ts.readConfigFile(path.join(root, 'tsconfig.base.json'), ts.sys.readFile).config;
  const { options } = ts.parseJsonConfigFileContent(base, ts.sys, root);
  const program = ts.createProgram(files, { ...options, noEmit: true, skipLibCheck: true, types: [] });
  const checker = program.getTypeChecker();
  const result = new Map<string, string[]>();
  for (const file of files) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`Cannot read the exports of ${file}`);
    const names = checker.getExportsOfModule(moduleSymbol).map((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return target.flags & ts.SymbolFlags.Value ? symbol.name : `type ${symbol.name}`;
    });
    result.set(file, names.sort());
  }
  return result;
}

/** The current export names of a lib's shared entries. */
export function currentExports(folder: string, entries: string[]): Record<string, string[]> {
  const pkg = readPackage(folder);
  const files = entries.map((entry) => libPath(folder, pkg.exports[entry]));
  const names = exportNames(files);
  return Object.fromEntries(entries.map((entry, index) => [entry, names.get(files[index])!]));
}

export function bumpBetween(from: string, to: string): Bump | 'downgrade' {
  const [a, b] = [from, to].map((version) => version.split(/[.-]/).slice(0, 3).map(Number));
  for (const [index, bump] of (['major', 'minor', 'patch'] as const).entries()) {
    if (b[index] > a[index]) return bump;
    if (b[index] < a[index]) return 'downgrade';
  }
  return 'none';
}

export interface ApiChange {
  added: string[];
  removed: string[];
  /** The smallest version step the change needs. */
  needs: Bump;
}

export function compareApi(recorded: Record<string, string[]>, current: Record<string, string[]>): ApiChange {
  const flatten = (api: Record<string, string[]>) =>
    new Set(Object.entries(api).flatMap(([entry, names]) => names.map((name) => `${entry} ${name}`)));
  const [before, after] = [flatten(recorded), flatten(current)];
  const added = [...after].filter((name) => !before.has(name));
  const removed = [...before].filter((name) => !after.has(name));
  return { added, removed, needs: removed.length > 0 ? 'major' : added.length > 0 ? 'minor' : 'none' };
}

/** What is wrong with a lib's version against its recorded API, or undefined when they agree. */
export function versionProblem(name: string, record: PublicApiRecord, version: string, change: ApiChange): string | undefined {
  const step = bumpBetween(record.version, version);
  const listed = [
    change.removed.length ? `removed: ${change.removed.join(', ')}` : '',
    change.added.length ? `added: ${change.added.join(', ')}` : '',
  ].filter(Boolean);
  if (step === 'downgrade') return `${name}: version ${version} is lower than the recorded ${record.version}`;
  if (BUMP_ORDER.indexOf(step) < BUMP_ORDER.indexOf(change.needs)) {
    return (
      `${name}: its exports changed (${listed.join('; ')}), bump the version: a ${change.needs} release after ` +
      `${record.version} in its package.json, then record the API (UPDATE_SHARED_LIB_API=1)`
    );
  }
  if (step !== 'none' || change.needs !== 'none') {
    return `${name}: ${version} (${listed.join('; ') || 'same exports'}) is not recorded yet: run UPDATE_SHARED_LIB_API=1 npx vitest run tools/checks/shared-lib-versions`;
  }
  return undefined;
}
