// The request body as text. On the Node server, asking the web Request for it (request.text()) first builds the
// whole web Request (an AbortController, the body as a web stream) only to read it back; an untouched Node request
// is read directly instead, decoded as request.text() decodes (UTF-8, a leading BOM dropped, bad bytes as U+FFFD).
import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';

export function bodyReader(c: Context): () => Promise<string> {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const untouched = incoming && incoming.readableFlowing === null && !incoming.readableEnded && !incoming.destroyed;
  // Only with a declared length (checked against the limit before the handler runs) and no chunked encoding.
  if (!untouched || c.req.header('content-length') === undefined || c.req.header('transfer-encoding') !== undefined) {
    return () => c.req.raw.text();
  }
  return async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    return new TextDecoder().decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
  };
}
