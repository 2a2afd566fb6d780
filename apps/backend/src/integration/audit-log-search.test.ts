// The Audit Log tab's text search (search_audit_log, supabase/schemas/audit.sql): a substring of the row id, the
// actor's email or the changes, any case, latest first, paged by id. It reads the newest rows first and asks the
// trigram index for older ones; this compares every answer with the plain substring test over the whole log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { BACKEND_START_TIMEOUT, startTestBackend, type TestBackend } from '../testing/start-test-backend';

let backend: TestBackend;
let admin: SupabaseClient;
let firstId: number;
const ROWS = 5_000;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await backend.staffClient();
  // More rows than the newest window (2,000) the search reads before asking the index; rare, common and odd words.
  const { rows: [first] } = await backend.db.query<{ id: number }>(
    `insert into public.audit_log (at, actor_id, actor_email, table_name, row_id, action, changes)
     select now() - ((${ROWS} - g) * interval '1 minute'), md5('searcher' || (g % 5))::uuid, 'Searcher' || (g % 5) || '@Example.com',
            (array['bookings', 'contacts', 'leads'])[1 + g % 3], md5('search-row' || (g % 400))::uuid::text,
            (array['insert', 'update', 'delete'])[1 + g % 3],
            jsonb_build_object('notes', jsonb_build_array(null, 'Gate code ' || g
              || case when g % 1000 = 7 then ' 100%_Off\\Now' else '' end
              || case when g = 3 then ' Zanzibar' else '' end))
       from generate_series(1, ${ROWS}) g
     returning id`);
  firstId = Number(first.id);
}, BACKEND_START_TIMEOUT);
afterAll(() => backend?.close());

type Args = { p_table_name?: string; p_actor_id?: string; p_query?: string; p_before_id?: number; p_limit?: number; p_from?: string; p_to?: string };

/** The rule itself: the substring test on every row, as the table owner. */
async function expected(args: Args): Promise<number[]> {
  const { rows } = await backend.db.query<{ id: string }>(
    `select a.id::text from public.audit_log a
      where ($1::text is null or a.table_name = $1) and ($2::uuid is null or a.actor_id = $2)
        and ($3::timestamptz is null or a.at >= $3) and ($4::timestamptz is null or a.at < $4)
        and ($5::bigint is null or a.id < $5)
        and (strpos(lower(a.row_id), lower($6)) > 0 or strpos(lower(coalesce(a.actor_email, '')), lower($6)) > 0
             or strpos(lower(a.changes::text), lower($6)) > 0)
      order by a.id desc limit $7`,
    [args.p_table_name ?? null, args.p_actor_id ?? null, args.p_from ?? null, args.p_to ?? null, args.p_before_id ?? null, args.p_query, args.p_limit ?? 100]);
  return rows.map((row) => Number(row.id));
}

async function found(args: Args): Promise<number[]> {
  const { data, error } = await admin.rpc('search_audit_log', args);
  if (error) throw error;
  return (data as { id: number }[]).map((row) => Number(row.id));
}

describe('the Audit Log text search', { timeout: 60_000 }, () => {
  it('finds the same rows, in the same order, as the substring test over the whole log', async () => {
    const actor = (await backend.db.query<{ id: string }>(`select md5('searcher2')::uuid::text as id`)).rows[0].id;
    const cases: Args[] = [
      { p_query: 'zanzibar' }, // one old row, far beyond the newest window
      { p_query: 'ZANZIBAR', p_table_name: 'contacts' }, // that row is a bookings row: none
      { p_query: 'Gate code 4999' }, // among the newest
      { p_query: 'Gate code 1' }, // many, the newest of them old
      { p_query: 'gate code 1', p_table_name: 'leads', p_limit: 1000 },
      { p_query: 'Gate code 12', p_before_id: firstId + 1300, p_limit: 7 }, // a later page
      { p_query: '100%_off\\now' }, // LIKE's wildcards and escape are plain characters here
      { p_query: '%' },
      { p_query: '_' },
      { p_query: 'code_1' },
      { p_query: 'searcher3@example', p_limit: 5 },
      { p_query: 'e', p_actor_id: actor, p_limit: 1000 },
      { p_query: 'ab' }, // shorter than a trigram
      { p_query: 'nothing like this anywhere' },
      { p_query: 'gate', p_from: new Date(Date.now() - 4000 * 60_000).toISOString(), p_to: new Date(Date.now() - 3990 * 60_000).toISOString() },
    ];
    for (const args of cases) {
      const want = await expected(args);
      expect({ args, ids: await found(args) }).toEqual({ args, ids: want });
    }
    expect(await expected({ p_query: 'zanzibar' })).toHaveLength(1);
    expect(await expected({ p_query: 'Gate code 1' })).toHaveLength(100);
  });

  it('looks the text up in a trigram index instead of reading every row', async () => {
    // A table of this test's size may be read whole more cheaply, and PostgreSQL's choice then depends on whether
    // autovacuum has analysed it yet: with sequential scans priced out, the plan names the index only when the
    // index matches the search's expression, which is what this checks.
    const { rows } = await backend.db.transaction(async (tx) => {
      await tx.query('set local enable_seqscan = off');
      return tx.query<{ plan: string }>(
        `explain select a.id from public.audit_log a
          where lower(a.row_id || E'\\n' || coalesce(a.actor_email, '') || E'\\n' || a.changes::text) like '%zanzibar%'`);
    });
    expect(rows.map((row) => Object.values(row)[0]).join('\n')).toContain('audit_log_text_trgm_idx');
  });
});
