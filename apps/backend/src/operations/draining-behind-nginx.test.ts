// A backend stopping behind nginx (listenQuietMs, docs/operations.md#a-rolling-restart): its port stays open until
// no connection has come for listenQuietMs, so a connection queued in the kernel is served rather than reset; requests
// nginx may pass to another backend get 503 without running; POST and PATCH run, once.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { drainable, listen } from './http-lifecycle';

let server: Server | undefined;
afterEach(() => void server?.closeAllConnections());

/** A server counting the requests its app ran, by method and path. */
async function countingServer() {
  const ran: string[] = [];
  server = createServer((req, res) => {
    ran.push(`${req.method} ${req.url}`);
    req.resume().on('end', () => res.writeHead(req.method === 'POST' ? 201 : 200).end('done'));
  });
  const port = await listen(server, 0);
  return { ran, port, drain: drainable(server) };
}

function send(port: number, method: string, path: string): Promise<{ status: number; connection: unknown; body: string }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, method, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    }).on('error', reject).end(method === 'GET' || method === 'DELETE' ? undefined : '{}');
  });
}

it('keeps the port open while connections come, answers 503 to what nginx may retry without running it, runs a POST once', async () => {
  const { ran, port, drain } = await countingServer();
  const begun = performance.now();
  const stopped = drain.stop({ listenQuietMs: 400, idleCloseDelayMs: 0 });
  for (const method of ['GET', 'PUT', 'DELETE']) {
    const refused = await send(port, method, `/thing?${method}`);
    expect(refused).toMatchObject({ status: 503, connection: 'close' });
    expect(JSON.parse(refused.body)).toEqual({ status: 'unavailable', reason: 'draining' });
  }
  const upgrade = await new Promise<number>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: '/realtime/v1/websocket', agent: false, headers: { connection: 'upgrade', upgrade: 'websocket' } })
      .on('response', (res) => resolve(res.statusCode ?? 0))
      .on('upgrade', () => resolve(101))
      .on('error', reject)
      .end();
  });
  expect(upgrade).toBe(503);
  expect(await send(port, 'POST', '/write')).toMatchObject({ status: 201, body: 'done' });
  const lastConnection = performance.now();
  expect(await send(port, 'PATCH', '/change')).toMatchObject({ status: 200, body: 'done' });
  expect(ran).toEqual(['POST /write', 'PATCH /change']);
  await stopped;
  // Closed only after 400 ms without a new connection, then connects are refused.
  expect(performance.now() - lastConnection).toBeGreaterThanOrEqual(395);
  expect(performance.now() - begun).toBeLessThan(3000);
  await expect(send(port, 'POST', '/late')).rejects.toThrow(/ECONNREFUSED/);
  expect(ran).toEqual(['POST /write', 'PATCH /change']);
});

it('without listenQuietMs closes the port at once and serves every method', async () => {
  const { ran, port, drain } = await countingServer();
  await drain.stop({});
  await expect(send(port, 'GET', '/x')).rejects.toThrow(/ECONNREFUSED/);
  expect(ran).toEqual([]);
});

/**
 * A POST whose connection is still in the kernel's accept queue when stop() is called: another process connects and
 * sends it while this process's event loop is busy (as a loaded backend's is), and stop() is called in the same turn.
 */
async function queuedPostAtStop(listenQuietMs: number): Promise<{ answer: string; ran: string[] }> {
  const { ran, port, drain } = await countingServer();
  const folder = mkdtempSync(join(tmpdir(), 'queued-post-'));
  const sent = join(folder, 'sent');
  const client = spawn(process.execPath, ['-e', `
    const socket = require('node:net').connect(${port}, '127.0.0.1', () => {
      socket.write('POST /queued HTTP/1.1\\r\\nhost: x\\r\\ncontent-length: 2\\r\\n\\r\\n{}', () => require('node:fs').writeFileSync(${JSON.stringify(sent)}, ''));
    });
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => console.log(answer.split('\\r\\n')[0]));
    socket.on('error', (error) => console.log(error.code));`]);
  let output = '';
  client.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => client.once('exit', resolve));
  // Busy until the request is in the kernel's buffers (the connect completed without an accept), then stop.
  const deadline = performance.now() + 10_000;
  while (!existsSync(sent) && performance.now() < deadline);
  const stopped = drain.stop({ listenQuietMs, idleCloseDelayMs: 0 });
  await exited;
  await stopped;
  rmSync(folder, { recursive: true, force: true });
  return { answer: output.trim(), ran };
}

it('serves a POST queued in the kernel when the stop begins (with listenQuietMs)', { timeout: 20_000 }, async () => {
  expect(await queuedPostAtStop(300)).toEqual({ answer: 'HTTP/1.1 201 Created', ran: ['POST /queued'] });
});

it('resets that POST without listenQuietMs: the drop nginx answers 502 (what listenQuietMs is for)', { timeout: 20_000 }, async () => {
  expect(await queuedPostAtStop(0)).toEqual({ answer: 'ECONNRESET', ran: [] });
});
