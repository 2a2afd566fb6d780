-- What a hosted Supabase project already provides before any migration runs. The embedded
-- backend applies this on every start-up, so every statement is idempotent; the migrations in
-- supabase/migrations never create any of it, so they apply unchanged to a hosted project.

-- Roles PostgREST switches to (SET LOCAL ROLE) for each request.
do $$
begin
  begin
    create role anon nologin noinherit;
  exception when duplicate_object or unique_violation then null;
  end;
  begin
    create role authenticated nologin noinherit;
  exception when duplicate_object or unique_violation then null;
  end;
  begin
    create role service_role nologin noinherit bypassrls;
  exception when duplicate_object or unique_violation then null;
  end;
  -- The connecting user plays the authenticator: it must be allowed to SET ROLE to each.
  if not pg_has_role(current_user, 'anon', 'member') then
    execute format('grant anon to %I', current_user);
  end if;
  if not pg_has_role(current_user, 'authenticated', 'member') then
    execute format('grant authenticated to %I', current_user);
  end if;
  if not pg_has_role(current_user, 'service_role', 'member') then
    execute format('grant service_role to %I', current_user);
  end if;
end
$$;

-- Supabase's default privileges: every API role may use public objects; row level security is the gate.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

-- Auth (GoTrue's tables, reduced to the columns the embedded auth server uses).
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  email text unique,
  encrypted_password text,
  role text default 'authenticated',
  aud text default 'authenticated',
  raw_app_meta_data jsonb default '{}'::jsonb,
  raw_user_meta_data jsonb default '{}'::jsonb,
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  not_after timestamptz
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token text unique,
  user_id uuid references auth.users (id) on delete cascade,
  session_id uuid references auth.sessions (id) on delete cascade,
  parent text,
  revoked boolean default false,
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);

-- Each backend trusts a session it found for a moment (src/auth/sessions.ts); a session's end (logout, a replayed
-- refresh token, a deleted user) is announced to every backend at commit, which then forgets it at once
-- (docs/architecture/backend-state.md#sessions).
create or replace function auth.announce_session_end() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('embedded_auth_session_end', old.id::text);
  return null;
end;
$$;
create or replace trigger announce_session_end after delete on auth.sessions
  for each row execute function auth.announce_session_end();

grant all on all tables in schema auth to service_role;
grant all on all sequences in schema auth to service_role;

-- The claim readers, as Supabase defines them (PostgREST sets request.jwt.claims per request;
-- older PostgREST set one setting per claim, hence the fallbacks).
create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.jwt() to anon, authenticated, service_role;

-- Storage bookkeeping (bytes live on disk or in memory, kept by the storage server).
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  public boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  metadata jsonb,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  constraint objects_bucket_id_name_key unique (bucket_id, name)
);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

-- Migration bookkeeping, as the Supabase CLI keeps it.
create schema if not exists supabase_migrations;

create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[],
  applied_at timestamptz default now()
);

-- The rest of Supabase Storage's columns (hosted projects have them; policies may use them).
alter table storage.buckets add column if not exists owner_id text;
alter table storage.buckets add column if not exists avif_autodetection boolean default false;
alter table storage.objects add column if not exists owner_id text;
alter table storage.objects add column if not exists last_accessed_at timestamptz default now();
alter table storage.objects add column if not exists version text;
alter table storage.objects add column if not exists user_metadata jsonb;
alter table storage.objects add column if not exists path_tokens text[] generated always as (string_to_array(name, '/')) stored;

-- Supabase Storage's helpers for policies on object names ('a/b/c.png': {a,b}, 'c.png', 'png').
create or replace function storage.foldername(name text) returns text[]
language sql immutable
as $$ select (string_to_array(name, '/'))[1:array_length(string_to_array(name, '/'), 1) - 1] $$;
create or replace function storage.filename(name text) returns text
language sql immutable
as $$ select (string_to_array(name, '/'))[array_length(string_to_array(name, '/'), 1)] $$;
create or replace function storage.extension(name text) returns text
language sql immutable
as $$ select reverse(split_part(reverse(storage.filename(name)), '.', 1)) $$;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text) to anon, authenticated, service_role;
