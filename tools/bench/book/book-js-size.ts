// The JavaScript /book's first load costs, gzip, in English and in Arabic, against main's before the second language
// (the aim: at most 15 KiB more; docs/benchmarks/book.md#the-second-language). English: the entry's initial scripts (manifest.json of the /book client build).
// Arabic: those plus its catalogue chunk, which the page loads before hydrating. Later steps (their own chunks) are
// not part of the first load.
//   npm run size:book                      builds apps/bookings' /book client, then measures it
//   SKIP_BUILD=1 npm run size:book         measures the build already there
//   BASELINE_DIR=path npm run size:book    compares with another build's dist/book-client instead of the figures below
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** main at 25d75eb (before /book spoke Arabic), same build, gzip level 9: lib-react, shared vendor chunk, book. */
const MAIN_BASELINE_BYTES = 124_559;
const BUDGET_BYTES = 15 * 1024;

const root = path.resolve(import.meta.dirname, '../../..');
const bookings = path.join(root, 'apps/bookings');

interface Manifest {
  allFiles: string[];
  entries: Record<string, { initial?: { js?: string[] } }>;
}

function firstLoad(dir: string): { en: number; ar: number; files: Record<string, number> } {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
  const size = (file: string) => gzipSync(readFileSync(path.join(dir, file.replace(/^\/book-client\//, ''))), { level: 9 }).length;
  const files: Record<string, number> = {};
  for (const file of manifest.entries.book?.initial?.js ?? []) files[file] = size(file);
  const en = Object.values(files).reduce((sum, bytes) => sum + bytes, 0);
  const arabic = manifest.allFiles.filter((file) => /book-ar[.-].*\.js$/.test(file));
  const ar = en + arabic.reduce((sum, file) => sum + (files[file] = size(file)), 0);
  return { en, ar, files };
}

if (!process.env.SKIP_BUILD) execFileSync('npx', ['rsbuild', 'build', '-c', 'rsbuild.book.config.ts'], { cwd: bookings, stdio: 'ignore' });
const now = firstLoad(path.join(bookings, 'dist/book-client'));
const baseline = process.env.BASELINE_DIR ? firstLoad(path.resolve(process.env.BASELINE_DIR)).en : MAIN_BASELINE_BYTES;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
for (const [file, bytes] of Object.entries(now.files)) console.log(`  ${file}: ${kib(bytes)}`);
console.log(`main's /book first load (gzip): ${kib(baseline)}`);
for (const language of ['en', 'ar'] as const) {
  const grown = now[language] - baseline;
  console.log(`/book in ${language}: ${kib(now[language])} (${grown >= 0 ? '+' : ''}${kib(grown)}; budget +${kib(BUDGET_BYTES)}: ${grown <= BUDGET_BYTES ? 'within' : 'OVER'})`);
}
if (Math.max(now.en, now.ar) - baseline > BUDGET_BYTES) process.exitCode = 1;
