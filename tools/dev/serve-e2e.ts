// A platform the end-to-end tests drive: production builds on their own ports, an in-memory backend, and the
// control API of platform-control.ts, all on the ports of platform E2E_PLATFORM_INDEX (tools/dev/e2e-platforms.ts).
// Prints "ready" once everything listens; stops on SIGTERM.
import { platformOffset } from './e2e-platforms';
import { CONTROL_PORT, startControlServer } from './platform-control';
import { APP_PORTS } from '@inspection/build/apps';
import { serveAll } from './serve-all';

const offset = platformOffset(Number(process.env.E2E_PLATFORM_INDEX ?? 0));
// Tests never reach the internet: the maps run without tiles (a plain background).
process.env.MAP_TILES_URL ??= '';
// The backend answers this platform's apps (by default it allows the first platform's ports only).
process.env.CORS_ORIGINS = Object.values(APP_PORTS).flatMap((port) => [`http://localhost:${port + offset}`, `http://127.0.0.1:${port + offset}`]).join(',');
// Every test's customers and buyers call from this one loopback address: the limit on anonymous RPC calls per
// network (docs/architecture/backend.md#limits) would refuse a suite's worth of them; its own test is in the backend's.
const platform = await serveAll({ backend: 'memory', portOffset: offset, anonymousRpcLimits: false });
const control = await startControlServer(platform, CONTROL_PORT + offset);
console.log(`ready ${platform.urlOf('shell')} backend ${platform.backendUrl} control ${control.url}`);

const stop = async () => {
  await control.close();
  await platform.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
