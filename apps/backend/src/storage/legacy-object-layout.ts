// Data folders from before objects were stored by digest kept each object at
// `<dataDir>/storage/<bucket>/<name>`, where `a` and `a/b` could not both exist. At start the
// files found there move into the object store, and the old folder goes once it is empty.
import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { ObjectStore } from './object-store';

export const legacyObjectFolder = (dataRoot: string) => join(dataRoot, 'storage');

/** Moves every legacy object into `store`; returns how many moved. Safe to run again after a crash. */
export async function migrateLegacyObjects(legacyRoot: string, store: ObjectStore): Promise<number> {
  let buckets: string[];
  try {
    buckets = (await readdir(legacyRoot, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let moved = 0;
  for (const bucket of buckets) {
    const bucketRoot = join(legacyRoot, bucket);
    for (const file of await filesUnder(bucketRoot)) {
      const name = relative(bucketRoot, file).split(sep).join('/');
      if (name.endsWith('.partial')) continue;
      // Copied, then removed: a crash in between leaves the object in both places, never in neither.
      await store.put(bucket, name, new Uint8Array(await readFile(file)));
      await rm(file);
      moved++;
    }
  }
  await removeEmptyFolders(legacyRoot);
  return moved;
}

async function filesUnder(folder: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(path)));
    else if (entry.isFile()) found.push(path);
  }
  return found;
}

async function removeEmptyFolders(folder: string): Promise<void> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) await removeEmptyFolders(join(folder, entry.name));
  }
  await rmdir(folder).catch(() => undefined); // not empty: something else was left there
}
