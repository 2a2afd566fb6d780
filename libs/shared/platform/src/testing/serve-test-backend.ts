// Runs the embedded backend (its own test harness) in a child process for component tests and
// prints `{"url","anonKey"}` as one line. A separate Node process, because the backend's JWT code
// does not run inside vitest's jsdom environment. Stops when its stdin closes or on SIGTERM.
// A real import of the backend's exported testing entry point: Nx counts the backend among this lib's dependencies,
// and a missing backend fails the tests instead of skipping them.
import { startTestBackend } from '@inspection/backend/testing';
import { STAFF_EMAIL, STAFF_PASSWORD } from './test-users';

const backend = await startTestBackend();
// Beside the demo user (staff and admin): a staff member who is not an admin.
await backend.createUser(STAFF_EMAIL, STAFF_PASSWORD, { staff: true });
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
