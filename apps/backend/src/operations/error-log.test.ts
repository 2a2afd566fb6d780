// A 500's log line (docs/operations.md#logs): one JSON line with the request's id, the message and the stack.
import { Hono } from 'hono';
import { expect, it } from 'vitest';
import type { AppEnv } from '../app-env';
import { requestId } from '../gateway/request-log';
import { answerUnexpectedError } from './error-log';

it('logs an unexpected error as one JSON line with the request id, and answers a generic 500', async () => {
  const lines: string[] = [];
  const app = new Hono<AppEnv>()
    .use(requestId())
    .get('/boom', () => {
      throw new Error('the disk is full');
    })
    .onError((error, c) => answerUnexpectedError(error, c, (line) => lines.push(line)));
  const res = await app.request('/boom', { headers: { 'x-request-id': 'trace-500' } });
  // Headers first: once a backend has started in this worker, @hono/node-server's light Response stands in for the
  // global one, and reading its body builds a copy from the headers it was made with (before the middleware's).
  const id = res.headers.get('x-request-id');
  expect({ status: res.status, body: await res.json(), id }).toEqual({
    status: 500,
    body: { message: 'An unexpected error occurred' },
    id: 'trace-500',
  });
  expect(lines).toHaveLength(1);
  expect(lines[0]).not.toContain('\n');
  expect(JSON.parse(lines[0])).toEqual({
    time: expect.any(String),
    level: 'error',
    request_id: 'trace-500',
    message: 'the disk is full',
    stack: expect.stringContaining('Error: the disk is full'),
  });
});
