-- Sign-ins that end while the same pair's next attempt begins no longer deadlock (40P01, a 500 on sign-in): end_sign_in
-- takes begin_sign_in's advisory locks on the email and the network, so the two never hold one of the pair's and the
-- network's failure rows each while waiting for the other; forget_expired leaves a failure row an attempt has locked
-- for its next call. Same signatures, comments and privileges: both are replaced in place
-- (supabase/schemas/gateway-limits.sql).
create or replace function embedded_limits.end_sign_in(p_attempt bigint, p_email text, p_address text, p_network text, p_outcome text, p_keep_ms double precision)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_pair text := 'pair:' || p_address || ':' || lower(p_email);
  v_email text := 'email:' || lower(p_email);
  v_network text := 'network:' || p_network;
  v_live timestamptz := clock_timestamp() - make_interval(secs => p_keep_ms / 1000);
begin
  perform pg_advisory_xact_lock(4902111, hashtext(k)) from unnest(array[v_email, v_network]) k order by hashtext(k);
  delete from embedded_limits.sign_in_checks where attempt = p_attempt;
  if p_outcome = 'failure' then
    update embedded_limits.sign_in_failures set last = clock_timestamp() where key = v_pair and last > v_live;
    return;
  end if;
  update embedded_limits.sign_in_failures set count = greatest(0, count - 1)
   where key = any (case when p_outcome = 'success' then array[v_network] else array[v_pair, v_network] end) and last > v_live;
  if p_outcome = 'success' then
    delete from embedded_limits.sign_in_failures where key = v_pair;
    insert into embedded_limits.sign_in_known as k (pair, at) values (v_pair, clock_timestamp())
    on conflict (pair) do update set at = excluded.at;
  end if;
end;
$$;

create or replace function embedded_limits.forget_expired(p_bucket_full_seconds double precision, p_keep_ms double precision, p_known_ms double precision)
returns void
language sql
volatile
set search_path = ''
as $$
  delete from embedded_limits.buckets where at < clock_timestamp() - make_interval(secs => p_bucket_full_seconds);
  delete from embedded_limits.sign_in_failures where key in (
    select f.key from embedded_limits.sign_in_failures f
     where f.last < clock_timestamp() - make_interval(secs => p_keep_ms / 1000) for update skip locked);
  delete from embedded_limits.sign_in_known where at < clock_timestamp() - make_interval(secs => p_known_ms / 1000);
  delete from embedded_limits.sign_in_checks where expires_at < clock_timestamp();
$$;
