// One thread of the password pool (password-pool.ts): bcrypt runs here, never on the thread that
// serves requests. Plain JavaScript so that Node, tsx and vitest all load it as it is.
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

parentPort.on('message', async ({ id, op, password, hash, cost }) => {
  try {
    const result = op === 'hash' ? await bcrypt.hash(password, cost) : await bcrypt.compare(password, hash);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
