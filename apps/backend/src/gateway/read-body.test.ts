// Request bodies read straight from the Node request decode as request.text() does.
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyReader } from './read-body';

const app = new Hono().post('/echo', async (c) => c.json({ text: await bodyReader(c)() }));
const server = createAdaptorServer({ fetch: app.fetch });
let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/echo`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const echo = async (body: BodyInit) => ((await (await fetch(url, { method: 'POST', body })).json()) as { text: string }).text;

describe('bodyReader', () => {
  it('reads the body as request.text() would: UTF-8, a leading BOM dropped, bad bytes as U+FFFD', async () => {
    expect(await echo('{"p_day":"2026-11-26"}')).toBe('{"p_day":"2026-11-26"}');
    expect(await echo('')).toBe('');
    expect(await echo('{"name":"Zoë — مرحبا 🚗"}')).toBe('{"name":"Zoë — مرحبا 🚗"}');
    expect(await echo(new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0x7d]))).toBe('{}');
    expect(await echo(new Uint8Array([0x7b, 0xff, 0x7d]))).toBe('{\uFFFD}');
    const large = JSON.stringify({ rows: Array.from({ length: 20000 }, (_, i) => `row ${i} é`) });
    expect(await echo(large)).toBe(large);
  });

  it('reads a chunked body (no length) through the web Request', async () => {
    const stream = new ReadableStream({ start: (c) => { c.enqueue(new TextEncoder().encode('{"a":"é"}')); c.close(); } });
    const res = await fetch(url, { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(((await res.json()) as { text: string }).text).toBe('{"a":"é"}');
  });
});
