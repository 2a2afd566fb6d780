// From a batch of committed changes to `postgres_changes` frames (docs/architecture/realtime.md#how-a-change-flows):
// subscribers are grouped by claims; per table and group one read, as that group's role and claims, decides which of
// the batch's rows the group may select (its select policies over the row as it was written, the deleted row for a
// DELETE); then each change goes, in commit order, to each channel whose bindings match it, once with their ids.
import type { Database } from '../db/query-interface';
import { queryInRequestContext } from '../db/request-context';
import type { ChannelAuth } from './access-token';
import type { Change } from './change-feed';
import { matchesFilter, type Condition } from './filters';
import { quoteIdent, type PublishedTable, type PublishedTables, type RoleAccess } from './published-tables';

export interface ChangeBinding {
  id: number;
  event: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
  /** Table keys (schema.name) the binding listens to. */
  tables: Set<string>;
  conditions: Condition[];
  select?: string[];
}

export interface ChangeSubscriber {
  auth: ChannelAuth;
  bindings: ChangeBinding[];
  /** Sends one postgres_changes frame on the channel: the matching binding ids and the change's data as JSON. */
  pushChange(ids: number[], dataJson: string): void;
  /** Whether the subscriber's session still holds (signed-out users stop here). */
  stillValid(): Promise<boolean>;
}

interface Group {
  auth: ChannelAuth;
  members: ChangeSubscriber[];
}

/**
 * Visibility reads of one batch running at once (REALTIME_READ_CONCURRENCY, read per batch so a bench can compare):
 * 1 reads group after group; more answer several claim groups in the time of one, each holding a pooled connection.
 */
export const readConcurrency = () => Math.max(1, Number(process.env.REALTIME_READ_CONCURRENCY) || 5);

/** Delivers the batch; resolves to the number of visibility reads it took (one per table and claim group). */
export async function deliverChanges(
  db: Database, tables: PublishedTables, changes: Change[], subscribers: Iterable<ChangeSubscriber>, concurrency = readConcurrency(),
): Promise<number> {
  const published = await tables.all();
  const byTable = new Map<string, Change[]>();
  for (const change of changes) {
    const key = `public.${change.table}`;
    if (published.has(key)) byTable.set(key, [...(byTable.get(key) ?? []), change]);
  }
  const listening = [...subscribers].filter((s) => s.bindings.some((b) => [...byTable.keys()].some((key) => b.tables.has(key))));
  if (listening.length === 0) return 0;

  // Sessions are checked while the visibility reads run (a session lookup is a round trip too, once a second per
  // session); a channel whose session ended gets nothing of the batch.
  const validity = Promise.all(listening.map((s) => s.stillValid()));
  const groups = new Map<string, Group>();
  listening.forEach((subscriber) => {
    const group = groups.get(subscriber.auth.groupKey) ?? { auth: subscriber.auth, members: [] };
    group.members.push(subscriber);
    groups.set(subscriber.auth.groupKey, group);
  });

  // (table, group) -> the visible change ids and what the group's role may see of the table. The reads run side by
  // side (on PostgreSQL each on a pooled connection), at most readConcurrency at once so the REST requests keep theirs.
  const seen = new Map<string, { ids: Set<number>; access: RoleAccess }>();
  const reads: (() => Promise<void>)[] = [];
  for (const [key, tableChanges] of byTable) {
    const table = published.get(key)!;
    for (const [groupKey, group] of groups) {
      if (!group.members.some((m) => m.bindings.some((b) => b.tables.has(key)))) continue;
      reads.push(async () => {
        try {
          const access = await tables.accessFor(table, group.auth.role);
          seen.set(`${key}\n${groupKey}`, { ids: await visibleIds(db, table, access, group.auth, tableChanges), access });
        } catch (error) {
          // A read that fails (a policy raising, the database away) shows the group nothing: closed, not open.
          console.error(`realtime: the visibility read of ${key} failed`, error);
        }
      });
    }
  }
  const readCount = reads.length;
  await Promise.all(Array.from({ length: Math.min(concurrency, reads.length) }, async () => {
    for (let read = reads.shift(); read; read = reads.shift()) await read();
  }));
  const valid = await validity;
  const ended = new Set(listening.filter((_, i) => !valid[i]));

  for (const change of changes) {
    const key = `public.${change.table}`;
    const table = published.get(key);
    if (!table) continue;
    for (const [groupKey, group] of groups) {
      const visible = seen.get(`${key}\n${groupKey}`);
      if (!visible?.ids.has(change.id)) continue;
      // Serialized once per group (and column selection), however many channels it goes to.
      const serialized = new Map<string, string>();
      for (const member of group.members) {
        if (ended.has(member)) continue;
        const ids = member.bindings.filter((b) => bindingMatches(b, key, change)).map((b) => b.id);
        if (ids.length === 0) continue;
        const select = member.bindings.find((b) => ids.includes(b.id) && b.select)?.select;
        const selectKey = select?.join() ?? '';
        let data = serialized.get(selectKey);
        if (data === undefined) serialized.set(selectKey, (data = JSON.stringify(changeData(table, change, visible.access, select))));
        member.pushChange(ids, data);
      }
    }
  }
  return readCount;
}

function bindingMatches(binding: ChangeBinding, key: string, change: Change): boolean {
  if (!binding.tables.has(key)) return false;
  if (binding.event !== '*' && binding.event !== change.op) return false;
  return binding.conditions.length === 0 || matchesFilter(binding.conditions, change.op === 'DELETE' ? change.oldRecord : change.record);
}

/** The ids of the changes whose row the group may select, in one read as the group's role and claims. */
async function visibleIds(db: Database, table: PublishedTable, access: RoleAccess, auth: ChannelAuth, changes: Change[]): Promise<Set<number>> {
  if (access.predicate === 'false') return new Set();
  if (access.predicate === 'true') return new Set(changes.map((c) => c.id));
  const rows = changes.map((c) => (c.op === 'DELETE' ? c.oldRecord : c.record) ?? {});
  const alias = quoteIdent(table.name);
  const sql = `select (t.__rt_ord)::int as ord
      from jsonb_array_elements($1) with ordinality as t (__rt_row, __rt_ord)
     cross join lateral jsonb_populate_record(null::${quoteIdent(table.schema)}.${alias}, t.__rt_row) as ${alias}
     where ${access.predicate}`;
  // One round trip (embedded_realtime.visible_ordinals sets the role and claims, read only, as a request's prelude does);
  // REALTIME_VISIBILITY_READ=request runs it as a REST request instead (BEGIN with the prelude, the read, COMMIT: three
  // round trips on PostgreSQL), kept so that bench:realtime compares the two in one run.
  if (process.env.REALTIME_VISIBILITY_READ === 'request') {
    const { rows: read } = await queryInRequestContext<{ ord: number }>(db, auth, sql.replace('($1)', '($1::jsonb)'), [JSON.stringify(rows)], undefined, {}, true);
    return new Set(read.map((row) => changes[Number(row.ord) - 1].id));
  }
  const { rows: found } = await db.query<{ ord: number }>('select ord from embedded_realtime.visible_ordinals($1, $2, $3, $4) as ord', [
    auth.role, JSON.stringify(auth.claims), sql, JSON.stringify(rows),
  ]);
  return new Set(found.map((row) => changes[Number(row.ord) - 1].id));
}

/** The `data` of a postgres_changes frame, as Supabase sends it: only the columns the role may select. */
function changeData(table: PublishedTable, change: Change, access: RoleAccess, select?: string[]): Record<string, unknown> {
  const columns = select ? access.columns.filter((c) => select.includes(c.name)) : access.columns;
  const pick = (row: Record<string, unknown> | null, names: string[]) =>
    row ? Object.fromEntries(names.filter((name) => columns.some((c) => c.name === name)).map((name) => [name, row[name]])) : {};
  const key = table.primaryKey;
  return {
    schema: table.schema,
    table: table.name,
    commit_timestamp: change.commitTimestamp,
    type: change.op,
    columns,
    record: change.op === 'DELETE' ? {} : pick(change.record, columns.map((c) => c.name)),
    old_record: change.op === 'INSERT' ? {} : pick(change.op === 'DELETE' ? change.oldRecord : change.record, key),
    errors: null,
  };
}
