// A page server for deployment: one ES module (the render code, our libs and small dependencies bundled; react,
// react-dom and the Node built-ins left as packages). `npm start` and the e2e platform build it at start-up too
// (well under a second).
import { build } from 'esbuild';

// Resolved by Node at run time from node_modules (react-dom/server must be the one react pairs with).
// The CSS compiler is only reached when no compiled CSS is given (tests); the bundle never loads it.
const EXTERNAL = ['react', 'react-dom', 'react/*', 'react-dom/*', 'postcss', '@tailwindcss/*'];

export interface ServerBundleOptions {
  entry: string;
  outfile: string;
  tsconfig: string;
}

export async function buildServerBundle({ entry, outfile, tsconfig }: ServerBundleOptions): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
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
}
