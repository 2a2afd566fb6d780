// Where object bytes live: files under the data folder, or memory for in-memory databases.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

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

export function diskObjectStore(root: string): ObjectStore {
  const base = resolve(root);
  const fileOf = (bucket: string, name: string) => {
    const file = resolve(base, bucket, name);
    if (!file.startsWith(base + sep)) throw new Error('Invalid object path');
    return file;
  };
  return {
    async put(bucket, name, bytes) {
      const file = fileOf(bucket, name);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, bytes);
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

export const objectFolder = (dataRoot: string) => join(dataRoot, 'storage');
