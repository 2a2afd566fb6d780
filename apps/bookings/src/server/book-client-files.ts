// The /book client build's files, from the manifest Rsbuild writes (rsbuild.book.config.ts): the entry's initial
// scripts and stylesheets, as the paths the bookings origin serves them at. Null when the build is missing.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BookClientFiles } from './render-book-page';

export const BOOK_CLIENT_ENTRY = 'book';

export async function readBookClientFiles(clientDir: string): Promise<BookClientFiles | null> {
  try {
    const manifest = JSON.parse(await readFile(path.join(clientDir, 'manifest.json'), 'utf8')) as {
      entries: Record<string, { initial?: { js?: string[]; css?: string[] } }>;
    };
    const initial = manifest.entries[BOOK_CLIENT_ENTRY]?.initial;
    return initial?.js?.length ? { js: initial.js, css: initial.css ?? [] } : null;
  } catch {
    return null;
  }
}
