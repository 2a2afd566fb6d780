// Builds the buyer's page server for deployment: one ES module (the render code, our libs and small
// dependencies bundled; react, react-dom and the Node built-ins left as packages) plus the page's CSS,
// compiled once here. `npm start` and the e2e platform build it at start-up too (well under a second).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { compileBuyerPageCss } from './buyer-page-css';

const appRoot = fileURLToPath(new URL('../..', import.meta.url));
export const serverOutDir = path.join(appRoot, 'dist-server');

// Resolved by Node at run time from node_modules (react-dom/server must be the one react pairs with).
// The CSS compiler is only reached when no compiled CSS is given (tests); the bundle never loads it.
const EXTERNAL = ['react', 'react-dom', 'react/*', 'react-dom/*', 'postcss', '@tailwindcss/*'];

export async function buildBuyerReportServer(outDir = serverOutDir): Promise<{ entry: string; css: string }> {
  await mkdir(outDir, { recursive: true });
  const entry = path.join(outDir, 'buyer-report-server.mjs');
  const css = path.join(outDir, 'buyer-report.css');
  await Promise.all([
    build({
      entryPoints: [path.join(appRoot, 'src/server/buyer-report-entry.ts')],
      outfile: entry,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      tsconfig: path.join(appRoot, 'tsconfig.json'),
      external: EXTERNAL,
      define: { 'process.env.NODE_ENV': '"production"' },
      mainFields: ['module', 'main'],
      // CommonJS dependencies require() the external react: give the ES module a require.
      banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
      logLevel: 'warning',
    }),
    compileBuyerPageCss().then((text) => writeFile(css, text)),
  ]);
  return { entry, css };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { entry, css } = await buildBuyerReportServer();
  console.log(`built ${path.relative(process.cwd(), entry)} and ${path.relative(process.cwd(), css)}`);
}
