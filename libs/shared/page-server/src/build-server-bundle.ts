// A page server for deployment: one ES module (the render code, our libs and small dependencies bundled; react,
// react-dom and the Node built-ins left as packages). `npm start` and the e2e platform build it at start-up too
// (well under a second). Both files are written whole or not at all: two e2e platforms start at once and build the
// same files, and a platform that imported the bundle while the other was rewriting it got a module without its
// exports ('create is not a function').
import { randomUUID } from 'node:crypto';
import { rename, writeFile } from 'node:fs/promises';
import { build } from 'esbuild';

// Resolved by Node at run time from node_modules (react-dom/server must be the one react pairs with).
// The CSS compiler is only reached when no compiled CSS is given (tests); the bundle never loads it.
const EXTERNAL = ['react', 'react-dom', 'react/*', 'react-dom/*', 'postcss', '@tailwindcss/*'];

export interface ServerBundleOptions {
  entry: string;
  outfile: string;
  tsconfig: string;
}

const partialName = (file: string) => `${file}.${randomUUID()}.partial`;

/** Writes to a file of its own, then renames it over `file`: a reader sees the old file or the new, never a part. */
export async function writeFileWhole(file: string, text: string): Promise<void> {
  const partial = partialName(file);
  await writeFile(partial, text);
  await rename(partial, file);
}

export async function buildServerBundle({ entry, outfile, tsconfig }: ServerBundleOptions): Promise<void> {
  const partial = partialName(outfile);
  await build({
    entryPoints: [entry],
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    tsconfig,
    external: EXTERNAL,
    // Stylesheets a component imports for the browser (the map's) are the client build's business.
    loader: { '.css': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    mainFields: ['module', 'main'],
    // CommonJS dependencies require() the external react: give the ES module a require.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  await rename(partial, outfile);
}
