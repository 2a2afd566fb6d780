// bench:web's table of sidebar clicks: per build and path, per remote, the median time from the click to the screen,
// and what the page downloaded meanwhile (files, bytes on the wire, requests to the backend), the main thread's long
// tasks; TIMELINE=1 lists the first run's downloads of each click.
import { median } from '@inspection/shared-domain';
import type { SwitchResult } from './remote-switch';
import { formatTrace } from './trace-summary';

/** Per "build, path": one record per run, per click. */
export type SwitchRuns = Record<string, Record<string, SwitchResult>[]>;

const shortUrl = (url: string, backendUrl: string) =>
  url.startsWith(backendUrl) ? `backend ${url.slice(backendUrl.length).split('?')[0]}` : url.replace(/^https?:\/\/localhost:/, ':').replace(/\.[0-9a-f]{10}\.js$/, '.js');

export function printSwitches(runs: SwitchRuns, backendUrl: string): void {
  for (const [key, records] of Object.entries(runs)) {
    console.log(`\n  Sidebar click to a remote not loaded yet: ${key} (${records.length} runs)`);
    console.log(`    ${'remote'.padEnd(30)} ${'median'.padStart(7)}  ${'runs'.padEnd(18)} files   KiB   backend  long tasks`);
    for (const name of Object.keys(records[0])) {
      const results = records.map((record) => record[name]);
      const files = median(results.map((result) => result.downloads.filter((entry) => !entry.url.startsWith(backendUrl)).length));
      const bytes = median(results.map((result) => result.downloads.reduce((sum, entry) => sum + entry.bytes, 0)));
      console.log(
        `    ${name.padEnd(30)} ${`${Math.round(median(results.map((result) => result.ms)))} ms`.padStart(7)}  ` +
          `${results.map((result) => Math.round(result.ms)).join('/').padEnd(18)} ${String(files).padStart(5)} ${(bytes / 1024).toFixed(1).padStart(5)}` +
          `   ${String(median(results.map((result) => result.backendRequests))).padStart(7)}  ${Math.round(median(results.map((result) => result.longTaskMs)))} ms`,
      );
    }
  }
}

export function printTimeline(runs: SwitchRuns, backendUrl: string): void {
  for (const [key, records] of Object.entries(runs)) {
    for (const [name, result] of Object.entries(records[0])) {
      console.log(`\n  ${key}, ${name}: ${Math.round(result.ms)} ms, long tasks ${Math.round(result.longTaskMs)} ms (times from the click)`);
      if (result.trace) console.log(`    main thread (ms, nested kinds overlap): ${formatTrace(result.trace)}`);
      for (const entry of [...result.downloads].sort((a, b) => a.start - b.start)) {
        console.log(`    ${String(Math.round(entry.start)).padStart(5)} → ${String(Math.round(entry.end)).padStart(5)} ms ${String(entry.bytes).padStart(7)} B  ${shortUrl(entry.url, backendUrl)}`);
      }
    }
  }
}
