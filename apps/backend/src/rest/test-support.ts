// Test-only helpers: a supabase-js client whose fetch calls handleRest directly, and a
// small fixture schema with foreign keys in both directions, RLS and functions.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database } from '../db/query-interface';
import type { RequestAuth, RequestRole } from '../db/request-auth';
import { handleRest } from './handle-rest';

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

/** An unsigned JWT: the test shim decodes it, the real server would verify it. */
export function fakeJwt(role: RequestRole, extra: Record<string, unknown> = {}): string {
  const staff = role === 'authenticated' ? { sub: '00000000-0000-0000-0000-000000000001', app_metadata: { staff: true } } : {};
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ role, ...staff, ...extra })}.sig`;
}

export function restFetch(db: Database) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const token = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString() || '{}');
    const auth: RequestAuth = { role: claims.role ?? 'anon', claims };
    return handleRest(request, { db, auth, path: url.pathname.replace(/^\/rest\/v1/, '') });
  };
}

export function restClient(db: Database, role: RequestRole = 'authenticated', extra: Record<string, unknown> = {}): SupabaseClient {
  return createClient('http://localhost:54321', fakeJwt(role, extra), {
    global: { fetch: restFetch(db) },
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

/** Direct request to handleRest for protocol details supabase-js does not expose. */
export function rawRequest(db: Database, role: RequestRole, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${fakeJwt(role)}`);
  return restFetch(db)(`http://localhost:54321/rest/v1${path}`, { ...init, headers });
}

export const FIXTURE_SQL = `
do $$ begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
end $$;
grant usage on schema public to anon, authenticated, service_role;

create table contacts (
  id uuid primary key default gen_random_uuid(),
  full_name text not null,
  phone_number text unique,
  email text,
  score numeric,
  meta jsonb,
  tags text[],
  created_at timestamptz not null default now()
);
create table leads (
  id serial primary key,
  contact_id uuid references contacts(id) on delete cascade,
  status text not null default 'new' check (status in ('new', 'won', 'lost')),
  amount int,
  notes text,
  created_at timestamptz not null default now()
);
create table forms (id serial primary key, title text not null);
create table fields (
  id serial primary key,
  form_id int not null references forms(id) on delete cascade,
  parent_field_id int references fields(id) on delete cascade,
  title text not null,
  order_index int not null default 0
);
create table options (
  id serial primary key,
  field_id int not null references fields(id) on delete cascade,
  label text not null,
  value text,
  score numeric,
  order_index int not null default 0
);
create table notes_public (id serial primary key, body text);
create view lead_summary as select l.id, l.status, c.full_name from leads l join contacts c on c.id = l.contact_id;

do $$ declare t text; begin
  foreach t in array array['contacts', 'leads', 'forms', 'fields', 'options', 'notes_public'] loop
    execute format('alter table %I enable row level security', t);
    execute format('create policy staff_all on %I for all to authenticated using (true) with check (true)', t);
    execute format('grant select, insert, update, delete on %I to anon, authenticated, service_role', t);
  end loop;
end $$;
create policy anon_read on notes_public for select to anon using (true);
grant select on lead_summary to authenticated;
grant usage on all sequences in schema public to anon, authenticated, service_role;

create function add_numbers(a int, b int default 10) returns int language sql immutable as 'select a + b';
create function echo_json(payload jsonb) returns jsonb language sql as 'select payload';
create function whoami() returns text language sql stable as $f$ select current_user::text $f$;
create function contacts_like(pattern text) returns setof contacts language sql stable as
  $f$ select * from contacts where full_name ilike pattern $f$;
create function lead_totals() returns table (status text, total bigint) language sql stable as
  $f$ select status, count(*) from leads group by status $f$;
create function first_contact() returns contacts language sql stable as $f$ select * from contacts order by full_name limit 1 $f$;
create function teapot() returns void language plpgsql as $f$ begin raise sqlstate 'PT418' using message = 'I am a teapot'; end $f$;
create function boom(msg text) returns void language plpgsql as $f$ begin raise exception '%', msg using hint = 'try again'; end $f$;
create function touch_notes() returns void language sql as $f$ insert into notes_public(body) values ('touched') $f$;
create function series(n int) returns setof int language sql immutable as 'select generate_series(1, n)';
grant execute on all functions in schema public to anon, authenticated;
`;

export const FIXTURE_DATA = `
insert into contacts (id, full_name, phone_number, email, score, meta, tags, created_at) values
  ('11111111-1111-1111-1111-111111111111', 'Alice Adams', '+100', 'alice@example.com', 9.5, '{"city": "Oslo", "vip": true}', '{a,b}', '2024-01-01T10:00:00Z'),
  ('22222222-2222-2222-2222-222222222222', 'Bob Brown', '+200', null, 7, '{"city": "Rome"}', '{b}', '2024-01-02T10:00:00Z'),
  ('33333333-3333-3333-3333-333333333333', 'Carol, "C" Clark', '+300', 'carol@example.com', null, null, '{}', '2024-01-03T10:00:00Z');
insert into leads (contact_id, status, amount, notes, created_at) values
  ('11111111-1111-1111-1111-111111111111', 'new', 100, 'first', '2024-02-01T00:00:00Z'),
  ('11111111-1111-1111-1111-111111111111', 'won', 250, null, '2024-02-02T00:00:00Z'),
  ('22222222-2222-2222-2222-222222222222', 'lost', 50, 'cold', '2024-02-03T00:00:00Z'),
  (null, 'new', null, 'orphan', '2024-02-04T00:00:00Z');
insert into forms (title) values ('Basic'), ('Empty');
insert into fields (form_id, parent_field_id, title, order_index) values
  (1, null, 'Paint', 1), (1, null, 'Brand', 0), (1, 1, 'Paint detail', 0);
insert into options (field_id, label, value, score, order_index) values
  (1, 'Good', 'good', 10, 1), (1, 'Bad', 'bad', 0, 2), (1, 'Fair', 'fair', 5, 0), (2, 'Audi', 'audi', 1, 0);
insert into notes_public (body) values ('hello');
`;
