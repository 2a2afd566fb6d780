// Fuzzing the REST surface: a few hundred malformed requests (random filters, selects, orders,
// headers and bodies), seeded so a failure replays, as anon and as staff. None may answer 5xx, and
// the anonymous role never sees a row of any table.
import { beforeAll, describe, expect, it } from 'vitest';
import { seededRandom, type Random } from '@inspection/shared-domain';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();
let tables: string[];
// The one table everyone reads: the business's name and phone on public pages (supabase/schemas/business-profile.sql).
const PUBLIC_TABLES = new Set(['business_profile']);

beforeAll(async () => {
  const { rows } = await fx.backend.db.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by 1`);
  tables = rows.map((r) => r.name);
});

const COLUMNS = ['id', 'name', 'name_en', 'status', 'created_at', 'data', 'data->x', 'data->>y', 'title', 'nope', '"quoted"', 'id::text', '', '*', 'a.b', 'x;drop'];
const OPERATORS = ['eq', 'neq', 'gt', 'lt', 'gte', 'lte', 'like', 'ilike', 'in', 'is', 'cs', 'cd', 'ov', 'fts', 'match', 'imatch', 'not.eq', 'not.in', 'bogus', 'eq(any)', 'like(all)', ''];
const VALUES = ['1', 'abc', '', 'null', 'true', '(1,2)', '(', ')', '{1}', '{"a":1}', "'; drop table bookings;--", '%E0%A4%A', '%00', '1e309', '-1', '9'.repeat(40), '2024-13-45', '\u00e9\u00e8', 'a,b', '"x"', '*', 'a)b(c', '00000000-0000-0000-0000-000000000000'];
const SELECTS = ['*', 'id', 'id,nope', 'x:id', 'id::int', 'data->a->>b', '*,form_sections(*)', 'a(b(c(d)))', '(', ')', 'id,', ',', 'inspection_forms!inner(id)', 'count()', '...id', 'id::text::int', '"', 'sum(id)', '*,bookings(*)'];
const ORDERS = ['id', 'id.desc', 'id.asc.nullsfirst', 'nope', 'id.sideways', 'id.desc,name', '', '.', 'data->x.desc'];
const BODIES = ['{}', '[]', '[{}]', 'null', '"x"', '{', '{"id":1}', '{"nope":1}', '[{"a":1},{"b":2}]', '{"data":{"a":[1,2,{"b":null}]}}', 'x'.repeat(500), '{"id":"\\u0000"}', '[[[[[[[[[[]]]]]]]]]]', '{"name_en":' + '9'.repeat(400) + '}', '{"created_at":"yesterday"}'];
const PREFERS = ['return=representation', 'return=minimal', 'count=exact', 'resolution=merge-duplicates', 'missing=default', 'tx=rollback', 'max-affected=1, handling=strict', 'bogus', 'count=planned', 'return=headers-only'];
const ACCEPTS = ['application/json', 'application/vnd.pgrst.object+json', 'text/csv', 'application/geo+json', '*/*', 'application/vnd.pgrst.plan', 'nonsense'];
const RANGES = ['0-9', '5-', '-1', 'abc', '10-2', '0-99999999999'];

function randomRequest(r: Random) {
  // A quarter are well-formed reads of a real table, so the leak check sees real answers.
  if (r.chance(0.25)) {
    const table = r.pick(tables);
    return { path: `/rest/v1/${table}?select=*`, method: 'GET', headers: { accept: 'application/json' } as Record<string, string>, body: undefined, table };
  }
  const table = r.chance(0.9) ? r.pick(tables) : r.pick(['nope', 'rpc/nope', 'rpc/get_public_report', 'rpc/save_form_template', '%E0%A4%A', 'a/b', '', 'pg_catalog.pg_user']);
  const params = new URLSearchParams();
  const n = Math.floor(r.next() * 4);
  for (let i = 0; i < n; i++) params.append(r.pick(COLUMNS), `${r.pick(OPERATORS)}.${r.pick(VALUES)}`);
  if (r.chance(0.5)) params.set('select', r.pick(SELECTS));
  if (r.chance(0.3)) params.set('order', r.pick(ORDERS));
  if (r.chance(0.2)) params.set(r.pick(['or', 'and', 'not.or']), `(${r.pick(COLUMNS)}.${r.pick(OPERATORS)}.${r.pick(VALUES)},${r.pick(COLUMNS)}.eq.1)`);
  if (r.chance(0.2)) params.set(r.pick(['limit', 'offset']), r.pick(['0', '1', '-1', 'x', '99999999999999999999']));
  if (r.chance(0.1)) params.set('on_conflict', r.pick(COLUMNS));
  if (r.chance(0.1)) params.set('columns', r.pick(COLUMNS));
  const method = r.pick(['GET', 'GET', 'GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'PUT', 'OPTIONS']);
  const headers: Record<string, string> = { 'content-type': r.chance(0.9) ? 'application/json' : r.pick(['text/csv', 'text/plain', 'application/x-www-form-urlencoded']) };
  if (r.chance(0.3)) headers.prefer = r.pick(PREFERS);
  if (r.chance(0.3)) headers.accept = r.pick(ACCEPTS);
  if (r.chance(0.2)) headers.range = r.pick(RANGES);
  if (r.chance(0.1)) headers[r.pick(['accept-profile', 'content-profile'])] = r.pick(['public', 'auth', 'storage', '']);
  // Query strings keep the values' own escapes (e.g. a broken %E0%A4%A), as a raw client would send them.
  const query = [...params].map(([k, v]) => `${encodeURIComponent(k)}=${v.includes('%') ? v : encodeURIComponent(v)}`).join('&');
  const body = ['POST', 'PATCH', 'PUT'].includes(method) || (method === 'DELETE' && r.chance(0.2)) ? r.pick(BODIES) : undefined;
  return { path: `/rest/v1/${table}${query ? `?${query}` : ''}`, method, headers, body, table };
}

describe('REST fuzzing', () => {
  for (const role of ['anon', 'staff'] as const) {
    it(`answers 300 malformed requests as ${role} without a 5xx or a leaked row`, async () => {
      const r = seededRandom(role === 'anon' ? 1234 : 5678);
      const failures: string[] = [];
      for (let i = 0; i < 300; i++) {
        const req = randomRequest(r);
        const res = await fetch(`${fx.backend.url}${req.path}`, {
          method: req.method,
          headers: { ...req.headers, apikey: fx.backend.anonKey, ...(role === 'staff' ? { authorization: `Bearer ${fx.staffToken}` } : {}) },
          body: req.body,
        });
        const text = await res.text();
        const what = `#${i} ${req.method} ${req.path} ${JSON.stringify(req.headers)} ${req.body?.slice(0, 80) ?? ''} → ${res.status} ${text.slice(0, 200)}`;
        if (res.status >= 500) failures.push(what);
        if (role === 'anon' && res.status < 300 && !req.table.startsWith('rpc/') && !PUBLIC_TABLES.has(req.table) && text.trim().startsWith('[') && text.trim() !== '[]') {
          failures.push(`leak: ${what}`);
        }
        if (role === 'anon' && res.status < 300 && !req.table.startsWith('rpc/') && !PUBLIC_TABLES.has(req.table) && text.trim().startsWith('{') && req.method !== 'OPTIONS') {
          failures.push(`leak (object): ${what}`);
        }
      }
      expect(failures).toEqual([]);
    }, 300_000);
  }
});
