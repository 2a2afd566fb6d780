// @vitest-environment node
// The buyer's page server bundle: two e2e platforms build it at once into the same folder, and each then imports it.
import { statSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildBuyerReportServer, serverOutDir } from './build-server';

describe("the buyer's page server build", () => {
  const folders: string[] = [];
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

  it('builds twice at once into one folder, leaving the bundle and its CSS whole and nothing half-written', async () => {
    // Inside the app, where the bundle finds react in node_modules as a deployment does.
    await mkdir(serverOutDir, { recursive: true });
    const outDir = await mkdtemp(path.join(serverOutDir, 'test-'));
    folders.push(outDir);
    // While both build, whatever carries the bundle's name is watched: it must never be seen empty or half-written.
    const seen = new Set<number>();
    let building = true;
    const watch = (async () => {
      while (building) {
        try {
          seen.add(statSync(path.join(outDir, 'buyer-report-server.mjs')).size);
        } catch {
          // not written yet
        }
        await new Promise((next) => setImmediate(next));
      }
    })();
    const [first] = await Promise.all([buildBuyerReportServer(outDir), buildBuyerReportServer(outDir)]).finally(() => (building = false));
    await watch;
    expect([...seen]).toEqual([statSync(first.entry).size]);
    expect((await readdir(outDir)).sort()).toEqual(['buyer-report-server.mjs', 'buyer-report.css']);
    const bundle = (await import(pathToFileURL(first.entry).href)) as { createBuyerReportHandler: unknown };
    expect(typeof bundle.createBuyerReportHandler).toBe('function');
  }, 60_000);
});
