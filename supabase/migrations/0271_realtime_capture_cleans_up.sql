-- Realtime's change capture cleans up after itself every 500th commit, so a database no embedded backend reads (hosted
-- Supabase) keeps only the last minutes of changes (docs/architecture/realtime.md#how-a-change-flows).
create or replace function embedded_realtime.mark_commit() returns trigger
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

-- On hosted Supabase, whose Realtime streams the tables of publication supabase_realtime from the write-ahead log, the
-- same tables are published, so the console follows the same changes there (none of this exists on PGlite).
do $$
declare
  v_table text;
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    foreach v_table in array array['bookings', 'inspection_data', 'inspection_reports', 'outbound_messages', 'contacts', 'leads', 'inspectors', 'audit_log'] loop
      if not exists (select 1 from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = v_table) then
        execute format('alter publication supabase_realtime add table public.%I', v_table);
      end if;
    end loop;
  end if;
end
$$;
