-- The limits every backend must count together (docs/architecture/backend-state.md): the anonymous RPC token buckets
-- and the sign-in throttle's failures, known pairs and running password checks. Several backends on one PostgreSQL
-- share these rows; on PGlite the one backend keeps them in the same tables, by the same code path. The tables are
-- unlogged: a commit that only touches them waits for no disk flush (the cost per request stays a fraction of a
-- millisecond), and a database crash forgets them, which merely restarts the counts. No API role may use the schema.
create schema if not exists embedded_limits;
comment on schema embedded_limits is
  'The embedded backend''s shared request limits (docs/architecture/backend-state.md). No API role may use it.';
revoke all on schema embedded_limits from public;

create unlogged table embedded_limits.buckets (
  key text primary key,
  tokens double precision not null,
  at timestamptz not null,
  granted boolean not null
);
comment on table embedded_limits.buckets is
  'Token buckets (anonymous RPC calls per client network): tokens left at time at; granted: whether the last take got one.';
alter table embedded_limits.buckets enable row level security;
revoke all on table embedded_limits.buckets from public;

create unlogged table embedded_limits.sign_in_failures (
  key text primary key,
  count integer not null,
  last timestamptz not null
);
comment on table embedded_limits.sign_in_failures is
  'Sign-in attempts counted as failures (pair:<address>:<email>, network:<network>), counted when an attempt begins; last: the latest failure.';
alter table embedded_limits.sign_in_failures enable row level security;
revoke all on table embedded_limits.sign_in_failures from public;

create unlogged table embedded_limits.sign_in_known (
  pair text primary key,
  at timestamptz not null
);
comment on table embedded_limits.sign_in_known is
  'Pairs (pair:<address>:<email>) that signed in, and when: they have password checks of their own.';
alter table embedded_limits.sign_in_known enable row level security;
revoke all on table embedded_limits.sign_in_known from public;

create unlogged table embedded_limits.sign_in_checks (
  key text not null,
  attempt bigint not null,
  expires_at timestamptz not null,
  primary key (key, attempt)
);
comment on table embedded_limits.sign_in_checks is
  'Password checks running (email:<email>, network:<network>, known:<pair>), one row per key and attempt until it ends; expires_at frees the check of a backend that died.';
create index sign_in_checks_attempt_idx on embedded_limits.sign_in_checks (attempt);
alter table embedded_limits.sign_in_checks enable row level security;
revoke all on table embedded_limits.sign_in_checks from public;

create sequence embedded_limits.sign_in_attempts;
comment on sequence embedded_limits.sign_in_attempts is 'Numbers the sign-in attempts holding checks.';
revoke all on sequence embedded_limits.sign_in_attempts from public;

-- One statement, one round trip: the bucket refilled at p_per_second up to p_burst since it was last touched, one
-- token taken when there is one. Answers 0 (go ahead) or the whole seconds until a token is back.
create function embedded_limits.take_token(p_key text, p_burst double precision, p_per_second double precision)
returns integer
language sql
volatile
set search_path = ''
as $$
  insert into embedded_limits.buckets as b (key, tokens, at, granted)
  values (p_key, p_burst - 1, clock_timestamp(), true)
  on conflict (key) do update set
    tokens = least(p_burst, b.tokens + extract(epoch from (clock_timestamp() - b.at)) * p_per_second)
      - case when least(p_burst, b.tokens + extract(epoch from (clock_timestamp() - b.at)) * p_per_second) >= 1 then 1 else 0 end,
    at = clock_timestamp(),
    granted = least(p_burst, b.tokens + extract(epoch from (clock_timestamp() - b.at)) * p_per_second) >= 1
  returning case when b.granted then 0 else greatest(1, ceil((1 - b.tokens) / p_per_second))::integer end;
$$;
comment on function embedded_limits.take_token(text, double precision, double precision) is
  'Takes one token of the bucket p_key (burst p_burst, refilled at p_per_second): 0, or the seconds until one is back.';
revoke all on function embedded_limits.take_token(text, double precision, double precision) from public;

-- The password checks of one email, one network, one known pair that are running now.
create function embedded_limits.running_checks(p_key text)
returns integer
language sql
volatile
set search_path = ''
as $$
  select count(*)::integer from embedded_limits.sign_in_checks where key = p_key and expires_at > clock_timestamp();
$$;
comment on function embedded_limits.running_checks(text) is 'Password checks held under p_key and not expired.';
revoke all on function embedded_limits.running_checks(text) from public;

-- The rules of src/auth/sign-in-throttle.ts (docs/areas/platform.md#sign-in-floods-and-lock-outs) over every backend:
-- the attempts on one email and one network are serialised by advisory locks (released at commit), and each statement
-- after them reads what the others committed. Answers the attempt's number and whether it runs in a known pair's
-- lane, or no row: refuse (429). p_limits: the ThrottleLimits; p_known_lane_open: this backend has a known check free.
create function embedded_limits.begin_sign_in(p_email text, p_address text, p_network text, p_limits jsonb, p_known_lane_open boolean)
returns table (attempt bigint, known boolean)
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_pair text := 'pair:' || p_address || ':' || lower(p_email);
  v_email text := 'email:' || lower(p_email);
  v_network text := 'network:' || p_network;
  v_now timestamptz := clock_timestamp();
  v_keep interval := make_interval(secs => greatest((p_limits->>'windowMs')::float8, (p_limits->>'maxDelayMs')::float8) / 1000);
  v_free integer := (p_limits->>'freePerPair')::integer;
  v_failures record;
  v_known boolean;
  v_attempt bigint;
begin
  perform pg_advisory_xact_lock(4902111, hashtext(k)) from unnest(array[v_email, v_network]) k order by hashtext(k);
  select f.count, f.last into v_failures from embedded_limits.sign_in_failures f where f.key = v_pair and f.last > v_now - v_keep;
  if found and v_failures.count >= v_free and v_now - v_failures.last < make_interval(secs => least(
      (p_limits->>'maxDelayMs')::float8, (p_limits->>'baseDelayMs')::float8 * 2 ^ (v_failures.count - v_free)) / 1000) then
    return;
  end if;
  if coalesce((select f.count from embedded_limits.sign_in_failures f where f.key = v_network and f.last > v_now - v_keep), 0)
      >= (p_limits->>'perAddress')::integer then
    return;
  end if;
  v_known := p_known_lane_open
    and exists (select 1 from embedded_limits.sign_in_known k where k.pair = v_pair
                  and k.at > v_now - make_interval(secs => (p_limits->>'knownForMs')::float8 / 1000))
    and embedded_limits.running_checks('known:' || v_pair) < (p_limits->>'concurrentPerKnownPair')::integer;
  if not v_known and (embedded_limits.running_checks(v_email) >= (p_limits->>'concurrentPerEmail')::integer
      or embedded_limits.running_checks(v_network) >= (p_limits->>'concurrentPerAddress')::integer) then
    return;
  end if;
  -- Counted as a failure until it proves otherwise.
  insert into embedded_limits.sign_in_failures as f (key, count, last)
  values (v_pair, 1, v_now), (v_network, 1, v_now)
  on conflict (key) do update set count = case when f.last > v_now - v_keep then f.count + 1 else 1 end, last = v_now;
  v_attempt := nextval('embedded_limits.sign_in_attempts');
  insert into embedded_limits.sign_in_checks (key, attempt, expires_at)
  select k, v_attempt, v_now + make_interval(secs => (p_limits->>'checkLeaseMs')::float8 / 1000)
    from unnest(case when v_known then array['known:' || v_pair] else array[v_email, v_network] end) k;
  return query select v_attempt, v_known;
end;
$$;
comment on function embedded_limits.begin_sign_in(text, text, text, jsonb, boolean) is
  'Starts a sign-in attempt over every backend: its number and lane, or no row when it must be refused (429).';
revoke all on function embedded_limits.begin_sign_in(text, text, text, jsonb, boolean) from public;

-- Ends an attempt: its checks are freed; p_outcome 'success' clears the pair's failures, refunds the network's and
-- remembers the pair; 'failure' starts the pair's delay now; 'refund' (never compared) takes the attempt back.
-- Under begin_sign_in's advisory locks on the email and the network: a success takes the network's row then the
-- pair's, the next attempt's count the pair's then the network's, and run side by side the two deadlocked (40P01).
create function embedded_limits.end_sign_in(p_attempt bigint, p_email text, p_address text, p_network text, p_outcome text, p_keep_ms double precision)
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
comment on function embedded_limits.end_sign_in(bigint, text, text, text, text, double precision) is
  'Ends a sign-in attempt begun by begin_sign_in: frees its checks and counts its outcome (success, failure, refund).';
revoke all on function embedded_limits.end_sign_in(bigint, text, text, text, text, double precision) from public;

-- Rows no limit reads any more (a full bucket is the same as none); every backend calls it now and then. A failure row
-- an attempt has locked is left for the next call: deleted in scan order, it could close a cycle with that attempt.
create function embedded_limits.forget_expired(p_bucket_full_seconds double precision, p_keep_ms double precision, p_known_ms double precision)
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
comment on function embedded_limits.forget_expired(double precision, double precision, double precision) is
  'Deletes full buckets, failures past their window, pairs not seen for p_known_ms and expired checks.';
revoke all on function embedded_limits.forget_expired(double precision, double precision, double precision) from public;
