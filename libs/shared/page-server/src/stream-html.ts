// Sends a page in two parts: its head at once (the browser starts on the preloaded main picture, the CSS, the
// title) while the server still renders the body, then the rest. Compressed as it goes when the browser takes it
// (brotli, else gzip; flushed after the first part), chunked (no length known in advance). sendHtml sends a page
// whole.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { compressStream, pageEncoding } from './compression';

export async function streamHtml(
  req: IncomingMessage,
  res: ServerResponse,
  first: string,
  rest: () => string,
  headers: Record<string, string>,
): Promise<void> {
  const encoding = pageEncoding(req.headers['accept-encoding']);
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    Vary: 'Accept-Encoding',
    ...headers,
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  if (encoding === 'identity') {
    res.write(first);
    await new Promise((resolve) => setImmediate(resolve));
    res.end(rest());
    return;
  }
  const { stream, flush } = compressStream(encoding);
  stream.pipe(res);
  stream.write(first);
  await flush();
  // Let the flushed bytes reach the socket before the (synchronous) rendering of the rest.
  await new Promise((resolve) => setImmediate(resolve));
  stream.end(rest());
}
