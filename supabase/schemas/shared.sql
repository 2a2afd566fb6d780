-- Shared: what every area's schema relies on. The extension the exclusion constraints use, the trigger
-- function that keeps updated_at, the readers of the JWT claims every policy asks (is_staff, is_admin), the
-- business time zone, and the policies on Supabase Storage's tables (the inspection-photos bucket itself is
-- a row, created by migration 0007: data, not schema).
--
-- Today's definition, applied in the order of supabase/config.toml [db.migrations] schema_paths. The
-- migrations in supabase/migrations are how a database gets here; the drift test
-- (apps/backend/src/db/schema-drift.test.ts) fails, naming the object, when the two differ.

-- btree_gist lets exclusion constraints add equality columns (e.g. per inspector) to a time range.
create schema if not exists extensions;
create extension if not exists btree_gist with schema extensions;

create function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
comment on function public.set_updated_at() is
  'Trigger function: keeps updated_at at the time of the last write, whatever the client sends.';
revoke execute on function public.set_updated_at() from public, anon;

create function public.is_staff() returns boolean
language sql
stable
set search_path = ''
as $$
  -- The claims are parsed once per call.
  select coalesce(
    (c ->> 'role') = 'service_role'
    or (c -> 'app_metadata' ->> 'staff') = 'true'
    or (c -> 'app_metadata' ->> 'role') = 'admin',
    false)
  from (select auth.jwt() as c) as claims
$$;
comment on function public.is_staff() is
  'True when the request''s JWT carries the staff claim (app_metadata.staff = true, or app_metadata.role = ''admin''), or is the service role. Every staff policy checks it; a signed-in user without it sees and writes nothing.';
revoke execute on function public.is_staff() from public, anon;
grant execute on function public.is_staff() to authenticated, service_role;

create function public.is_admin() returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'admin', false)
$$;
comment on function public.is_admin() is
  'True when the request''s JWT carries app_metadata.role = ''admin''.';
revoke execute on function public.is_admin() from public, anon;
grant execute on function public.is_admin() to authenticated, service_role;

create function public.business_time_zone() returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select 'Asia/Dubai'::text
$$;
comment on function public.business_time_zone() is
  'The business time zone (IANA name): booking days, slot times and "today" are counted in it, in the database and in the web apps (runtime-config.json businessTimeZone).';
-- Read inside the slot functions (as their owner) and by staff; the anonymous role executes only the public ones.
revoke execute on function public.business_time_zone() from public, anon;
grant execute on function public.business_time_zone() to authenticated, service_role;

-- Storage: staff upload, replace, read and delete inspection photos and see buckets. A buyer opens a photo
-- by its public link (GET /object/public/..., no policy asked); nobody else may use them through the API.
create policy "Staff can upload inspection photos" on storage.objects
  for insert to authenticated with check ((select public.is_staff()) and (bucket_id = 'inspection-photos'));
create policy "Staff can replace inspection photos" on storage.objects
  for update to authenticated
  using ((select public.is_staff()) and (bucket_id = 'inspection-photos'))
  with check ((select public.is_staff()) and (bucket_id = 'inspection-photos'));
create policy "Staff can delete inspection photos" on storage.objects
  for delete to authenticated using ((select public.is_staff()) and (bucket_id = 'inspection-photos'));
create policy "Staff can view inspection photos" on storage.objects
  for select to authenticated using ((select public.is_staff()) and bucket_id = 'inspection-photos');
create policy "Staff can view buckets" on storage.buckets
  for select to authenticated using ((select public.is_staff()));
