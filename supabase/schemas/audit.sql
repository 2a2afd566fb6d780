-- Audit: who changed what, and when (docs/areas/audit.md). One append-only table written by a generic row trigger in the
-- writing transaction, attached to every audited area's tables (so this file comes last), and the readers the
-- screens use: a booking's or a contact's Activity, and the Audit Log tab's filtered pages.

create table public.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor_id uuid,
  actor_email text,
  table_name text not null,
  row_id text not null,
  action text not null check (action in ('insert', 'update', 'delete')),
  changes jsonb not null
);
comment on table public.audit_log is
  'Who changed what: one row per audited write (insert, update, delete), changes mapping each changed column to [old, new] (insert [null, new], delete [old, null]). Append-only; admins read it, staff see a booking''s or a contact''s through get_row_activity.';

create index audit_log_at_idx on public.audit_log (at desc, id desc);
create index audit_log_row_idx on public.audit_log (table_name, row_id, at desc);
create index audit_log_actor_idx on public.audit_log (actor_id, at desc);
-- The Audit Log's text search (search_audit_log) looks for a substring of the row id, the actor's email or the
-- changes: this trigram index over the three, lowered, names the rows that may hold it, so a rare word is found
-- without reading every row's changes (docs/benchmarks/audit.md).
create extension if not exists pg_trgm with schema extensions;
create index audit_log_text_trgm_idx on public.audit_log using gin (
  lower(row_id || E'\n' || coalesce(actor_email, '') || E'\n' || changes::text) extensions.gin_trgm_ops
);

alter table public.audit_log enable row level security;
create policy "Admins can read the audit log" on public.audit_log
  for select to authenticated using ((select public.is_staff()) and (select public.is_admin()));
revoke insert, update, delete, truncate, references, trigger on public.audit_log from anon, authenticated;

create function public.refuse_change_to_audit_log() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception using
    errcode = '42501',
    message = 'The audit log is append-only: its rows cannot be changed or deleted',
    hint = 'audit_append_only';
end;
$$;
comment on function public.refuse_change_to_audit_log() is
  'Trigger function: refuses every update, delete and truncate of the audit log, whoever asks (the owner too).';
revoke execute on function public.refuse_change_to_audit_log() from public, anon;

create trigger refuse_change_to_audit_log before update or delete on public.audit_log
  for each row execute function public.refuse_change_to_audit_log();
create trigger refuse_truncate_of_audit_log before truncate on public.audit_log
  for each statement execute function public.refuse_change_to_audit_log();

create function public.audit_row_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old jsonb;
  v_new jsonb;
  v_changes jsonb;
  v_claims jsonb;
begin
  -- An inspection's autosave (its answers alone) makes no entry: decided before any row is turned into JSON.
  -- (Nested: PL/pgSQL prepares an expression whole, and other tables have no status column.)
  if tg_op = 'UPDATE' and tg_table_name = 'inspection_data' then
    if (old.status, old.is_published, old.form_id, old.booking_id)
       is not distinct from (new.status, new.is_published, new.form_id, new.booking_id) then
      return null;
    end if;
  end if;
  -- A booking's manage token is a key, never logged (supabase/schemas/bookings-manage.sql).
  v_old := case when tg_op <> 'INSERT' then to_jsonb(old) - 'manage_token' end;
  v_new := case when tg_op <> 'DELETE' then to_jsonb(new) - 'manage_token' end;
  if tg_op = 'UPDATE' then
    -- Values as the log keeps them (inline, not a function call per value): large JSON (a report's sections,
    -- photos) and an inspection's answers as their number of entries.
    select coalesce(jsonb_object_agg(c.key, jsonb_build_array(
             case when jsonb_typeof(c.before) in ('object', 'array')
                            and ((tg_table_name = 'inspection_data' and c.key in ('data', 'marked_data')) or length(c.before::text) > 2000)
                          then jsonb_build_object('entries', case jsonb_typeof(c.before) when 'object'
                            then jsonb_array_length(jsonb_path_query_array(c.before, '$.keyvalue()')) else jsonb_array_length(c.before) end)
                          else c.before end,
             case when jsonb_typeof(c.after) in ('object', 'array')
                            and ((tg_table_name = 'inspection_data' and c.key in ('data', 'marked_data')) or length(c.after::text) > 2000)
                          then jsonb_build_object('entries', case jsonb_typeof(c.after) when 'object'
                            then jsonb_array_length(jsonb_path_query_array(c.after, '$.keyvalue()')) else jsonb_array_length(c.after) end)
                          else c.after end)), '{}'::jsonb)
      into v_changes
      from (select n.key, v_old -> n.key as before, n.value as after
              from jsonb_each(v_new) n
             where n.key <> 'updated_at' and (v_old -> n.key) is distinct from n.value) c;
    -- Nothing but updated_at, or nothing at all: no entry. (An inspection is logged when it starts, changes status
    -- and is submitted.)
    if v_changes = '{}'::jsonb then
      return null;
    end if;
  else
    select coalesce(jsonb_object_agg(c.key, case when tg_op = 'INSERT'
             then jsonb_build_array(null, c.kept) else jsonb_build_array(c.kept, null) end), '{}'::jsonb)
      into v_changes
      from (select e.key,
                   case when jsonb_typeof(e.value) in ('object', 'array')
                            and ((tg_table_name = 'inspection_data' and e.key in ('data', 'marked_data')) or length(e.value::text) > 2000)
                          then jsonb_build_object('entries', case jsonb_typeof(e.value) when 'object'
                            then jsonb_array_length(jsonb_path_query_array(e.value, '$.keyvalue()')) else jsonb_array_length(e.value) end)
                          else e.value end as kept
              from jsonb_each(coalesce(v_new, v_old)) e
             where e.value <> 'null'::jsonb) c;
  end if;

  v_claims := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  insert into public.audit_log (actor_id, actor_email, table_name, row_id, action, changes)
  values (nullif(v_claims ->> 'sub', '')::uuid, nullif(v_claims ->> 'email', ''), tg_table_name,
          coalesce(v_new ->> 'id', v_old ->> 'id'), lower(tg_op), v_changes);
  return null;
end;
$$;
comment on function public.audit_row_change() is
  'Trigger function (after insert, update or delete, for each row): writes the change to public.audit_log in the same transaction, with the actor from the request''s JWT (sub, email; none for the anonymous role and the service role) and only the changed columns as [old, new]. No entry for an update of updated_at alone or of nothing; an inspection''s answers alone (an autosave) make none either. Attach it to any table with an id column.';
revoke execute on function public.audit_row_change() from public, anon;

create trigger audit_row_change after insert or update or delete on public.bookings
  for each row execute function public.audit_row_change();
create trigger audit_row_change after insert or update or delete on public.inspection_data
  for each row execute function public.audit_row_change();
create trigger audit_row_change after insert or update or delete on public.inspection_reports
  for each row execute function public.audit_row_change();
create trigger audit_row_change after insert or update or delete on public.inspection_forms
  for each row execute function public.audit_row_change();
create trigger audit_row_change after insert or update or delete on public.inspection_types
  for each row execute function public.audit_row_change();
create trigger audit_row_change after insert or update or delete on public.contacts
  for each row execute function public.audit_row_change();
create trigger audit_row_change after insert or update or delete on public.leads
  for each row execute function public.audit_row_change();
create trigger audit_row_change after insert or update or delete on public.inspectors
  for each row execute function public.audit_row_change();

-- What the screens read. The Activity of a booking (with its inspection and report) or of a contact (with its
-- leads), for the office: admins and office staff, not inspectors (no CRM; their day is /my-day).
create function public.get_row_activity(p_table_name text, p_row_id text)
returns setof public.audit_log
language sql
stable
security definer
set search_path = ''
as $$
  select a.*
    from public.audit_log a
   where public.is_staff()
     and coalesce(auth.jwt() -> 'app_metadata' ->> 'role', '') <> 'inspector'
     and p_table_name in ('bookings', 'contacts')
     and ((a.table_name = p_table_name and a.row_id = p_row_id)
          or (p_table_name = 'bookings' and a.table_name in ('inspection_data', 'inspection_reports') and a.row_id in (
                select d.id::text from public.inspection_data d where d.booking_id::text = p_row_id
                union all
                select r.id::text from public.inspection_reports r where r.booking_id::text = p_row_id))
          or (p_table_name = 'contacts' and a.table_name = 'leads' and a.row_id in (
                select l.id::text from public.leads l where l.contact_id::text = p_row_id
                union
                select x.row_id from public.audit_log x
                 where x.table_name = 'leads' and x.action = 'insert' and x.changes -> 'contact_id' ->> 1 = p_row_id)))
   order by a.at desc, a.id desc
   limit 500
$$;
comment on function public.get_row_activity(text, text) is
  'The Activity of a booking (bookings, with its inspection_data and inspection_reports) or a contact (contacts, with its leads), latest first, at most 500 entries: for admins and office staff; inspectors and others get none.';
revoke execute on function public.get_row_activity(text, text) from public, anon;
grant execute on function public.get_row_activity(text, text) to authenticated, service_role;

-- The Activity's references in words (no ids shown to people: docs/areas/audit.md#where-it-is-shown): the names of the inspectors, inspection
-- types, forms and contacts a change refers to. Security invoker: the caller's row level security decides which.
create function public.audit_reference_names(p_ids uuid[])
returns table (id uuid, name text)
language sql
stable
security invoker
set search_path = ''
as $$
  select i.id, i.full_name from public.inspectors i where i.id = any (p_ids)
  union all
  select t.id, coalesce(nullif(btrim(t.name_en), ''), t.name) from public.inspection_types t where t.id = any (p_ids)
  union all
  select f.id, f.title from public.inspection_forms f where f.id = any (p_ids) and btrim(f.title) <> ''
  union all
  select c.id, c.full_name from public.contacts c where c.id = any (p_ids)
$$;
comment on function public.audit_reference_names(uuid[]) is
  'The names of the inspectors, inspection types, forms and contacts among p_ids (the ids an Activity entry refers to), as the caller may read them.';
revoke execute on function public.audit_reference_names(uuid[]) from public, anon;
grant execute on function public.audit_reference_names(uuid[]) to authenticated, service_role;

-- The Audit Log tab: filtered in the database and paged by id (latest first; p_before_id is the last id shown).
-- A text search reads the newest 2,000 rows the other filters leave, as before; when they hold less than a page of
-- matches, the trigram index (audit_log_text_trgm_idx) names the older rows that may hold the text, each checked
-- with the same substring test: the same rows, without reading the whole log for a rare word.
create function public.search_audit_log(
  p_table_name text default null,
  p_actor_id uuid default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_query text default null,
  p_before_id bigint default null,
  p_limit integer default 100
)
returns setof public.audit_log
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 100), 1), 1000);
  v_query text := lower(coalesce(p_query, ''));
  v_found integer;
  v_edge bigint;
begin
  -- Admins only, as the log's read policy says: the function reads as its owner because row level security keeps
  -- LIKE (not leakproof) from using the trigram index, so the policy's check is made here.
  if not (public.is_staff() and public.is_admin()) then
    return;
  end if;
  if v_query = '' then
    return query select a.* from public.audit_log a
      where (p_table_name is null or a.table_name = p_table_name) and (p_actor_id is null or a.actor_id = p_actor_id)
        and (p_from is null or a.at >= p_from) and (p_to is null or a.at < p_to) and (p_before_id is null or a.id < p_before_id)
      order by a.id desc limit v_limit;
    return;
  end if;
  -- The newest 2,000 rows the other filters leave, read as before: a common word fills the page there.
  select a.id into v_edge from public.audit_log a
   where (p_table_name is null or a.table_name = p_table_name) and (p_actor_id is null or a.actor_id = p_actor_id)
     and (p_from is null or a.at >= p_from) and (p_to is null or a.at < p_to) and (p_before_id is null or a.id < p_before_id)
   order by a.id desc offset 1999 limit 1;
  return query
    select a.*
      from public.audit_log a
     where (p_table_name is null or a.table_name = p_table_name)
       and (p_actor_id is null or a.actor_id = p_actor_id)
       and (p_from is null or a.at >= p_from)
       and (p_to is null or a.at < p_to)
       and (p_before_id is null or a.id < p_before_id)
       and (v_edge is null or a.id >= v_edge)
       and (strpos(lower(a.row_id), v_query) > 0
            or strpos(lower(coalesce(a.actor_email, '')), v_query) > 0
            or strpos(lower(a.changes::text), v_query) > 0)
     order by a.id desc
     limit v_limit;
  get diagnostics v_found = row_count;
  if v_edge is null or v_found = v_limit then
    return;
  end if;
  -- The rest of the page is older: the trigram index (audit_log_text_trgm_idx) names the rows that may hold the
  -- text, and each is checked with the same substring test. Planned for this text (execute): one plan for any
  -- text cannot tell a rare word from a common one, and reads the whole log backwards.
  return query execute
    'select a.*
       from public.audit_log a
      where lower(a.row_id || E''\n'' || coalesce(a.actor_email, '''') || E''\n'' || a.changes::text) like $1
        and a.id < $2
        and ($3::text is null or a.table_name = $3)
        and ($4::uuid is null or a.actor_id = $4)
        and ($5::timestamptz is null or a.at >= $5)
        and ($6::timestamptz is null or a.at < $6)
        and (strpos(lower(a.row_id), $7) > 0
             or strpos(lower(coalesce(a.actor_email, '''')), $7) > 0
             or strpos(lower(a.changes::text), $7) > 0)
      order by a.id desc
      limit $8'
    using '%' || replace(replace(replace(v_query, '\', '\\'), '%', '\%'), '_', '\_') || '%', v_edge, p_table_name,
          p_actor_id, p_from, p_to, v_query, v_limit - v_found;
end;
$$;
comment on function public.search_audit_log(text, uuid, timestamptz, timestamptz, text, bigint, integer) is
  'The audit log filtered by table, actor, time range [p_from, p_to) and text (row id, actor email or changes), latest first, paged by id. Admins read rows, others none (security definer, checking is_staff and is_admin as the read policy does).';
revoke execute on function public.search_audit_log(text, uuid, timestamptz, timestamptz, text, bigint, integer) from public, anon;
grant execute on function public.search_audit_log(text, uuid, timestamptz, timestamptz, text, bigint, integer) to authenticated, service_role;

create function public.audit_log_actors()
returns table (actor_id uuid, actor_email text)
language sql
stable
security invoker
set search_path = ''
as $$
  -- One index probe per person (a loose index scan of audit_log_actor_idx), not a pass over the whole log.
  with recursive people as (
    select (select a.actor_id from public.audit_log a where a.actor_id is not null order by a.actor_id limit 1) as actor_id
    union all
    select (select a.actor_id from public.audit_log a where a.actor_id > p.actor_id order by a.actor_id limit 1)
      from people p
     where p.actor_id is not null
  )
  select p.actor_id,
         (select a.actor_email from public.audit_log a where a.actor_id = p.actor_id order by a.at desc limit 1)
    from people p
   where p.actor_id is not null
$$;
comment on function public.audit_log_actors() is
  'The people in the audit log (id and latest email), for the Audit Log tab''s filter. Runs as the caller: admins only.';
revoke execute on function public.audit_log_actors() from public, anon;
grant execute on function public.audit_log_actors() to authenticated, service_role;
