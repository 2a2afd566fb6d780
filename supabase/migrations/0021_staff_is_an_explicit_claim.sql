-- Staff is an explicit claim, not "any signed-in account". Before this migration every policy said
-- `to authenticated using (true)`, so on a hosted project with sign-ups on, anyone who signed up read and
-- wrote everything. Now a staff user carries `"staff": true` in app_metadata (admins carry
-- `"role": "admin"`, which implies staff). app_metadata is set by the backend's create-user command,
-- the demo user of the first seed, or the Supabase dashboard / admin API; a user can never write it
-- (PUT /auth/v1/user only changes user_metadata). A signed-in user without the claim sees nothing
-- and writes nothing.
--
-- How this covers everything, including tables and policies added by migrations 0011-0020 that
-- were written on other branches before this one:
-- * public.is_staff() is the one place that reads the claim;
-- * the DO block below rewrites, by reading pg_policies, EVERY policy in schemas public and storage
--   that applies to the role authenticated alone: its USING and WITH CHECK become
--   `(select public.is_staff()) and (<what it said before>)`, or just `(select public.is_staff())`
--   where it said `true`. The sub-select makes Postgres evaluate the claim once per statement, not
--   per row. Policies that also apply to anon (e.g. anyone may view inspection photos) stay as
--   they are: what anon may do, a non-staff user may do too.
-- * staff-only functions that run as security invoker (save_form_template and the newer ones) are
--   covered by those policies; security definer functions that exist on main are public by design
--   (get_public_report, for buyers) and need no staff check.
-- A migration after this one that adds a staff table writes its policies with `public.is_staff()`
-- itself (docs/architecture/database.md#who-is-staff says how).

create function public.is_staff() returns boolean
language sql
stable
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

do $$
declare
  p record;
  staff constant text := '(select public.is_staff())';
begin
  for p in
    select schemaname, tablename, policyname, qual, with_check
      from pg_policies
     where schemaname in ('public', 'storage')
       and roles = array['authenticated']::name[]
  loop
    if p.qual is not null and position('is_staff()' in p.qual) = 0 then
      execute format('alter policy %I on %I.%I using (%s)', p.policyname, p.schemaname, p.tablename,
        case when p.qual = 'true' then staff else format('%s and (%s)', staff, p.qual) end);
    end if;
    if p.with_check is not null and position('is_staff()' in p.with_check) = 0 then
      execute format('alter policy %I on %I.%I with check (%s)', p.policyname, p.schemaname, p.tablename,
        case when p.with_check = 'true' then staff else format('%s and (%s)', staff, p.with_check) end);
    end if;
  end loop;
end
$$;
