// Bad input on /realtime/v1/websocket (docs/architecture/realtime.md#limits): each case gets a clear error reply or a
// close of its own socket, never a crash or an effect on another connection (a subscriber alongside keeps receiving).
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendFixture } from '../testing/backend-fixture';
import { eventually, listen, type ListeningChannel } from '../testing/realtime-clients';

const fx = backendFixture();
let bystander: ListeningChannel;

interface Raw {
  ws: WebSocket;
  frames: unknown[];
  closed?: { code: number; reason: string };
}

function connect(query = `apikey=${fx.backend.anonKey}&vsn=2.0.0`): Promise<Raw> {
  const ws = new WebSocket(`${fx.backend.url.replace('http', 'ws')}/realtime/v1/websocket?${query}`);
  const raw: Raw = { ws, frames: [] };
  ws.on('message', (data) => void raw.frames.push(JSON.parse(String(data))));
  ws.on('close', (code, reason) => (raw.closed = { code, reason: String(reason) }));
  return new Promise((resolve, reject) => {
    ws.on('open', () => resolve(raw));
    ws.on('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    ws.on('error', reject);
  });
}

const join = (topic: string, ref: string, config: Record<string, unknown> = {}) => JSON.stringify([ref, ref, topic, 'phx_join', { config }]);
const reply = (raw: Raw, ref: string) => raw.frames.find((f) => Array.isArray(f) && f[1] === ref && f[3] === 'phx_reply') as unknown[] | undefined;
async function replyTo(raw: Raw, ref: string): Promise<{ status: string; response: Record<string, unknown> }> {
  await eventually(() => reply(raw, ref) !== undefined, 3000, `the reply to ${ref}`);
  return reply(raw, ref)![4] as never;
}
const closedWith = async (raw: Raw) => {
  await eventually(() => raw.closed !== undefined, 3000, 'the close');
  return raw.closed!;
};

const handled: string[] = [];

beforeAll(async () => {
  bystander = await listen(fx.staff, [{ event: 'INSERT', table: 'contacts' }]);
});
afterAll(async () => {
  // Every case below was answered, and the subscriber beside them still gets its changes.
  expect(handled).toHaveLength(15);
  await fx.staff.from('contacts').insert({ full_name: 'Still Here', phone_number: '0508880001' });
  await eventually(() => bystander.events.length === 1);
  await fx.staff.removeAllChannels();
});

describe('bad input on the realtime socket', () => {
  it('refuses the upgrade without a project API key or with an unknown serializer', async () => {
    await expect(connect('vsn=2.0.0')).rejects.toThrow('HTTP 401');
    await expect(connect(`apikey=not-a-key&vsn=2.0.0`)).rejects.toThrow('HTTP 401');
    await expect(connect(`apikey=${fx.backend.anonKey}&vsn=3.0.0`)).rejects.toThrow('HTTP 400');
    handled.push('no key', 'bad key', 'bad vsn');
  });

  it('closes a socket that sends what is not a frame, and only that socket', async () => {
    for (const [bytes, binary] of [['{not json', false], ['{"topic":"realtime:x","event":"phx_join","payload":{}}', false], [Buffer.from([9, 9, 9]), true]] as const) {
      const raw = await connect();
      raw.ws.send(bytes, { binary });
      expect((await closedWith(raw)).code).toBe(1007);
    }
    handled.push('not JSON', 'a 1.0.0 frame on 2.0.0', 'unknown binary');
  });

  it('closes a socket that sends a frame over 1 MB', async () => {
    const raw = await connect();
    raw.ws.send(JSON.stringify([null, '1', 'realtime:big', 'broadcast', { data: 'x'.repeat(1024 * 1024 + 1) }]));
    expect((await closedWith(raw)).code).toBe(1009);
    handled.push('over 1 MB');
  });

  it('answers topics it does not serve, and joins it cannot make, with an error reply', async () => {
    const raw = await connect();
    raw.ws.send(JSON.stringify([null, '1', 'realtime:never-joined', 'broadcast', { type: 'broadcast', event: 'x', payload: {} }]));
    expect(await replyTo(raw, '1')).toEqual({ status: 'error', response: { reason: 'unmatched topic' } });
    raw.ws.send(join('elsewhere', '2'));
    expect(await replyTo(raw, '2')).toEqual({ status: 'error', response: { reason: 'unmatched topic' } });
    raw.ws.send(join('realtime:', '3'));
    expect((await replyTo(raw, '3')).response.reason).toBe('TopicNameRequired: You must provide a topic name');
    raw.ws.send(join('realtime:private', '4', { private: true }));
    expect((await replyTo(raw, '4')).response.reason).toMatch(/^Unauthorized: /);
    raw.ws.send(JSON.stringify(['5', '5', 'realtime:bad-token', 'phx_join', { config: {}, access_token: 'not.a.jwt' }]));
    expect((await replyTo(raw, '5')).response.reason).toBe('MalformedJWT: The token provided is not a valid JWT');
    expect(raw.closed).toBeUndefined();
    raw.ws.close();
    handled.push('unmatched topic', 'no topic name', 'private channel', 'malformed token');
  });

  it('refuses unknown tables and filters on missing columns, through supabase-js', async () => {
    const unknown = await listen(fx.staff, [{ event: '*', table: 'no_such_table' }]);
    expect(unknown.status).toBe('CHANNEL_ERROR');
    expect(unknown.error?.message).toMatch(/^RealtimeDisabledForConfiguration: Unable to subscribe to changes/);
    const column = await listen(fx.staff, [{ event: '*', table: 'leads', filter: 'no_column=eq.1' }]);
    expect(column.error?.message).toBe('RealtimeDisabledForConfiguration: Invalid column for filter no_column');
    const operator = await listen(fx.staff, [{ event: '*', table: 'leads', filter: 'status=like.new%' }]);
    expect(operator.error?.message).toMatch(/Invalid filter operator "like"/);
    for (const channel of [unknown, column, operator]) await fx.staff.removeChannel(channel.channel);
    handled.push('unknown table', 'missing column');
  });

  it('refuses the 101st channel on one socket', async () => {
    const raw = await connect();
    for (let i = 1; i <= 101; i++) raw.ws.send(join(`realtime:many-${i}`, String(i)));
    expect((await replyTo(raw, '100')).status).toBe('ok');
    expect(await replyTo(raw, '101')).toEqual({ status: 'error', response: { reason: 'ChannelRateLimitReached: Too many channels' } });
    raw.ws.close();
    handled.push('101 channels');
  });

  it('answers broadcasts over 100 a second with an error reply, keeps the socket, and takes them again a second later', async () => {
    const raw = await connect();
    raw.ws.send(join('realtime:flood', 'j', { broadcast: { ack: true } }));
    expect((await replyTo(raw, 'j')).status).toBe('ok');
    const send = (ref: string) => raw.ws.send(JSON.stringify(['j', ref, 'realtime:flood', 'broadcast', { type: 'broadcast', event: 'x', payload: {} }]));
    for (let i = 1; i <= 150; i++) send(`b${i}`);
    await replyTo(raw, 'b150');
    const statuses = Array.from({ length: 150 }, (_, i) => (reply(raw, `b${i + 1}`)![4] as { status: string; response: { reason?: string } }));
    const refused = statuses.filter((s) => s.status === 'error');
    // A fixed one-second window: at least 100 pass, and what is over is refused with Realtime's code.
    expect(statuses.filter((s) => s.status === 'ok').length).toBeGreaterThanOrEqual(100);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0].response.reason).toBe('MessagePerSecondRateLimitReached: Too many messages per second');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    send('later');
    expect((await replyTo(raw, 'later')).status).toBe('ok');
    expect(raw.closed).toBeUndefined();
    raw.ws.close();
    handled.push('over 100 messages a second');
  });
});
