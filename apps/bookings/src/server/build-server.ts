// Builds the /book page server for deployment: one ES module (see @inspection/page-server) plus the page's CSS,
// compiled once here. `npm start` and the e2e platform build it at start-up too. The page's browser script is
// the bookings build's (dist/book-client, rsbuild.book.config.ts).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerBundle, writeFileWhole } from '@inspection/page-server';
import { compileBookPageCss } from './book-page-css';

const appRoot = fileURLToPath(new URL('../..', import.meta.url));
export const serverOutDir = path.join(appRoot, 'dist-server');

export async function buildBookPageServer(outDir = serverOutDir): Promise<{ entry: string; css: string }> {
  await mkdir(outDir, { recursive: true });
  const entry = path.join(outDir, 'book-page-server.mjs');
  const css = path.join(outDir, 'book-page.css');
  await Promise.all([
    buildServerBundle({ entry: path.join(appRoot, 'src/server/book-page-entry.ts'), outfile: entry, tsconfig: path.join(appRoot, 'tsconfig.json') }),
    compileBookPageCss().then((text) => writeFileWhole(css, text)),
  ]);
  return { entry, css };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { entry, css } = await buildBookPageServer();
  console.log(`built ${path.relative(process.cwd(), entry)} and ${path.relative(process.cwd(), css)}`);
}
