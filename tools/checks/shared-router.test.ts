// The console shares react-router-dom through a facade that re-exports a fixed list of names (see
// tools/build/shared/react-router-dom.ts). A name missing there would be undefined at run time inside the shell
// while every unit test (which uses the real package) passes, so this test checks every import in product code.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as facadeModule from '@inspection/build/shared/react-router-dom';

const root = path.resolve(import.meta.dirname, '../..');
const facade = readFileSync(path.join(root, 'tools/build/shared/react-router-dom.ts'), 'utf8');

function exportedNames(source: string): Set<string> {
  const names = new Set<string>();
  for (const [, list] of source.matchAll(/export (?:type )?\{([^}]*)\}/g)) {
    for (const name of list.split(',')) if (name.trim()) names.add(name.trim().split(/\s+as\s+/).pop()!);
  }
  return names;
}

function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : productFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const sources = ['apps', 'libs'].flatMap((dir) => productFiles(path.join(root, dir)));

describe('the shared react-router-dom facade', () => {
  const provided = exportedNames(facade);

  it('provides every name that product code imports from react-router-dom', () => {
    const missing: string[] = [];
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      for (const [, list] of text.matchAll(/import (?:type )?\{([^}]*)\} from 'react-router-dom'/g)) {
        for (const raw of list.split(',')) {
          const name = raw.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
          if (name && !provided.has(name)) missing.push(`${path.relative(root, file)}: ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('is never imported as a namespace or re-exported wholesale', () => {
    const offenders = sources.filter((file) =>
      /import \* as \w+ from 'react-router-dom'|export \* from 'react-router-dom'/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });

  it('re-exports only names react-router really has (each defined at run time)', () => {
    const runtimeNames = exportedNames(facade.replace(/export type \{[^}]*\}/g, ''));
    const undefinedNames = [...runtimeNames].filter((name) => (facadeModule as Record<string, unknown>)[name] === undefined);
    expect(undefinedNames).toEqual([]);
    expect(runtimeNames.size).toBeGreaterThan(30);
  });
});
