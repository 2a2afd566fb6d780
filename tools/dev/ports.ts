// The fixed ports of the platform may be held by another run (npm start, a test suite finishing); wait for them.
import { connect } from 'node:net';
import { APP_PORTS, BACKEND_PORT } from '@inspection/build/apps';

export const PLATFORM_PORTS = [...Object.values(APP_PORTS), BACKEND_PORT];

export const portInUse = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export async function waitForFreePorts(ports = PLATFORM_PORTS, timeoutMs = 10 * 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const busy = (await Promise.all(ports.map(async (port) => ((await portInUse(port)) ? port : null)))).filter(Boolean);
    if (busy.length === 0) return;
    if (Date.now() > deadline) throw new Error(`Ports still in use: ${busy.join(', ')} (stop npm start or the other run)`);
    console.log(`Waiting for ports ${busy.join(', ')} to be free...`);
    await new Promise((done) => setTimeout(done, 5_000));
  }
}
