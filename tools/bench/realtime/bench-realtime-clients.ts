// The subscribers of bench:realtime (bench-realtime.ts), in a process of their own as browsers are: supabase-js clients
// subscribed to INSERT on contacts, and idle sockets. Driven over IPC; reports each write's deliveries as they complete.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

type Command =
  | { cmd: 'subscribe'; url: string; anonKey: string; tokens: string[]; size: number }
  | { cmd: 'unsubscribe' }
  | { cmd: 'idle'; url: string; anonKey: string; count: number; seconds: number };

const send = (message: Record<string, unknown>): void => void process.send!(message);
let subscribers: SupabaseClient[] = [];
let latencies: number[] = [];
let received = 0;
let size = 0;

process.on('message', (message: Command) => void handle(message).catch((error) => send({ error: String(error) })));

async function handle(message: Command): Promise<void> {
  if (message.cmd === 'subscribe') {
    [size, received, latencies] = [message.size, 0, []];
    let cpu = process.cpuUsage();
    subscribers = await Promise.all(Array.from({ length: message.size }, async (_, i) => {
      const subscriber = createClient(message.url, message.anonKey, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });
      await subscriber.realtime.setAuth(message.tokens[i % message.tokens.length]);
      await new Promise<void>((resolve, reject) => subscriber
        .channel(`bench-${message.size}-${i}-${Date.now()}`)
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'contacts' }, (payload) => {
          latencies.push(Date.now() - Date.parse(payload.commit_timestamp));
          if (++received % size === 0) send({ delivered: received, cpu: process.cpuUsage(cpu) });
        })
        .subscribe((status, error) => (status === 'SUBSCRIBED' ? resolve() : reject(error ?? new Error(status)))));
      return subscriber;
    }));
    cpu = process.cpuUsage(); // the writes' share only
    return send({ subscribed: subscribers.length });
  }
  if (message.cmd === 'unsubscribe') {
    await Promise.all(subscribers.map((s) => s.removeAllChannels()));
    const result = { unsubscribed: true, latencies, received };
    subscribers = [];
    return send(result);
  }
  // Idle sockets with the API key and no channel, as a tab before it subscribes, with realtime-js's heartbeat every 25 s.
  const url = `${message.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${message.anonKey}&vsn=2.0.0`;
  const sockets = await Promise.all(Array.from({ length: message.count }, () => new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('open', () => resolve(ws));
    ws.on('error', reject);
  })));
  let errors = 0;
  let closed = 0;
  let replies = 0;
  for (const ws of sockets) {
    ws.on('error', () => errors++);
    ws.on('close', () => closed++);
    ws.on('message', () => replies++);
  }
  send({ opened: sockets.length });
  const heartbeats = setInterval(() => sockets.forEach((ws, i) => ws.send(JSON.stringify([null, String(i), 'phoenix', 'heartbeat', {}]))), 25_000);
  await new Promise((resolve) => setTimeout(resolve, message.seconds * 1000));
  clearInterval(heartbeats);
  send({ held: sockets.length, errors, closed, replies });
  sockets.forEach((ws) => ws.close());
}
