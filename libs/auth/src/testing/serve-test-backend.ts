// Runs the embedded backend (its own test harness) in a child process for component tests and
// prints `{"url","anonKey"}` as one line. A separate Node process, because the backend's JWT code
// does not run inside vitest's jsdom environment. Stops when its stdin closes or on SIGTERM.
// The harness is loaded by path at run time: a lib never imports an app, this is test-only plumbing.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Harness {
  startTestBackend(): Promise<{
    url: string;
    anonKey: string;
    createUser(email: string, password: string, appMetadata?: Record<string, unknown>): Promise<unknown>;
    close(): Promise<void>;
  }>;
}

const harnessPath = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../apps/backend/src/testing/start-test-backend.ts',
);

const harness = (await import(harnessPath)) as Harness;
const backend = await harness.startTestBackend();
// Beside the demo user (staff and admin): a staff member who is not an admin.
await backend.createUser('staff@example.com', 'staff1234', { staff: true });
process.stdout.write(`${JSON.stringify({ url: backend.url, anonKey: backend.anonKey })}\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await backend.close().catch(() => undefined);
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.resume();
