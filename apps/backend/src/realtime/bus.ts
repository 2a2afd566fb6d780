// Broadcast and presence messages between backends, through PostgreSQL (docs/architecture/realtime.md#broadcast-and-presence-across-backends):
// a message goes out as NOTIFY embedded_realtime_bus carrying the message itself, or, when it would not fit NOTIFY's
// 8,000-byte payload, the id of a row of embedded_realtime.bus that every backend then reads. Each backend hears its own
// messages too and drops them (it delivered them locally at once). Messages leave this backend one after another and
// are handled one after another, so two messages of one sender keep their order everywhere.
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/query-interface';

export const BUS_CHANNEL = 'embedded_realtime_bus';
/** NOTIFY refuses payloads of 8,000 bytes or more; larger messages go through the table. */
export const MAX_NOTIFY_BYTES = 7_500;

/** A message between backends: o is the sending backend, t the topic. */
export interface BusMessage {
  o: string;
  t: string;
  /** A broadcast: its event and JSON payload, or its bytes in base64 (a binary broadcast). */
  b?: { event: unknown; payload?: unknown; bytes?: string };
  /** A presence diff. */
  p?: { joins: Record<string, unknown>; leaves: Record<string, unknown> };
}

export interface Bus {
  readonly backendId: string;
  /** False on a database without the realtime tables (a test's own migrations): everything stays in this process. */
  readonly shared: boolean;
  publish(message: Omit<BusMessage, 'o'>): Promise<void>;
  /** Runs fn after every message and write queued before it (presence rows and their diffs keep their order). */
  inOrder<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function startBus(db: Database, onMessage: (message: BusMessage) => void): Promise<Bus> {
  const backendId = randomUUID();
  const exists = await db.query<{ found: boolean }>(`select to_regclass('embedded_realtime.bus') is not null as found`);
  const shared = exists.rows[0]?.found === true;
  let outgoing: Promise<unknown> = Promise.resolve();
  let incoming: Promise<unknown> = Promise.resolve();

  function inOrder<T>(fn: () => Promise<T>): Promise<T> {
    const run = outgoing.then(fn, fn);
    outgoing = run.catch(() => undefined);
    return run;
  }

  async function receive(payload: string): Promise<void> {
    let message = JSON.parse(payload) as BusMessage & { id?: number };
    if (message.o === backendId) return;
    if (message.id !== undefined) {
      const { rows } = await db.query<{ body: string }>('select body from embedded_realtime.bus where id = $1', [message.id]);
      if (!rows[0]) return; // older than the bus keeps
      message = JSON.parse(rows[0].body) as BusMessage;
    }
    onMessage(message);
  }

  const unlisten = shared
    ? await db.listen(BUS_CHANNEL, (payload) => {
        incoming = incoming.then(() => receive(payload)).catch((error) => console.error('realtime: a bus message failed', error));
      })
    : async () => undefined;

  return {
    backendId,
    shared,
    inOrder,
    publish(message) {
      if (!shared) return Promise.resolve();
      const body = JSON.stringify({ o: backendId, ...message });
      return inOrder(async () => {
        if (Buffer.byteLength(body) <= MAX_NOTIFY_BYTES) {
          await db.query('select pg_notify($1, $2)', [BUS_CHANNEL, body]);
          return;
        }
        await db.query(
          `with m as (insert into embedded_realtime.bus (body) values ($2) returning id)
           select pg_notify($1, json_build_object('o', $3::text, 'id', m.id)::text) from m`,
          [BUS_CHANNEL, body, backendId],
        );
      });
    },
    async close() {
      await outgoing;
      await unlisten().catch(() => undefined);
      await incoming;
    },
  };
}
