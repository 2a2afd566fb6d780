// A phx_join's config (RealtimeChannel.subscribe in node_modules/@supabase/realtime-js): broadcast {self, ack},
// presence {key, enabled}, private, and postgres_changes [{event, schema, table?, filter?, select?}]. Each binding is
// checked against the published tables and the columns the channel's role may read, and answered in the same order
// with an id, as the client compares them one by one. Errors read as Realtime's ("Code: message").
import { randomUUID } from 'node:crypto';
import type { ChannelAuth } from './access-token';
import type { ChangeBinding } from './delivery';
import { FilterError, parseFilter } from './filters';
import type { PublishedTables } from './published-tables';

export interface JoinConfig {
  broadcastSelf: boolean;
  broadcastAck: boolean;
  presenceKey: string;
  presenceEnabled: boolean;
  bindings: ChangeBinding[];
  /** The reply's postgres_changes: each binding as sent, with its id. */
  reply: Record<string, unknown>[];
}

export class JoinError extends Error {}

const EVENTS = ['*', 'INSERT', 'UPDATE', 'DELETE'] as const;
export const MAX_BINDINGS_PER_CHANNEL = 100;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export async function readJoinConfig(payload: Record<string, unknown>, auth: ChannelAuth, tables: PublishedTables, nextId: () => number): Promise<JoinConfig> {
  const config = isObject(payload.config) ? payload.config : {};
  const broadcast = isObject(config.broadcast) ? config.broadcast : {};
  const presence = isObject(config.presence) ? config.presence : {};
  if (config.private === true) {
    throw new JoinError('Unauthorized: Private channels are not offered by this backend; use a public channel');
  }
  const requested = config.postgres_changes ?? [];
  if (!Array.isArray(requested)) throw new JoinError('InvalidJoinPayload: config.postgres_changes must be a list');
  if (requested.length > MAX_BINDINGS_PER_CHANNEL) throw new JoinError(`InvalidJoinPayload: at most ${MAX_BINDINGS_PER_CHANNEL} postgres_changes bindings per channel`);

  const bindings: ChangeBinding[] = [];
  const reply: Record<string, unknown>[] = [];
  for (const params of requested) {
    if (!isObject(params)) throw new JoinError('InvalidJoinPayload: each postgres_changes binding is an object');
    const binding = await readBinding(params, auth, tables, nextId());
    bindings.push(binding);
    reply.push({ ...params, id: binding.id });
  }
  const key = typeof presence.key === 'string' && presence.key !== '' ? presence.key : randomUUID();
  return {
    broadcastSelf: broadcast.self === true,
    broadcastAck: broadcast.ack === true,
    presenceKey: key,
    presenceEnabled: presence.enabled === true,
    bindings,
    reply,
  };
}

async function readBinding(params: Record<string, unknown>, auth: ChannelAuth, tables: PublishedTables, id: number): Promise<ChangeBinding> {
  const { event, schema, table, filter, select } = params;
  const describe = `[event: ${String(event)}, schema: ${String(schema)}, table: ${String(table ?? '*')}, filters: [${filter ? String(filter) : ''}]]`;
  const unavailable = () =>
    new JoinError(`RealtimeDisabledForConfiguration: Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${describe}`);
  if (typeof event !== 'string' || !EVENTS.includes(event.toUpperCase() as (typeof EVENTS)[number])) {
    throw new JoinError(`InvalidJoinPayload: postgres_changes event must be one of ${EVENTS.join(', ')}`);
  }
  if (typeof schema !== 'string') throw new JoinError('InvalidJoinPayload: postgres_changes needs a schema');
  if (table !== undefined && table !== null && table !== '*' && typeof table !== 'string') throw new JoinError('InvalidJoinPayload: table must be a name');
  if (filter !== undefined && filter !== null && filter !== '' && typeof filter !== 'string') throw new JoinError('InvalidJoinPayload: filter must be text');
  if (select !== undefined && (!Array.isArray(select) || !select.every((c) => typeof c === 'string'))) throw new JoinError('InvalidJoinPayload: select must be a list of column names');

  const all = await tables.all();
  const matched = [...all.values()].filter((t) => t.schema === schema && (table === undefined || table === null || table === '*' || t.name === table));
  if (matched.length === 0) throw unavailable();
  const conditions = [];
  if (filter) {
    if (matched.length !== 1) throw new JoinError('InvalidJoinPayload: a filter needs one table');
    const access = await tables.accessFor(matched[0], auth.role);
    try {
      conditions.push(...parseFilter(filter as string, access.columns));
    } catch (error) {
      if (error instanceof FilterError) throw new JoinError(`RealtimeDisabledForConfiguration: ${error.message}`);
      throw error;
    }
  }
  return {
    id,
    event: event.toUpperCase() as (typeof EVENTS)[number],
    tables: new Set(matched.map((t) => `${t.schema}.${t.name}`)),
    conditions,
    select: select as string[] | undefined,
  };
}
