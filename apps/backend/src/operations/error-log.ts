// An unexpected error (a 500) as one JSON line on stderr with the request's id (docs/operations.md#logs), so it is
// found beside the request's own log line; the caller gets a generic answer, never the error's text.
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

export function answerUnexpectedError(error: Error, c: Context<AppEnv>, write: (line: string) => void = (line) => console.error(line)): Response {
  write(
    JSON.stringify({
      time: new Date().toISOString(),
      level: 'error',
      request_id: c.get('requestId'),
      message: error.message,
      stack: error.stack,
    }),
  );
  return c.json({ message: 'An unexpected error occurred' }, 500);
}
