// npm run dev: an Rsbuild dev server per web app (hot reload) and the backend, each app on its fixed port.
// HMR updates a remote on its own page; inside the shell a remote's edit arrives by a full reload (dev.liveReload).
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { BACKEND_PORT, WEB_APPS } from '@inspection/build/apps';
import { buildRuntimeConfig } from './runtime-config';
import { workspaceRoot } from './serve-all';

const { startBackend } = await import('@inspection/backend/server');

const backend = await startBackend({
  port: BACKEND_PORT,
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATABASE_URL ? undefined : path.join(workspaceRoot, '.data'),
  log: true,
});
const runtimeConfig = buildRuntimeConfig({
  backendUrl: backend.url.replace('127.0.0.1', 'localhost'),
  anonKey: backend.anonKey,
  businessTimeZone: backend.businessTimeZone,
});
const rsbuild = path.join(workspaceRoot, 'node_modules/.bin/rsbuild');

const children: ChildProcess[] = WEB_APPS.map((app) =>
  spawn(rsbuild, ['dev'], {
    cwd: path.join(workspaceRoot, 'apps', app),
    stdio: 'inherit',
    env: { ...process.env, RUNTIME_CONFIG_JSON: JSON.stringify(runtimeConfig) },
  }),
);

console.log(`\n  Dev console: http://localhost:4200 (sign in ${process.env.DEMO_EMAIL ?? 'admin@example.com'} / ${process.env.DEMO_PASSWORD ?? 'admin1234'})\n`);

const stop = async () => {
  for (const child of children) child.kill('SIGTERM');
  await backend.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
