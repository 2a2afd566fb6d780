// A tiny HTTP API over a served platform, so end-to-end tests (in other processes) can take one remote's server
// down, bring it back, or serve another build of it:
//   POST /apps/<app>/stop    POST /apps/<app>/start    POST /apps/<app>/start?root=/abs/dist
// and make a staff account with a role (an inspector signing in):  POST /users?email=E&password=P&role=inspector
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEB_APPS, type WebAppName } from '@inspection/build/apps';
import type { ServedPlatform } from './serve-all';

export const CONTROL_PORT = 4290;

export function startControlServer(platform: ServedPlatform, port = CONTROL_PORT) {
  const server = createServer(async (req, res) => {
    // No keep-alive: a test's next call may come after the server's keep-alive timeout (a build in between), and a
    // client reusing the socket the server is closing at that moment fails with "other side closed".
    res.setHeader('Connection', 'close');
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'POST' && url.pathname === '/users') {
      const role = url.searchParams.get('role') as 'admin' | 'staff' | 'inspector';
      try {
        await platform.createUser(url.searchParams.get('email') ?? '', url.searchParams.get('password') ?? '', role);
        res.writeHead(204).end();
      } catch (error) {
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
      }
      return;
    }
    const match = /^\/apps\/([a-z]+)\/(stop|start)$/.exec(url.pathname);
    if (req.method !== 'POST' || !match || !WEB_APPS.includes(match[1] as WebAppName)) {
      res.writeHead(404).end();
      return;
    }
    const app = match[1] as WebAppName;
    try {
      if (match[2] === 'stop') await platform.stopApp(app);
      else await platform.startApp(app, { root: url.searchParams.get('root') ?? undefined });
      res.writeHead(204).end();
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
    }
  });
  return new Promise<{ url: string; close(): Promise<void> }>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
