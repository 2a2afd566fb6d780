-- Bookings: inspection appointments, the inspectors who do them and their assignment, and the dashboard's reads.
-- No double booking, whoever writes: live bookings never overlap, except an admin's override. The day's slots and
-- the customers' holds are in bookings-slots.sql, the public /book page's one write and its limits in
-- bookings-public.sql (docs/areas/bookings.md).

create table public.inspectors (
  id uuid primary key default gen_random_uuid(),
  full_name text not null,
  phone text,
  user_id uuid unique references auth.users (id) on delete set null,
  active boolean not null default true,
  working_days smallint[] not null default '{0,1,2,3,4,5,6}',
  work_start time not null default '08:00',
  work_end time not null default '21:00',
  created_at timestamptz not null default now(),
  constraint inspectors_full_name_not_blank check (btrim(full_name) <> ''),
  constraint inspectors_working_days_valid check (working_days <@ '{0,1,2,3,4,5,6}'::smallint[]),
  constraint inspectors_work_hours_order check (work_end > work_start)
);
comment on table public.inspectors is
  'The people who inspect: bookings are assigned to an active one who works the slot (working_days in the business time zone, 0 = Sunday; a start from work_start and before work_end) and is free. user_id links a sign-in account (app_metadata.role inspector).';

create table public.inspector_time_off (
  id uuid primary key default gen_random_uuid(),
  inspector_id uuid not null references public.inspectors (id) on delete cascade,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  reason text,
  constraint inspector_time_off_time_order check (ends_at > starts_at)
);
comment on table public.inspector_time_off is
  'Times an inspector does not work (leave, training): no booking is assigned to them over any part of it.';
create index inspector_time_off_inspector_idx on public.inspector_time_off (inspector_id, starts_at);

alter table public.inspectors enable row level security;
create policy "Staff can read inspectors" on public.inspectors for select to authenticated using ((select public.is_staff()));
create policy "Admins can add inspectors" on public.inspectors for insert to authenticated
  with check ((select public.is_staff()) and (select public.is_admin()));
create policy "Admins can update inspectors" on public.inspectors for update to authenticated
  using ((select public.is_staff()) and (select public.is_admin())) with check ((select public.is_staff()) and (select public.is_admin()));
create policy "Admins can delete inspectors" on public.inspectors for delete to authenticated
  using ((select public.is_staff()) and (select public.is_admin()));
revoke insert, update, delete, truncate, references, trigger on public.inspectors from anon;

alter table public.inspector_time_off enable row level security;
create policy "Staff can read inspector time off" on public.inspector_time_off for select to authenticated using ((select public.is_staff()));
create policy "Admins can add inspector time off" on public.inspector_time_off for insert to authenticated
  with check ((select public.is_staff()) and (select public.is_admin()));
create policy "Admins can update inspector time off" on public.inspector_time_off for update to authenticated
  using ((select public.is_staff()) and (select public.is_admin())) with check ((select public.is_staff()) and (select public.is_admin()));
create policy "Admins can delete inspector time off" on public.inspector_time_off for delete to authenticated
  using ((select public.is_staff()) and (select public.is_admin()));
revoke insert, update, delete, truncate, references, trigger on public.inspector_time_off from anon;

create function public.current_inspector_id() returns uuid
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  -- An inactive inspector's account reads nothing (docs/areas/bookings.md#inspectors-and-assignment).
  select i.id from inspectors i where i.user_id = auth.uid() and i.active
$$;
comment on function public.current_inspector_id() is
  'The active inspector linked to the signed-in account (inspectors.user_id), or null: a deactivated inspector''s account sees no booking.';
revoke execute on function public.current_inspector_id() from public, anon;
grant execute on function public.current_inspector_id() to authenticated, service_role;

-- Deactivating an inspector ends their inspector account's sessions (the backend keeps them in auth.sessions, refresh tokens
-- with them), so an open app stops at its next request.
create function public.end_sessions_of_inactive_inspector() returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  if old.active and not new.active and new.user_id is not null then
    -- Only an inspector's account: an admin or office user who also inspects keeps the office's work.
    delete from auth.sessions s using auth.users u
     where s.user_id = new.user_id and u.id = s.user_id and u.raw_app_meta_data ->> 'role' = 'inspector';
  end if;
  return null;
end;
$$;
comment on function public.end_sessions_of_inactive_inspector() is
  'Trigger function: an inspector set inactive loses the sign-in sessions (and refresh tokens) of their linked account when it is an inspector''s account (app_metadata.role inspector); an admin or office user who also inspects keeps theirs.';
revoke execute on function public.end_sessions_of_inactive_inspector() from public, anon;

create trigger end_sessions_of_inactive_inspector after update of active on public.inspectors
  for each row execute function public.end_sessions_of_inactive_inspector();

create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  customer_name text not null,
  customer_email text,
  customer_phone text not null,
  vehicle_make text not null,
  vehicle_model text not null,
  vehicle_year integer not null check (vehicle_year between 1900 and 2100),
  notes text,
  location_address text,
  reversegeocoded_address text,
  -- Deleting a type keeps its bookings (history), without a type.
  inspection_type_id uuid references public.inspection_types (id) on delete set null,
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  start_time timestamptz,
  end_time timestamptz,
  status text not null default 'scheduled' check (
    status in ('scheduled', 'in_progress', 'completed', 'draft', 'published', 'pending', 'cancelled')
  ),
  seller_name text,
  seller_phone text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_override boolean not null default false,
  -- Where a booking came from: staff screens, or a customer on the public /book page (rate-limited).
  created_via text not null default 'staff' check (created_via in ('staff', 'public')),
  inspector_id uuid references public.inspectors (id),
  -- The customer's language: the messages to them (confirmation, reminder, report ready) are written in it.
  language text not null default 'en' check (language in ('en', 'ar')),
  -- The customer's link to their booking (/book/manage/{token}); no API role selects it (bookings-manage.sql).
  manage_token text not null default replace(gen_random_uuid()::text, '-', '') unique check (manage_token ~ '^[0-9a-f]{32}$'),
  -- Cancelling keeps the booking: why, and when (stamped by the database; bookings-manage.sql).
  cancel_reason text,
  cancelled_at timestamptz,
  constraint bookings_time_order check (end_time is null or start_time is null or end_time > start_time),
  -- A start without an end would escape bookings_no_overlap (it looks only at rows with both set).
  constraint bookings_times_both_or_neither check ((start_time is null) = (end_time is null)),
  -- Per inspector: an inspector does one inspection at a time.
  constraint bookings_no_overlap exclude using gist (inspector_id with =, tstzrange(start_time, end_time, '[)') with &&)
    where (status <> 'cancelled' and not is_override and start_time is not null and end_time is not null)
);
comment on table public.bookings is
  'Inspection appointments. location_address holds the additional directions, reversegeocoded_address the address found for latitude/longitude. Created scheduled; saving an inspection sets in_progress, submitting completed.';
comment on column public.bookings.is_override is
  'An admin chose to book over an existing booking; overrides are the only bookings allowed to overlap.';
comment on column public.bookings.created_via is
  'staff (the back office) or public (a customer through create_public_booking).';
comment on column public.bookings.language is
  'The customer''s language (en or ar): staff choose it in the wizard, /book sends the page''s; the messages to the customer are written in it.';
comment on column public.bookings.inspector_id is
  'The inspector doing it: chosen by the writer, or assigned in the writing statement (assign_booking_inspector) to an active inspector who works the slot and is free, the one with the fewest bookings that business day, ties by full_name.';
comment on constraint bookings_times_both_or_neither on public.bookings is
  'start_time and end_time are both set (a timed booking, covered by bookings_no_overlap) or both null (the team coordinates the time).';

create index bookings_start_time_idx on public.bookings (start_time, id);
create index bookings_end_time_idx on public.bookings (end_time);
create index bookings_inspection_type_id_idx on public.bookings (inspection_type_id);
create index bookings_inspector_start_idx on public.bookings (inspector_id, start_time);
create index bookings_public_phone_idx on public.bookings (customer_phone, created_at) where created_via = 'public';

create trigger set_updated_at before update on public.bookings
  for each row execute function public.set_updated_at();

-- Override is an admin's: writing an override (inserting one, switching it on, moving it or reinstating it)
-- through the API roles needs app_metadata.role = 'admin' (42501 otherwise); service_role and the owner may.
create function public.refuse_override_by_non_admin() returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if new.is_override
     and (tg_op = 'INSERT'
          or not old.is_override
          or new.start_time is distinct from old.start_time
          or new.end_time is distinct from old.end_time
          or (old.status = 'cancelled' and new.status <> 'cancelled'))
     and current_user in ('anon', 'authenticated')
     and not is_admin() then
    raise exception using errcode = '42501', message = 'Only an admin can override a booked slot', hint = 'override_admin_only';
  end if;
  return new;
end;
$$;
comment on function public.refuse_override_by_non_admin() is
  'Trigger function: refuses (42501) an override booking written by anyone but an admin through the API roles.';
revoke execute on function public.refuse_override_by_non_admin() from public, anon;

create trigger refuse_override_by_non_admin before insert or update on public.bookings
  for each row execute function public.refuse_override_by_non_admin();

-- An inspector changes their own booking only as the inspection flow does (docs/areas/bookings.md#inspectors-and-assignment):
-- its notes, and its status forward to in_progress or completed, never from cancelled or completed back. The
-- customer's contacts, the time, the inspector and cancelling are the office's.
create function public.limit_inspector_booking_changes() returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if current_user in ('anon', 'authenticated') and is_inspector()
     and ((to_jsonb(new) - array['notes', 'status', 'updated_at']) is distinct from (to_jsonb(old) - array['notes', 'status', 'updated_at'])
          or (new.status is distinct from old.status
              and not (new.status in ('in_progress', 'completed') and old.status in ('scheduled', 'draft', 'pending', 'in_progress')))) then
    raise exception using errcode = '42501', message = 'Inspectors can change only a booking''s notes and its inspection''s progress',
      hint = 'inspector_booking_fields';
  end if;
  return new;
end;
$$;
comment on function public.limit_inspector_booking_changes() is
  'Trigger function: an inspector (through the API roles) may change a booking''s notes and move its status forward to in_progress or completed; anything else is 42501 inspector_booking_fields.';
revoke execute on function public.limit_inspector_booking_changes() from public, anon;

create trigger limit_inspector_booking_changes before update on public.bookings
  for each row execute function public.limit_inspector_booking_changes();

alter table public.bookings enable row level security;
create policy "Staff can read bookings" on public.bookings for select to authenticated
  using ((select public.is_staff()) and (not (select public.is_inspector()) or inspector_id = (select public.current_inspector_id())));
create policy "Office staff can add bookings" on public.bookings for insert to authenticated
  with check ((select public.is_staff()) and not (select public.is_inspector()));
create policy "Staff can update bookings" on public.bookings for update to authenticated
  using ((select public.is_staff()) and (not (select public.is_inspector()) or inspector_id = (select public.current_inspector_id())))
  with check ((select public.is_staff()) and (not (select public.is_inspector()) or inspector_id = (select public.current_inspector_id())));
-- Staff cancel; deleting (which loses the history) is an admin's (docs/areas/bookings.md#cancel-not-delete).
create policy "Admins can delete bookings" on public.bookings for delete to authenticated
  using ((select public.is_staff()) and (select public.is_admin()));
revoke insert, update, delete, truncate, references, trigger on public.bookings from anon;

-- Assignment: who is free, and the trigger that gives a timed booking its inspector in the writing statement.
-- Who could take [p_start, p_end): active, working that business day and starting within their hours, no time
-- off over any part of it, no live booking of theirs overlapping (other than p_exclude_booking_id); fewest
-- bookings that business day first, ties by full_name.
create function public.free_inspectors(p_start timestamptz, p_end timestamptz, p_exclude_booking_id uuid default null)
returns table (inspector_id uuid, full_name text, day_bookings bigint)
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  with local as (
    select (p_start at time zone business_time_zone()) as ls,
           (date_trunc('day', p_start at time zone business_time_zone()) at time zone business_time_zone()) as day_start
  )
  select i.id, i.full_name,
         (select count(*) from bookings d
           where d.inspector_id = i.id and d.status <> 'cancelled' and d.id is distinct from p_exclude_booking_id
             and d.start_time >= local.day_start and d.start_time < local.day_start + interval '1 day') as day_bookings
    from inspectors i, local
   where i.active
     and extract(dow from local.ls)::smallint = any (i.working_days)
     and local.ls::time >= i.work_start and local.ls::time < i.work_end
     and not exists (select 1 from inspector_time_off o
                      where o.inspector_id = i.id and o.starts_at < p_end and o.ends_at > p_start)
     and not exists (select 1 from bookings b
                      where b.inspector_id = i.id and b.status <> 'cancelled' and b.start_time is not null
                        and b.end_time is not null and b.id is distinct from p_exclude_booking_id
                        and b.start_time < p_end and b.end_time > p_start)
   order by 3, i.full_name, i.id
$$;
comment on function public.free_inspectors(timestamptz, timestamptz, uuid) is
  'The inspectors who could take this time (active, working that business day and hours, no time off, no live booking overlapping other than p_exclude_booking_id), fewest bookings that business day first, ties by full_name. Used by the assignment trigger, the slot functions and, for staff, get_free_inspectors.';
revoke execute on function public.free_inspectors(timestamptz, timestamptz, uuid) from public, anon, authenticated;

create function public.get_free_inspectors(p_start timestamptz, p_end timestamptz, p_exclude_booking_id uuid default null)
returns table (inspector_id uuid, full_name text, day_bookings bigint)
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select f.* from free_inspectors(p_start, p_end, p_exclude_booking_id) f
   where (select is_staff()) and not (select is_inspector())
$$;
comment on function public.get_free_inspectors(timestamptz, timestamptz, uuid) is
  'For the office (admins and staff): the inspectors free for this time, in the order assignment would choose them; the wizard and the booking edit page offer only these. Nothing for anyone else.';
revoke execute on function public.get_free_inspectors(timestamptz, timestamptz, uuid) from public, anon;
grant execute on function public.get_free_inspectors(timestamptz, timestamptz, uuid) to authenticated, service_role;

create function public.assign_booking_inspector() returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_chosen uuid;
begin
  -- Untimed, cancelled, or an end not after the start (bookings_time_order answers that): nothing to assign.
  if new.start_time is null or new.end_time is null or new.end_time <= new.start_time or new.status = 'cancelled' then
    return new;
  end if;
  if tg_op = 'UPDATE' and new.start_time = old.start_time and new.end_time = old.end_time
     and new.inspector_id is not distinct from old.inspector_id and old.status <> 'cancelled'
     and new.is_override = old.is_override then
    return new;
  end if;
  -- One assignment at a time per business day, so concurrent writers see each other's choices.
  perform pg_advisory_xact_lock(hashtext('booking_assignment'),
                                hashtext(((new.start_time at time zone business_time_zone())::date)::text));
  -- The writer's choice is kept; bookings_no_overlap judges it.
  if new.inspector_id is not null and (tg_op = 'INSERT' or new.inspector_id is distinct from old.inspector_id) then
    return new;
  end if;
  -- Moved (or reinstated) with its inspector: kept while they are free then, else the rule chooses again.
  if new.inspector_id is not null
     and exists (select 1 from free_inspectors(new.start_time, new.end_time, new.id) f where f.inspector_id = new.inspector_id) then
    return new;
  end if;
  select f.inspector_id into v_chosen from free_inspectors(new.start_time, new.end_time, new.id) f limit 1;
  if v_chosen is null and new.is_override then
    -- An admin's override books over someone: the one who keeps it is the inspector already there, else the first.
    v_chosen := coalesce(new.inspector_id, (select i.id from inspectors i where i.active order by i.full_name, i.id limit 1));
  end if;
  if v_chosen is null then
    raise exception using errcode = '23P01',
      message = 'conflicting key value violates exclusion constraint "bookings_no_overlap"',
      detail = 'No inspector is free for the whole of this time.',
      hint = 'bookings_no_overlap', constraint = 'bookings_no_overlap', table = 'bookings', schema = 'public';
  end if;
  new.inspector_id := v_chosen;
  return new;
end;
$$;
comment on function public.assign_booking_inspector() is
  'Trigger function: a timed booking written without an inspector (or moved to a time its inspector cannot take) gets the free inspector with the fewest bookings that business day, ties by full_name, in the same statement; a chosen inspector is kept (bookings_no_overlap judges it); nobody free is 23P01 naming bookings_no_overlap.';
revoke execute on function public.assign_booking_inspector() from public, anon;

create trigger assign_booking_inspector before insert or update on public.bookings
  for each row execute function public.assign_booking_inspector();

-- Deactivating an inspector who has future bookings: each goes to an inspector free then (as assignment chooses),
-- and the ones nobody can take are listed for the office to move, in one transaction.
create function public.deactivate_inspector(p_inspector_id uuid)
returns table (booking_id uuid, start_time timestamptz, customer_name text, reassigned_to uuid)
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  v_booking record;
  v_chosen uuid;
begin
  if not (is_staff() and is_admin()) then
    raise exception using errcode = '42501', message = 'Only an admin can change inspectors', hint = 'inspectors_admin_only';
  end if;
  update inspectors set active = false where id = p_inspector_id;
  if not found then
    raise exception using errcode = 'PT404', message = 'Inspector not found', hint = 'inspector_not_found';
  end if;
  for v_booking in
    select b.id, b.start_time, b.end_time, b.customer_name from bookings b
     where b.inspector_id = p_inspector_id and b.status <> 'cancelled' and b.start_time > now()
     order by b.start_time, b.id
  loop
    select f.inspector_id into v_chosen from free_inspectors(v_booking.start_time, v_booking.end_time, v_booking.id) f limit 1;
    if v_chosen is not null then
      update bookings set inspector_id = v_chosen where id = v_booking.id;
    end if;
    booking_id := v_booking.id;
    start_time := v_booking.start_time;
    customer_name := v_booking.customer_name;
    reassigned_to := v_chosen;
    return next;
  end loop;
end
$$;
comment on function public.deactivate_inspector(uuid) is
  'An admin deactivates an inspector: each of their future live bookings goes to the free inspector assignment would choose; answers every one of them with reassigned_to (null: nobody was free, the booking keeps the inactive inspector for the office to move). One transaction.';
revoke execute on function public.deactivate_inspector(uuid) from public, anon;
grant execute on function public.deactivate_inspector(uuid) to authenticated, service_role;

-- The dashboard's search words (docs/areas/bookings.md#bookings-dashboard): at most 10 words of 200 characters, else
-- 22023 search_too_long. A term that is only a phone number typed in groups ('050 123 4567') is one word, so its
-- groups are not matched apart.
create function public.search_words(p_search text)
returns text[] language plpgsql immutable parallel safe
set search_path = ''
as $$
declare
  v_words text[];
begin
  if length(coalesce(p_search, '')) <= 200 then
    v_words := array(select w from regexp_split_to_table(lower(btrim(coalesce(p_search, ''))), '\s+') as w where w <> '');
  end if;
  if v_words is null or cardinality(v_words) > 10 then
    raise exception using errcode = '22023', message = 'Please search for at most 10 words (200 characters)',
      hint = 'search_too_long', detail = '{"words": 10, "characters": 200}';
  end if;
  return case when cardinality(v_words) > 1 and public.phone_search_form(p_search) is not null
              then array[array_to_string(v_words, '')] else v_words end;
end
$$;
comment on function public.search_words(text) is
  'The words of a list search, lower case: at most 10 of 200 characters (else 22023 search_too_long); a term that is only a phone number typed in groups is one word (''050 123 4567'' -> ''0501234567'').';
revoke execute on function public.search_words(text) from public, anon;
grant execute on function public.search_words(text) to authenticated, service_role;

-- The summary cards over every booking the reader may see, without reading the rows.
create function public.booking_summary()
returns jsonb
language sql
stable
security invoker
set search_path = public, pg_temp
as $$
  select jsonb_build_object(
    'total', count(*),
    'upcoming', count(*) filter (where status not in ('completed', 'cancelled') and start_time > now()),
    'completed', count(*) filter (where status = 'completed'))
    from bookings
$$;
comment on function public.booking_summary() is
  'The bookings dashboard''s counts: {total, upcoming (not started, neither completed nor cancelled), completed}. Row level security applies (security invoker).';
revoke execute on function public.booking_summary() from public, anon;
grant execute on function public.booking_summary() to authenticated, service_role;
