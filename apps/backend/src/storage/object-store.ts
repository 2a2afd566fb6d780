// Where object bytes live: files under the data folder, or memory for in-memory databases.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

export interface ObjectStore {
  put(bucket: string, name: string, bytes: Uint8Array): Promise<void>;
  get(bucket: string, name: string): Promise<Uint8Array | null>;
  remove(bucket: string, name: string): Promise<void>;
}

export function memoryObjectStore(): ObjectStore {
  const objects = new Map<string, Uint8Array>();
  const key = (bucket: string, name: string) => `${bucket}/${name}`;
  return {
    async put(bucket, name, bytes) {
      objects.set(key(bucket, name), bytes);
    },
    async get(bucket, name) {
      return objects.get(key(bucket, name)) ?? null;
    },
    async remove(bucket, name) {
      objects.delete(key(bucket, name));
    },
  };
}

/**
 * Files named by the SHA-256 of bucket and name (`<root>/ab/abcdef…`), so that any two object names
 * can exist at once (`a` and `a/b` would be a file and a folder of one path) and no name reaches
 * outside the root.
 */
export function diskObjectStore(root: string): ObjectStore {
  const base = resolve(root);
  const fileOf = (bucket: string, name: string) => {
    const digest = createHash('sha256').update(bucket).update('\0').update(name).digest('hex');
    return join(base, digest.slice(0, 2), digest);
  };
  return {
    async put(bucket, name, bytes) {
      const file = fileOf(bucket, name);
      await mkdir(dirname(file), { recursive: true });
      // Written aside and renamed: a crash never leaves half an object under its name.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async get(bucket, name) {
      try {
        return new Uint8Array(await readFile(fileOf(bucket, name)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(bucket, name) {
      await rm(fileOf(bucket, name), { force: true });
    },
  };
}

/** Where objects live under a data folder; `storage/` holds the layout of before (see legacy-object-layout.ts). */
export const objectFolder = (dataRoot: string) => join(dataRoot, 'objects');
