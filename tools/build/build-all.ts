// Builds the production bundles of the eight web apps through Nx, so unchanged apps come from the cache.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEB_APPS } from './apps';
import { runCommand } from './run-command';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

export async function buildAll(): Promise<void> {
  const nx = path.join(workspaceRoot, 'node_modules/.bin/nx');
  await runCommand(nx, ['run-many', '-t', 'build', '-p', WEB_APPS.join(','), '--parallel=2', '--outputStyle=static'], {
    cwd: workspaceRoot,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildAll().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
