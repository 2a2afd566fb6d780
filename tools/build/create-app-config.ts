// One Rsbuild configuration for every web app: the shell (a federation host that learns its remotes at run time)
// and the seven remotes (each exposing its route screens and also serving its own standalone page).
import path from 'node:path';
import { defineConfig, type RsbuildConfig, type ServerConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import tailwindcss from '@tailwindcss/postcss';
import { federationExposes, type RemoteManifest } from '@inspection/platform-manifest';
import { APP_PORTS, type RemoteName } from './apps';
import { dropRegisteredProperties } from './registered-properties';
import { sharedDependencies, shellSharedDependencies } from './shared-deps';

/** The shell, or a remote with its manifest (apps/<remote>/src/manifest.ts), which says what it exposes. */
export type AppConfigOptions = ({ name: 'shell' } | { name: RemoteName; manifest: RemoteManifest }) & {
  /** Page title of the app's own index.html. */
  title: string;
  /** Build without Module Federation (used by bench:web for the monolith comparison). */
  federation?: boolean;
  /** Override of the entry module (bench:web's monolith build). */
  entry?: string;
  distPath?: string;
};

// The exposed stylesheet leaves out the @property rules the shell registers (tools/build/registered-properties.ts).
export function tailwindPostcss() {
  return { postcssOptions: { plugins: [tailwindcss(), dropRegisteredProperties()] } };
}

const buildLabelModule = path.join(import.meta.dirname, 'build-label.ts');
const exposedStyles = path.join(import.meta.dirname, 'exposed-styles.css');
const sharedVersionWarnings = path.join(import.meta.dirname, 'shared-version-warnings.ts');

// Each exposed screen carries the exposed stylesheet (tools/build/exposed-styles.css: a fallback layer of the remote's
// Tailwind utilities, loaded into the shell by the federation runtime with the screen) and its build label: a loader
// imports both at the top of each expose module (tools/build/expose-prelude-loader.mjs says why not as exposes).
function exposePreludeRule(exposes: Record<string, string>) {
  return {
    test: Object.values(exposes).map((file) => path.resolve(file)),
    enforce: 'pre' as const,
    loader: path.join(import.meta.dirname, 'expose-prelude-loader.mjs'),
    options: { imports: [exposedStyles, buildLabelModule] },
  };
}

// tools/dev/dev.ts hands each dev server its runtime config through the environment.
type ServerSetup = Extract<NonNullable<ServerConfig['setup']>, (...args: never[]) => unknown>;

const serveRuntimeConfigInDev: ServerSetup = ({ action, server }) => {
  const json = process.env.RUNTIME_CONFIG_JSON;
  if (action !== 'dev' || !json) return;
  server.middlewares.use((req, res, next) => {
    if (req.url?.split('?')[0] !== '/runtime-config.json') return next();
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.end(json);
  });
};

export function createAppConfig(options: AppConfigOptions): RsbuildConfig {
  const { name, title, federation = true } = options;
  const exposes = options.name === 'shell' ? undefined : federationExposes(options.manifest);
  const isRemote = exposes !== undefined;
  const port = APP_PORTS[name];
  const buildLabel = process.env.WEB_BUILD_LABEL ?? '';
  // A release (`npm run release`, docs/architecture/releases.md) names every file by its content, the entry included, so
  // each file of each version has a URL of its own that can be cached for good; mf-manifest.json names the entry.
  const remoteEntry = process.env.WEB_RELEASE_BUILD === '1' ? 'remoteEntry.[contenthash:8].js' : 'remoteEntry.js';

  return defineConfig({
    source: {
      entry: { index: options.entry ?? './src/index.ts' },
      define: { __WEB_APP_NAME__: JSON.stringify(name), __WEB_BUILD_LABEL__: JSON.stringify(buildLabel) },
    },
    html: {
      template: path.join(import.meta.dirname, 'index.html'),
      title,
      templateParameters: { baseHref: '/' },
      favicon: path.join(import.meta.dirname, 'favicon.svg'),
    },
    output: {
      distPath: { root: options.distPath ?? process.env.WEB_DIST_DIR ?? 'dist' },
      // Remotes: chunks are fetched from the remote's own origin, wherever it is deployed.
      assetPrefix: isRemote && federation ? 'auto' : '/',
      cleanDistPath: true,
      // WEB_SOURCE_MAPS=1: a build whose main-thread profiles can be read by package (tools/bench/profile-by-package.ts).
      ...(process.env.WEB_SOURCE_MAPS === '1' ? { sourceMap: { js: 'source-map' as const } } : {}),
    },
    server: {
      port,
      strictPort: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      publicDir: { name: 'public', copyOnBuild: true },
      setup: serveRuntimeConfigInDev,
    },
    dev: {
      // A remote's edits inside the shell page need a full reload: HMR only reaches the page the remote serves.
      liveReload: true,
      assetPrefix: isRemote ? 'auto' : '/',
      // Lazy compilation (on by default for dynamic imports) builds the async bootstrap and the exposed screens on
      // first request; the first page load then failed with "Chunk is from another build" and needed a reload.
      lazyCompilation: false,
    },
    tools: {
      postcss: tailwindPostcss(),
      rspack: exposes && federation ? { module: { rules: [exposePreludeRule(exposes)] } } : {},
    },
    performance: {
      chunkSplit: { strategy: 'split-by-experience' },
    },
    plugins: [
      pluginReact(),
      ...(federation
        ? [
            pluginModuleFederation({
              name,
              ...(exposes ? { exposes, filename: remoteEntry } : { remotes: {} }),
              shared: exposes ? sharedDependencies() : shellSharedDependencies(),
              runtimePlugins: [sharedVersionWarnings],
              dts: false,
            }),
          ]
        : []),
    ],
  });
}
