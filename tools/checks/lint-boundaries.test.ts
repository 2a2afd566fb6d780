// Proves that the workspace lint (eslint.config.js) fails on each kind of dependency the architecture forbids.
// Each fixture in tools/checks/fixtures/module-boundaries/ is linted as if it were the file named on its first line (`// lint-as: path`).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const fixturesDir = path.join(import.meta.dirname, 'fixtures/module-boundaries');
const BOUNDARY_RULES = ['@nx/enforce-module-boundaries', 'no-restricted-imports'];

const fixtures = readdirSync(fixturesDir)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => {
    const text = readFileSync(path.join(fixturesDir, file), 'utf8');
    const lintAs = /^\/\/ lint-as: (\S+)/.exec(text)?.[1];
    if (!lintAs) throw new Error(`${file} has no "// lint-as:" line`);
    return { file, text, filePath: path.join(root, lintAs) };
  });

let eslint: ESLint;

beforeAll(() => {
  // The boundary rule reads Nx's cached project graph and silently skips when there is none.
  if (!existsSync(path.join(root, '.nx/workspace-data/project-graph.json'))) {
    execFileSync(path.join(root, 'node_modules/.bin/nx'), ['show', 'projects'], { cwd: root, stdio: 'ignore' });
  }
  eslint = new ESLint({ cwd: root });
});

async function boundaryErrors(text: string, filePath: string) {
  const [result] = await eslint.lintText(text, { filePath });
  return result.messages.filter((message) => BOUNDARY_RULES.includes(message.ruleId ?? '') && message.severity === 2);
}

describe('module boundaries', () => {
  it.each(fixtures.filter(({ file }) => !file.startsWith('allowed-')))('rejects $file', async ({ text, filePath }) => {
    const errors = await boundaryErrors(text, filePath);
    expect(errors.length).toBeGreaterThan(0);
  });

  it.each(fixtures.filter(({ file }) => file.startsWith('allowed-')))('allows $file', async ({ text, filePath }) => {
    expect(await boundaryErrors(text, filePath)).toEqual([]);
  });

  it('keeps the fixtures out of the normal lint run', async () => {
    expect(await eslint.isPathIgnored(path.join(fixturesDir, 'domain-imports-platform.ts'))).toBe(true);
  });
});
