// SIGTERM to a running `npm run backend` (docs/operations.md#stopping): it stops accepting connections at once,
// finishes the request in flight, closes realtime sockets with 1012 (reconnect), and exits 0; its log lines are JSON
// with the request's id. A request still hanging after the grace period is cut.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, describe, expect, it } from 'vitest';
import { drainable, listen } from './http-lifecycle';

const CLI = join(import.meta.dirname, '..', 'cli.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'backend-stop-'));
const started: ChildProcessWithoutNullStreams[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function startCli(): Promise<{ child: ChildProcessWithoutNullStreams; url: string; anonKey: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI], { env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '' } });
  started.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Backend running at (http:\/\/\S+)/.exec(output)?.[1];
      const anonKey = /Anon key:\s+(\S+)/.exec(output)?.[1];
      if (url && anonKey) resolve({ child, url, anonKey, output: () => output });
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`backend exited with ${code} before serving:\n${output}`)));
  });
}

// The CLI clears DATABASE_URL: PGlite in either suite (the PostgreSQL run would only repeat it).
describe.skipIf(process.env.BACKEND_TEST_DB === 'postgres')('SIGTERM', () => {
  it('refuses new connections, finishes the request in flight, and exits 0', { timeout: 180_000 }, async () => {
    const backend = await startCli();
    const client = createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const { data, error } = await client.auth.signInWithPassword({ email: 'admin@example.com', password: 'admin1234' });
    expect(error).toBeNull();
    const url = new URL('/rest/v1/rpc/business_time_zone', backend.url);

    // A realtime socket with one joined channel: SIGTERM closes it with 1012 "service restart" (realtime-js reconnects).
    const socket = new WebSocket(`${backend.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${backend.anonKey}&vsn=2.0.0`);
    const frames: unknown[][] = [];
    socket.on('message', (frame) => void frames.push(JSON.parse(String(frame)) as unknown[]));
    const socketClosed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.send(JSON.stringify(['1', '1', 'realtime:stop-test', 'phx_join', { config: {} }]));
    await expect.poll(() => frames.find((f) => f[1] === '1' && f[3] === 'phx_reply')?.[4]).toMatchObject({ status: 'ok' });

    // A request whose body is still arriving when SIGTERM comes: in flight until its last byte.
    const inFlight = request(url, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${data.session!.access_token}`,
        'content-type': 'application/json',
        'content-length': '2',
        'x-request-id': 'slow-one',
      },
    });
    const answered = new Promise<{ status: number; body: string; id: string | undefined }>((resolve, reject) => {
      inFlight.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, id: res.headers['x-request-id'] as string | undefined }));
      });
      inFlight.on('error', reject);
    });
    inFlight.write('{');
    await new Promise((resolve) => setTimeout(resolve, 300));

    const exited = new Promise<number | null>((resolve) => backend.child.once('exit', (code) => resolve(code)));
    backend.child.kill('SIGTERM');
    await expect.poll(() => backend.output().includes('"event":"shutdown"')).toBe(true);
    await expect(fetch(`${backend.url}/health`)).rejects.toThrow();
    expect(await socketClosed).toBe(1012);

    inFlight.end('}');
    const answer = await answered;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual(expect.any(String));
    expect(answer.id).toBe('slow-one');
    expect(await exited).toBe(0);

    const logged = backend.output().split('\n').filter((line) => line.includes('"request_id":"slow-one"')).map((line) => JSON.parse(line));
    expect(logged).toEqual([expect.objectContaining({ method: 'POST', route: '/rest/v1/rpc/business_time_zone', status: 200, level: 'info' })]);
  });
});

it('cuts a request still hanging once the grace period is over', async () => {
  const server = createServer(() => undefined); // never answers
  const port = await listen(server, 0);
  const drain = drainable(server);
  const hanging = new Promise<string>((resolve) => {
    request(`http://127.0.0.1:${port}/`, () => resolve('answered')).on('error', (error) => resolve(error.message)).end();
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  const begun = performance.now();
  await drain.stop({ graceMs: 300 });
  expect(performance.now() - begun).toBeGreaterThanOrEqual(250);
  expect(performance.now() - begun).toBeLessThan(5000);
  expect(await hanging).toBe('socket hang up');
});
