// The platform the end-to-end tests drive: production builds on their own ports, an in-memory backend, and the
// control API of platform-control.ts. Prints "ready" once everything listens; stops on SIGTERM.
import { startControlServer } from './platform-control';
import { serveAll } from './serve-all';

// Tests never reach the internet: the maps run without tiles (a plain background).
process.env.MAP_TILES_URL ??= '';
const platform = await serveAll({ backend: 'memory' });
const control = await startControlServer(platform);
console.log(`ready ${platform.urlOf('shell')} backend ${platform.backendUrl} control ${control.url}`);

const stop = async () => {
  await control.close();
  await platform.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
