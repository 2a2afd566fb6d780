// Builds the production bundles (Nx cache: only what changed) and serves them with an in-memory backend, in a
// child process the tests can reach through the control API (tools/platform-control.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildAll } from '../tools/build-all';
import { waitForFreePorts } from '../tools/ports';

const root = path.resolve(import.meta.dirname, '..');

export default async function globalSetup() {
  if (!process.env.E2E_SKIP_BUILD) await buildAll();
  await waitForFreePorts();

  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['tools/serve-e2e.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env },
  });

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The e2e platform did not start within 180 s')), 180_000);
    child.once('exit', (code) => reject(new Error(`The e2e platform exited early (code ${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      if (chunk.toString().includes('ready ')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });

  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  };
}
