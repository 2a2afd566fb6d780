// Names follow folders (docs/architecture/naming.md): a lib's package and Nx project are named after its path, so an
// import says where the code lives.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

// Every area has a domain folder: the shared one keeps its prefix.
const SHARED_PREFIXED = new Set(['domain']);

function expectedName(area: string, folder: string): string {
  if (area === 'shared') return SHARED_PREFIXED.has(folder) ? `shared-${folder}` : folder;
  return `${area}-${folder}`;
}

const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as { name: string };

const libs = readdirSync(path.join(root, 'libs')).flatMap((area) =>
  readdirSync(path.join(root, 'libs', area), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ area, folder: entry.name, dir: `libs/${area}/${entry.name}` })),
);
const apps = readdirSync(path.join(root, 'apps'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({ name: entry.name, dir: `apps/${entry.name}` }));

describe('names follow folders', () => {
  it.each(libs)('$dir: package @inspection/<name> and Nx project <name>', ({ area, folder, dir }) => {
    const name = expectedName(area, folder);
    expect(readJson(`${dir}/package.json`).name).toBe(`@inspection/${name}`);
    expect(readJson(`${dir}/project.json`).name).toBe(name);
  });

  it.each(apps)('$dir: package @inspection/<app> and Nx project <app>', ({ name, dir }) => {
    expect(readJson(`${dir}/package.json`).name).toBe(`@inspection/${name}`);
    expect(readJson(`${dir}/project.json`).name).toBe(name);
  });
});
