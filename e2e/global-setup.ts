// Builds the production bundles (Nx cache: only what changed) and serves them, once per Playwright worker
// (tools/dev/e2e-platforms.ts): each platform is a child process with its own in-memory backend, which the tests reach
// through its control API (tools/dev/platform-control.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { buildAll } from '@inspection/build/build-all';
import { E2E_WORKERS, platformOffset } from '../tools/dev/e2e-platforms';
import { CONTROL_PORT } from '../tools/dev/platform-control';
import { PLATFORM_PORTS, waitForFreePorts } from '../tools/dev/ports';

const root = path.resolve(import.meta.dirname, '..');

function startPlatform(index: number): { child: ChildProcess; ready: Promise<void> } {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['tools/dev/serve-e2e.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    // bcrypt's least cost for the platform's accounts, as in the unit suites (libs/shared/test-config).
    env: { ...process.env, E2E_PLATFORM_INDEX: String(index), PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST ?? '4' },
  });
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`e2e platform ${index} did not start within 180 s`)), 180_000);
    child.once('exit', (code) => reject(new Error(`e2e platform ${index} exited early (code ${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      if (chunk.toString().includes('ready ')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return { child, ready };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

export default async function globalSetup() {
  if (!process.env.E2E_SKIP_BUILD) await buildAll();
  const indexes = Array.from({ length: E2E_WORKERS }, (_, index) => index);
  await waitForFreePorts(indexes.flatMap((index) => [...PLATFORM_PORTS, CONTROL_PORT].map((port) => port + platformOffset(index))));

  const platforms = indexes.map(startPlatform);
  const teardown = () => Promise.all(platforms.map(({ child }) => stop(child)));
  try {
    await Promise.all(platforms.map(({ ready }) => ready));
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
