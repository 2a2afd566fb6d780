-- Shared: what every area's schema relies on. The extension the exclusion constraints use, the trigger
-- function that keeps updated_at, the readers of the JWT claims every policy asks (is_staff, is_admin), the
-- business time zone, the one phone-number rule (CRM's contacts, the public booking limits and the buyer's
-- copy of a report all use it), and the policies on Supabase Storage's tables (the inspection-photos bucket
-- itself is a row, created by migration 0007: data, not schema).
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
    or (c -> 'app_metadata' ->> 'role') in ('admin', 'staff', 'inspector'),
    false)
  from (select auth.jwt() as c) as claims
$$;
comment on function public.is_staff() is
  'True when the request''s JWT carries the staff claim (app_metadata.staff = true, or app_metadata.role admin, staff or inspector), or is the service role. Every staff policy checks it; a signed-in user without it sees and writes nothing.';
revoke execute on function public.is_staff() from public, anon;
grant execute on function public.is_staff() to authenticated, service_role;

create function public.is_inspector() returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'inspector' and (auth.jwt() ->> 'role') is distinct from 'service_role', false)
$$;
comment on function public.is_inspector() is
  'True when the request''s JWT carries app_metadata.role = ''inspector'': staff kept to the bookings assigned to them, their inspections and reports.';
revoke execute on function public.is_inspector() from public, anon;
grant execute on function public.is_inspector() to authenticated, service_role;

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

-- Phone numbers: one number, however it is written, and whether it has a sensible length. Mirrors
-- normalizePhone and isPlausiblePhone in libs/shared/domain (phone/phone-number.ts); both are tested against
-- the examples in phone/phone-number-examples.ts. The rule works on digits alone:
--   1. Arabic-Indic (U+0660-0669), Eastern Arabic-Indic (U+06F0-06F9) and full-width digits and plus become ASCII.
--   2. Everything but digits and a leading '+' is layout and goes.
--   3. 00 is the international prefix: '00…' and '+00…' become '+…'.
--   4. The UAE's +971 goes, and so does a bare 971 in front of a full national number (8 or 9 digits, optionally
--      after a trunk 0); then the trunk 0. Other countries keep '+' and their code.
create function public.normalize_phone(p_phone text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select regexp_replace(
           regexp_replace(
             regexp_replace(
               regexp_replace(
                 -- 2: keep digits; a '+' only in front
                 (select case when left(d, 1) = '+' then '+' else '' end || regexp_replace(d, '[^0-9]', '', 'g')
                    from (select regexp_replace(
                                   -- 1: other scripts' digits and plus
                                   translate(p_phone, '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹０１２３４５６７８９＋',
                                                      '012345678901234567890123456789+'),
                                   '[^0-9+]', '', 'g') as d) as kept),
                 '^\+?00', '+'),                 -- 3
               '^\+971', ''),                    -- 4: the country code
             '^971(0?[0-9]{8,9})$', '\1'),       -- 4: a bare country code before a national number
           '^0', '')                             -- 4: the trunk 0
$$;
comment on function public.normalize_phone(text) is
  'A phone number in the one form used for uniqueness and matching: other scripts'' digits made ASCII, everything but digits and a leading + removed, 00 read as +, then +971 (or a bare 971 before a national number) and the trunk 0 dropped. Mirrors normalizePhone in libs/domain.';
revoke execute on function public.normalize_phone(text) from public, anon;
grant execute on function public.normalize_phone(text) to authenticated, service_role;

create function public.is_plausible_phone(p_normalized text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(p_normalized ~ '^([1-9][0-9]{7,8}|\+[1-9][0-9]{6,14})$', false)
$$;
comment on function public.is_plausible_phone(text) is
  'Whether a normalised phone number has a sensible length: a UAE national number of 8 (landline) or 9 (mobile) digits, or + and 7 to 15 digits for another country (E.164). Mirrors isPlausiblePhone in libs/domain.';
revoke execute on function public.is_plausible_phone(text) from public, anon;
grant execute on function public.is_plausible_phone(text) to authenticated, service_role;

-- Storage: staff see buckets. The policies on inspection photos (storage.objects) are in inspection.sql: they
-- keep an inspector to the photos of their own bookings.
create policy "Staff can view buckets" on storage.buckets
  for select to authenticated using ((select public.is_staff()));
