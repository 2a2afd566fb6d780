// @vitest-environment node
// The buyer's page fits TCP's first window (10 segments, about 14,600 bytes) with its headers, in both languages:
// on a slow phone the whole report arrives in the first round trip
// (docs/benchmarks/report.md#brotli-and-the-main-pictures-own-connection). Measured on the wire (status line,
// headers, chunk framing and brotli body) against the real embedded backend's seeded report.
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKEND_START_TIMEOUT, startTestBackend, type TestBackend } from '@inspection/backend/testing';
import { createBuyerReportHandler } from './buyer-report-handler';

const BOOKING = 'b726ed24-3333-4333-8333-000000000001';
const FIRST_WINDOW_BYTES = 14_600;

/** Every byte the server sends for one request, as a browser taking brotli asks it. */
function bytesOnTheWire(port: number, path: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: gzip, deflate, br, zstd\r\nConnection: close\r\n\r\n`);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks)));
    socket.on('error', reject);
  });
}

describe("the buyer's page's first response", () => {
  let backend: TestBackend;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    backend = await startTestBackend();
    const handle = createBuyerReportHandler({ config: () => ({ backendUrl: backend.url, anonKey: backend.anonKey }) });
    server = createServer(async (req, res) => {
      if (!(await handle(req, res, new URL(req.url ?? '/', 'http://x').pathname))) res.writeHead(299).end('static');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as AddressInfo).port;
  }, BACKEND_START_TIMEOUT);

  afterAll(async () => {
    server?.close();
    await backend?.close();
  });

  it.each(['en', 'ar'])('fits the first window with its headers (%s)', { timeout: 30_000 }, async (language) => {
    const wire = await bytesOnTheWire(port, `/report/${BOOKING}?lang=${language}`);
    expect(wire.subarray(0, 15).toString()).toBe('HTTP/1.1 200 OK');
    if (process.env.BUYER_PAGE_DUMP) (await import('node:fs')).writeFileSync(`${process.env.BUYER_PAGE_DUMP}-${language}.wire`, wire);
    console.info(`buyer's page first response (${language}): ${wire.length} bytes`);
    expect(wire.length).toBeLessThanOrEqual(FIRST_WINDOW_BYTES);
  });
});
