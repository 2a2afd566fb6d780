// A stopping backend (docs/operations.md#stopping): new connections are refused, /ready says draining, and a request
// still arriving on an open keep-alive connection is answered with `Connection: close`.
import { Agent, request } from 'node:http';
import { afterAll, expect, it } from 'vitest';
import { BACKEND_START_TIMEOUT, startTestBackend, type TestBackend } from '../testing/start-test-backend';

let backend: TestBackend | undefined;
afterAll(() => backend?.close());

function get(url: string, agent: Agent): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, { agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    }).on('error', reject).end();
  });
}

it('answers /ready 503 draining with Connection: close on an open connection, refuses new ones', { timeout: BACKEND_START_TIMEOUT }, async () => {
  backend = await startTestBackend({ idleCloseDelayMs: 1500 });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const before = await get(`${backend.url}/ready`, agent);
  expect(before.status).toBe(200);
  expect(before.headers['access-control-expose-headers']).toContain('x-request-id');

  const closed = backend.close();
  const during = await get(`${backend.url}/ready`, agent);
  expect(during.status).toBe(503);
  expect(JSON.parse(during.body)).toEqual({ status: 'unavailable', reason: 'draining' });
  expect(during.headers.connection).toBe('close');
  await expect(get(`${backend.url}/health`, new Agent())).rejects.toThrow(/ECONNREFUSED/);
  await closed;
  agent.destroy();
});
