// Where a page load's main thread runs JavaScript, by package: the self time of CPU profiles (.cpuprofile, e.g. from
// bench:inspection's PROFILE_LOAD=1 PROFILE_FILE=...) summed by npm package, workspace lib or app folder, read through
// the builds' source maps. Time outside JavaScript (parsing, style, layout, the code cache) stays "(program)".
//   WEB_SOURCE_MAPS=1 npm run build   (a build input: Nx keeps these builds apart from the plain ones)
//   BENCH_SKIP_BUILD=1 PROFILE_LOAD=1 PROFILE_RUNS=5 PROFILE_FILE=/tmp/p.cpuprofile npm run bench:inspection
//   npx tsx tools/bench/profile-by-package.ts /tmp/p-*.cpuprofile
// PROFILE_DIST=<dir> reads <dir>/<app>/dist instead of this checkout's apps/<app>/dist (as BENCH_DIST serves).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { APP_PORTS } from '@inspection/build/apps';

interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

const appOfPort = new Map(Object.entries(APP_PORTS).map(([app, port]) => [String(port), app]));
const distRoot = process.env.PROFILE_DIST ?? path.resolve(import.meta.dirname, '../../apps');
const maps = new Map<string, SourceMapConsumer | undefined>();

function mapOf(url: URL): SourceMapConsumer | undefined {
  const app = appOfPort.get(url.port);
  const file = app && path.join(distRoot, app, 'dist', url.pathname);
  if (!maps.has(url.href)) maps.set(url.href, file && existsSync(`${file}.map`) ? new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawSourceMap) : undefined);
  return maps.get(url.href);
}

/** An npm package, a workspace lib, an app's top folder, or the bundler's own runtime. */
function packageOf(source: string): string {
  const npm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (npm) return npm[1];
  const lib = /(libs\/[^/]+\/[^/]+)/.exec(source);
  if (lib) return lib[1];
  const app = /(apps\/[^/]+\/src\/[^/]+)/.exec(source);
  if (app) return app[1];
  if (source.startsWith('webpack://')) return 'the bundler runtime';
  return source.replace(/^(\.\.\/)+/, '').split('/').slice(0, 2).join('/');
}

function keyOf(frame: Profile['nodes'][number]['callFrame']): string {
  if (!frame.url) return frame.functionName.startsWith('(') ? frame.functionName : `(native) ${frame.functionName}`;
  if (!/^https?:/.test(frame.url)) return '(other)';
  const url = new URL(frame.url);
  const consumer = frame.lineNumber >= 0 ? mapOf(url) : undefined;
  const source = consumer?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber }).source;
  return source ? packageOf(source) : `${appOfPort.get(url.port) ?? url.host}: ${url.pathname.split('/').pop()} (unmapped)`;
}

const files = process.argv.slice(2);
if (files.length === 0) throw new Error('usage: profile-by-package.ts <profile.cpuprofile>...');
const totals = new Map<string, number>();
for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const keys = new Map(profile.nodes.map((node) => [node.id, keyOf(node.callFrame)]));
  profile.samples.forEach((id, i) => totals.set(keys.get(id)!, (totals.get(keys.get(id)!) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000 / files.length));
}
const all = [...totals.values()].reduce((a, b) => a + b, 0);
console.log(`Self time by package, mean of ${files.length} profile(s): ${all.toFixed(0)} ms each`);
for (const [key, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 40))) console.log(`${ms.toFixed(1).padStart(8)} ms  ${key}`);
