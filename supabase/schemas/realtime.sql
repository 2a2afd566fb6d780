-- Realtime's change capture (docs/architecture/realtime.md): every write to a published table is recorded in
-- embedded_realtime.changes by the writing transaction, its commit is numbered, and a notification after commit wakes
-- every backend, which reads the new rows and fans them out to its subscribers under each one's row level security. Hosted Supabase streams
-- the same changes from the write-ahead log; the embedded backend (PGlite has no logical replication) reads this table.
create schema if not exists embedded_realtime;
comment on schema embedded_realtime is
  'The embedded backend''s realtime change capture (docs/architecture/realtime.md). No API role may use it.';
revoke all on schema embedded_realtime from public;

create table embedded_realtime.changes (
  id bigint generated always as identity primary key,
  txid bigint not null default txid_current(),
  table_name text not null,
  op text not null check (op in ('INSERT', 'UPDATE', 'DELETE')),
  record jsonb,
  old_record jsonb
);
comment on table embedded_realtime.changes is
  'One row per change of a published table, written by the changing statement (trigger realtime_capture). record: the new row (INSERT, UPDATE); old_record: the deleted row (DELETE), kept whole for the subscribers'' visibility check, sent as its primary key only. Read in the order of embedded_realtime.commits; rows older than a few minutes are deleted by the backends.';
create index changes_txid_idx on embedded_realtime.changes (txid);
alter table embedded_realtime.changes enable row level security;
revoke all on table embedded_realtime.changes from public;

create table embedded_realtime.commits (
  seq bigint generated always as identity primary key,
  txid bigint not null,
  committed_at timestamptz not null default clock_timestamp()
);
comment on table embedded_realtime.commits is
  'One row per committing transaction that changed a published table, numbered in commit order (trigger realtime_commit).';
alter table embedded_realtime.commits enable row level security;
revoke all on table embedded_realtime.commits from public;

create function embedded_realtime.capture() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into embedded_realtime.changes (table_name, op, record, old_record)
  values (tg_table_name, tg_op,
          case when tg_op <> 'DELETE' then to_jsonb(new) end,
          case when tg_op = 'DELETE' then to_jsonb(old) end);
  return null;
end;
$$;
comment on function embedded_realtime.capture() is
  'Records one change of a published table in embedded_realtime.changes (trigger realtime_capture).';
revoke all on function embedded_realtime.capture() from public;

-- Commit order: a deferred trigger runs at commit, once per transaction in effect, and numbers the transaction under a
-- lock held until it ends, so a later commit always gets a higher number and a reader that sees number n has seen every
-- smaller one that will ever commit. The notification is sent after commit. Deferred on this table, not on the
-- published ones, so that a migration may still change a published table's rows and then alter it in one transaction.
create function embedded_realtime.mark_commit() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_seq bigint;
begin
  if current_setting('embedded_realtime.marked', true) is distinct from txid_current()::text then
    perform pg_advisory_xact_lock(7305241);
    insert into embedded_realtime.commits (txid) values (txid_current()) returning seq into v_seq;
    perform set_config('embedded_realtime.marked', txid_current()::text, true);
    perform pg_notify('embedded_realtime', '');
    -- Every 500th commit forgets changes older than 10 minutes, so a database no embedded backend reads (hosted
    -- Supabase, whose Realtime reads the write-ahead log) does not grow; the backends also clean up after 5 minutes.
    if v_seq % 500 = 0 then
      with expired as (delete from embedded_realtime.commits where committed_at < now() - interval '10 minutes' returning txid)
      delete from embedded_realtime.changes c using expired where c.txid = expired.txid;
    end if;
  end if;
  return null;
end;
$$;
comment on function embedded_realtime.mark_commit() is
  'At commit, numbers the transaction in embedded_realtime.commits and notifies embedded_realtime (trigger realtime_commit); every 500th commit deletes changes older than 10 minutes.';
revoke all on function embedded_realtime.mark_commit() from public;

create constraint trigger realtime_commit after insert on embedded_realtime.changes
  deferrable initially deferred for each row execute function embedded_realtime.mark_commit();

create trigger realtime_capture after insert or update or delete on public.bookings
  for each row execute function embedded_realtime.capture();
create trigger realtime_capture after insert or update or delete on public.inspection_data
  for each row execute function embedded_realtime.capture();
create trigger realtime_capture after insert or update or delete on public.inspection_reports
  for each row execute function embedded_realtime.capture();
create trigger realtime_capture after insert or update or delete on public.outbound_messages
  for each row execute function embedded_realtime.capture();
create trigger realtime_capture after insert or update or delete on public.contacts
  for each row execute function embedded_realtime.capture();
create trigger realtime_capture after insert or update or delete on public.leads
  for each row execute function embedded_realtime.capture();
create trigger realtime_capture after insert or update or delete on public.inspectors
  for each row execute function embedded_realtime.capture();
create trigger realtime_capture after insert or update or delete on public.audit_log
  for each row execute function embedded_realtime.capture();

-- Broadcast and presence between backends (docs/architecture/realtime.md#broadcast-and-presence-across-backends):
-- a message goes out as NOTIFY embedded_realtime_bus with the message itself, or, when it would not fit NOTIFY's
-- 8,000 bytes, with the id of a row of embedded_realtime.bus; presence lives in embedded_realtime.presences, each row
-- owned by a backend that refreshes embedded_realtime.backends while it runs. A backend whose row goes stale (killed)
-- is deleted by another, with its presences.
create table embedded_realtime.backends (
  id uuid primary key,
  seen_at timestamptz not null default now()
);
comment on table embedded_realtime.backends is
  'One row per running embedded backend, refreshed every few seconds; a stale row (a killed backend) is deleted by another backend, with its presences.';
alter table embedded_realtime.backends enable row level security;
revoke all on table embedded_realtime.backends from public;

create table embedded_realtime.presences (
  ref text primary key,
  topic text not null,
  backend_id uuid not null references embedded_realtime.backends (id) on delete cascade,
  key text not null,
  meta jsonb not null
);
comment on table embedded_realtime.presences is
  'One row per tracked presence (a channel''s track), under its phx_ref, held by the backend whose socket tracked it; the presence state of a topic is the union of its rows.';
create index presences_topic_idx on embedded_realtime.presences (topic);
create index presences_backend_id_idx on embedded_realtime.presences (backend_id);
alter table embedded_realtime.presences enable row level security;
revoke all on table embedded_realtime.presences from public;

create table embedded_realtime.bus (
  id bigint generated always as identity primary key,
  body text not null,
  sent_at timestamptz not null default now()
);
comment on table embedded_realtime.bus is
  'Broadcast and presence messages too large for a NOTIFY payload, read by id by every backend; rows older than a minute are deleted by the backends.';
alter table embedded_realtime.bus enable row level security;
revoke all on table embedded_realtime.bus from public;

-- A claim group's visibility read in one round trip (apps/backend/src/realtime/delivery.ts): the group's role and
-- claims are set for the rest of the calling statement's transaction (a single statement: its own), read only, and the
-- query the backend built from the table's select policies runs under them, on the search path the policies were read
-- with (public). Only the database owner may call it.
create function embedded_realtime.visible_ordinals(p_role text, p_claims text, p_query text, p_rows jsonb) returns setof integer
language plpgsql
volatile
set search_path = public
as $$
begin
  perform set_config('role', p_role, true), set_config('request.jwt.claims', p_claims, true),
    set_config('request.jwt.claim.sub', coalesce(p_claims::jsonb ->> 'sub', ''), true),
    set_config('transaction_read_only', 'on', true);
  return query execute p_query using p_rows;
end;
$$;
comment on function embedded_realtime.visible_ordinals(text, text, text, jsonb) is
  'Runs a realtime visibility read (the query, over the rows as $1) as the role with the claims, in the calling transaction; returns the ordinals of the rows the role may select.';
revoke all on function embedded_realtime.visible_ordinals(text, text, text, jsonb) from public;
