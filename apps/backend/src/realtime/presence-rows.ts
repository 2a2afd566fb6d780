// Presence shared by every backend through PostgreSQL (docs/architecture/realtime.md#broadcast-and-presence-across-backends):
// each tracked meta is a row of embedded_realtime.presences owned by this backend's row of embedded_realtime.backends,
// which a heartbeat refreshes; a backend whose row has gone stale (killed, frozen) is deleted by the first other backend
// to notice, with its presences, and that backend sends their leaves. Diffs travel on the bus (bus.ts).
import type { Database } from '../db/query-interface';
import type { Bus } from './bus';

export type Meta = Record<string, unknown> & { phx_ref: string };
export type State = Record<string, { metas: Meta[] }>;
export interface PresenceRow {
  topic: string;
  key: string;
  meta: Meta;
}

export interface PresenceRowsOptions {
  /** How often this backend refreshes its row and looks for dead ones, ms (default 5000). */
  heartbeatMs?: number;
  /** A backend whose row is older than this is dead, ms (default 15000). */
  expireMs?: number;
}

export interface PresenceRows {
  /** The metas of a topic tracked on other backends. */
  othersOf(topic: string): Promise<State>;
  /** A track (joins, and the channel's previous meta as leaves) or an untrack (leaves): saved, then sent on the bus. */
  changed(topic: string, joins: PresenceRow[], leaves: PresenceRow[]): void;
  close(): Promise<void>;
}

export const stateOfRows = (rows: Iterable<{ key: string; meta: Meta }>): State => {
  const state: State = {};
  for (const { key, meta } of rows) (state[key] ??= { metas: [] }).metas.push(meta);
  return state;
};

/**
 * local(): this backend's tracked rows (written again should its row have been taken for dead); leave(): diffs for
 * presences of dead backends, to this backend's listeners (the bus carries them to the others).
 */
export async function startPresenceRows(db: Database, bus: Bus, local: () => PresenceRow[], leave: (topic: string, leaves: State) => void, opts: PresenceRowsOptions = {}): Promise<PresenceRows | undefined> {
  if (!bus.shared) return undefined;
  const heartbeatMs = opts.heartbeatMs ?? 5000;
  const expireMs = opts.expireMs ?? 15_000;
  const me = bus.backendId;
  const failed = (what: string) => (error: unknown) => console.error(`realtime: ${what} failed`, error);
  const save = (row: PresenceRow) =>
    db.query(`insert into embedded_realtime.presences (ref, topic, backend_id, key, meta) values ($1, $2, $3, $4, $5) on conflict (ref) do nothing`, [
      row.meta.phx_ref, row.topic, me, row.key, JSON.stringify(row.meta),
    ]);
  await db.query('insert into embedded_realtime.backends (id) values ($1)', [me]);

  async function beat(): Promise<void> {
    await db.query(`insert into embedded_realtime.backends (id) values ($1) on conflict (id) do update set seen_at = now()`, [me]);
    // The rows match this backend's presences again: taken for dead (the process stalled longer than expireMs), they
    // come back with their joins; a write lost to a database blip is made again. In order with the queued writes.
    const { stale, missing } = await bus.inOrder(async () => {
      const mine = local();
      const removed = await db.query<PresenceRow>(
        'delete from embedded_realtime.presences where backend_id = $1 and ref <> all($2::text[]) returning topic, key, meta',
        [me, mine.map((row) => row.meta.phx_ref)],
      );
      const { rows: present } = await db.query<{ ref: string }>('select ref from embedded_realtime.presences where backend_id = $1', [me]);
      const saved = new Set(present.map((row) => row.ref));
      const absent = mine.filter((row) => !saved.has(row.meta.phx_ref));
      for (const row of absent) await save(row);
      return { stale: removed.rows, missing: absent };
    });
    for (const row of stale) await bus.publish({ t: row.topic, p: { joins: {}, leaves: stateOfRows([row]) } });
    for (const row of missing) await bus.publish({ t: row.topic, p: { joins: stateOfRows([row]), leaves: {} } });
    const gone = await db.transaction(async (tx) => {
      const dead = await tx.query<{ id: string }>(
        `select id from embedded_realtime.backends where seen_at < now() - make_interval(secs => $1) and id <> $2 for update skip locked`,
        [expireMs / 1000, me],
      );
      if (dead.rows.length === 0) return [];
      const ids = dead.rows.map((row) => row.id);
      const removed = await tx.query<PresenceRow>('delete from embedded_realtime.presences where backend_id = any($1::uuid[]) returning topic, key, meta', [ids]);
      await tx.query('delete from embedded_realtime.backends where id = any($1::uuid[])', [ids]);
      return removed.rows;
    });
    const byTopic = new Map<string, PresenceRow[]>();
    for (const row of gone) byTopic.set(row.topic, [...(byTopic.get(row.topic) ?? []), row]);
    for (const [topic, rows] of byTopic) {
      const leaves = stateOfRows(rows);
      leave(topic, leaves);
      await bus.publish({ t: topic, p: { joins: {}, leaves } });
    }
    await db.query(`delete from embedded_realtime.bus where sent_at < now() - interval '1 minute'`);
  }

  let beating: Promise<void> | undefined;
  const timer = setInterval(() => {
    beating ??= beat().catch(failed('the presence heartbeat')).finally(() => (beating = undefined));
  }, heartbeatMs);
  timer.unref();

  return {
    async othersOf(topic) {
      const { rows } = await db.query<PresenceRow>('select key, meta from embedded_realtime.presences where topic = $1 and backend_id <> $2', [topic, me]);
      return stateOfRows(rows);
    },
    changed(topic, joins, leaves) {
      void bus
        .inOrder(async () => {
          if (leaves.length > 0) await db.query('delete from embedded_realtime.presences where ref = any($1::text[])', [leaves.map((row) => row.meta.phx_ref)]);
          for (const row of joins) await save(row);
        })
        .catch(failed('saving a presence'));
      void bus.publish({ t: topic, p: { joins: stateOfRows(joins), leaves: stateOfRows(leaves) } }).catch(failed('sending a presence'));
    },
    async close() {
      clearInterval(timer);
      await beating;
      await bus.inOrder(() => db.query('delete from embedded_realtime.backends where id = $1', [me])).catch(failed('removing this backend'));
    },
  };
}
