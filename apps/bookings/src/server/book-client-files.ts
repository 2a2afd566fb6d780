// The /book client build's files, from the manifest Rsbuild writes (rsbuild.book.config.ts): an entry's initial
// scripts and stylesheets ('book' for /book, 'manage' for /book/manage/{token}), as the paths the bookings origin
// serves them at. Null when the build is missing.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BookClientFiles } from './page-document';

export const BOOK_CLIENT_ENTRY = 'book';

export async function readBookClientFiles(clientDir: string, entry: 'book' | 'manage' = BOOK_CLIENT_ENTRY): Promise<BookClientFiles | null> {
  try {
    const manifest = JSON.parse(await readFile(path.join(clientDir, 'manifest.json'), 'utf8')) as {
      entries: Record<string, { initial?: { js?: string[]; css?: string[] } }>;
    };
    const initial = manifest.entries[entry]?.initial;
    return initial?.js?.length ? { js: initial.js, css: initial.css ?? [] } : null;
  } catch {
    return null;
  }
}
