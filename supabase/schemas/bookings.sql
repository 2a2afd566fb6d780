-- Bookings: inspection appointments, the day's slots (computed here, in the business time zone), the
-- 5-minute holds of customers on the public /book page and their one write, create_public_booking, within
-- the limits of public_booking_settings. No double booking, whoever writes: live bookings never overlap,
-- except an admin's override.

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
  select i.id from inspectors i where i.user_id = auth.uid()
$$;
comment on function public.current_inspector_id() is
  'The inspector linked to the signed-in account (inspectors.user_id), or null.';
revoke execute on function public.current_inspector_id() from public, anon;
grant execute on function public.current_inspector_id() to authenticated, service_role;

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

create index bookings_start_time_idx on public.bookings (start_time);
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

alter table public.bookings enable row level security;
create policy "Staff can read bookings" on public.bookings for select to authenticated
  using ((select public.is_staff()) and (not (select public.is_inspector()) or inspector_id = (select public.current_inspector_id())));
create policy "Office staff can add bookings" on public.bookings for insert to authenticated
  with check ((select public.is_staff()) and not (select public.is_inspector()));
create policy "Staff can update bookings" on public.bookings for update to authenticated
  using ((select public.is_staff()) and (not (select public.is_inspector()) or inspector_id = (select public.current_inspector_id())))
  with check ((select public.is_staff()) and (not (select public.is_inspector()) or inspector_id = (select public.current_inspector_id())));
create policy "Office staff can delete bookings" on public.bookings for delete to authenticated
  using ((select public.is_staff()) and not (select public.is_inspector()));
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

create table public.booking_slot_holds (
  id uuid primary key default gen_random_uuid(),
  inspection_type_id uuid references public.inspection_types (id) on delete cascade,
  slot_start timestamptz not null,
  slot_end timestamptz not null,
  expires_at timestamptz not null default now() + interval '5 minutes',
  created_at timestamptz not null default now(),
  constraint booking_slot_holds_time_order check (slot_end > slot_start)
);
comment on table public.booking_slot_holds is
  'A time a customer on /book has chosen and is filling in details for: it takes one inspector of that time for everyone else until expires_at (5 minutes), released on submit or a new choice. Holds carry no customer data.';
create index booking_slot_holds_expires_idx on public.booking_slot_holds (expires_at);
create index booking_slot_holds_slot_idx on public.booking_slot_holds (slot_start, slot_end);

alter table public.booking_slot_holds enable row level security;
-- Staff see held times (labelled as held in the admin slot grid); anonymous visitors read nothing. Holds are
-- written only through the functions below.
create policy "Staff can read slot holds" on public.booking_slot_holds for select to authenticated using ((select public.is_staff()));
revoke insert, update, delete, truncate, references, trigger on public.booking_slot_holds from anon, authenticated;

-- The address each hold came from (kept apart from the holds staff read, which carry no customer data).
create table public.booking_slot_hold_clients (
  hold_id uuid primary key references public.booking_slot_holds (id) on delete cascade,
  client_address text not null
);
comment on table public.booking_slot_hold_clients is
  'The client address of each slot hold, so that an address keeps one live hold. No policies: only hold_booking_slot uses it.';
create index booking_slot_hold_clients_address_idx on public.booking_slot_hold_clients (client_address);
alter table public.booking_slot_hold_clients enable row level security;
revoke all on public.booking_slot_hold_clients from anon, authenticated;
-- Selectable, like every table: with no policy, no row is visible.
grant select on public.booking_slot_hold_clients to authenticated;

-- The limits of the public /book page: a visitor cannot book out the business. Counted under one lock per
-- phone number (normalised, so however it is written), per client address, per address or phone on one
-- business day (booked minutes), overall per hour and in live holds; one live hold per address; a horizon.
-- Staff bookings are not limited. Its one row (the defaults) is data, inserted by migration 0034.
create table public.public_booking_settings (
  id boolean primary key default true check (id),
  horizon_days integer not null default 90 check (horizon_days between 1 and 730),
  phone_bookings_per_day integer not null default 3 check (phone_bookings_per_day >= 1),
  address_bookings_per_day integer not null default 10 check (address_bookings_per_day >= 1),
  minutes_per_client_day integer not null default 180 check (minutes_per_client_day >= 15),
  bookings_per_hour integer not null default 30 check (bookings_per_hour >= 1),
  live_holds integer not null default 20 check (live_holds >= 1),
  updated_at timestamptz not null default now()
);
comment on table public.public_booking_settings is
  'The limits of the public /book page (one row): how far ahead customers may book (horizon_days), bookings per normalised phone per business day, per client address per 24 hours, booked minutes per address or phone on one business day, public bookings per hour overall, and live slot holds overall.';
create trigger set_updated_at before update on public.public_booking_settings
  for each row execute function public.set_updated_at();

alter table public.public_booking_settings enable row level security;
create policy "Staff can read the public booking limits" on public.public_booking_settings
  for select to authenticated using ((select public.is_staff()) and not (select public.is_inspector()));
create policy "Admins can change the public booking limits" on public.public_booking_settings
  for update to authenticated
  using ((select public.is_staff()) and (select public.is_admin()))
  with check ((select public.is_staff()) and (select public.is_admin()));
revoke all on public.public_booking_settings from anon;
revoke insert, delete, truncate, references, trigger on public.public_booking_settings from authenticated;

-- Who made each public booking, for the counts: written and read only by the public booking functions.
create table public.public_booking_requests (
  booking_id uuid primary key references public.bookings (id) on delete cascade,
  client_address text not null,
  phone_normalized text not null,
  created_at timestamptz not null default now()
);
comment on table public.public_booking_requests is
  'One row per booking made on the public page: the client address and normalised phone it came from, which create_public_booking counts its limits by. No policies: only the security definer booking functions use it.';
create index public_booking_requests_address_idx on public.public_booking_requests (client_address, created_at);
create index public_booking_requests_phone_idx on public.public_booking_requests (phone_normalized, created_at);
create index public_booking_requests_created_idx on public.public_booking_requests (created_at);
alter table public.public_booking_requests enable row level security;
revoke all on public.public_booking_requests from anon, authenticated;
-- Selectable, like every table: with no policy, no row is visible.
grant select on public.public_booking_requests to authenticated;

create function public.request_client_address() returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(nullif(btrim(split_part(
           nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ',', 1)), ''), 'unknown')
$$;
comment on function public.request_client_address() is
  'The client''s address: the first entry of x-forwarded-for in request.headers (as PostgREST passes headers; the gateway writes it), or unknown.';
revoke execute on function public.request_client_address() from public, anon, authenticated;

-- Slots: every 15 minutes from 08:00 up to the last start before 21:00 in the business time zone, lasting
-- the inspection type's duration.
create function public.get_available_slots(p_day date, p_inspection_type_id uuid, p_exclude_booking_id uuid default null)
returns table (slot_start timestamptz, slot_end timestamptz, is_available boolean)
language plpgsql
stable
security definer
set search_path = public, pg_temp
as $$
begin
  -- PL/pgSQL so the plan is prepared once per connection (a SQL function's query is planned on every call
  -- before PostgreSQL 18); one pass over the day's bookings, no per-slot subqueries.
  return query
  with slots as materialized (
    select g,
           ((p_day + time '08:00' + make_interval(mins => 15 * g)) at time zone business_time_zone()) as s,
           ((p_day + time '08:00' + make_interval(mins => 15 * g + t.duration_minutes)) at time zone business_time_zone()) as e,
           (time '08:00' + make_interval(mins => 15 * g)) as local_start
      from inspection_types t, generate_series(0, 51) as g  -- 08:00 .. 20:45, the last start before 21:00
     where t.id = p_inspection_type_id
  ),
  -- The day's starts and ends in order: a time's slots are found by binary search (width_bucket), not by a scan.
  day as materialized (
    select min(s) as lo, max(e) as hi, array_agg(s order by g) as starts, array_agg(e order by g) as ends from slots
  ),
  -- Each live booking (other than the edited one) and each time off as the slots it overlaps, first .. last:
  -- slot g overlaps [a, b) when its end is after a and its start before b.
  taken as (
    select x.inspector_id, width_bucket(x.a, day.ends) as first, width_bucket(x.b - interval '1 microsecond', day.starts) - 1 as last
      from day, lateral (
        select b.inspector_id, b.start_time as a, b.end_time as b from bookings b
         where b.status <> 'cancelled' and b.start_time is not null and b.end_time is not null
           and b.id is distinct from p_exclude_booking_id and b.start_time < day.hi and b.end_time > day.lo
        union all
        select o.inspector_id, o.starts_at, o.ends_at from inspector_time_off o
         where o.starts_at < day.hi and o.ends_at > day.lo
      ) x
  ),
  -- Per inspector, the slots taken as bits of one bigint (52 slots).
  busy as (
    select inspector_id, bit_or((1::bigint << (last + 1)) - (1::bigint << first)) as mask
      from taken where first <= last group by inspector_id
  ),
  -- How many active inspectors work each slot (that business day, a start within their hours) and are free for all of it.
  free as (
    select slots.g, count(*) as n
      from slots join inspectors i
        on i.active and extract(dow from p_day)::smallint = any (i.working_days)
       and slots.local_start >= i.work_start and slots.local_start < i.work_end
      left join busy on busy.inspector_id = i.id
     where coalesce(busy.mask, 0) & (1::bigint << slots.g) = 0
     group by slots.g
  ),
  -- The customers' live holds, each taking one inspector over the slots it overlaps.
  held as (
    select width_bucket(h.slot_start, day.ends) as first, width_bucket(h.slot_end - interval '1 microsecond', day.starts) - 1 as last
      from day, booking_slot_holds h
     where h.expires_at > now() and h.slot_start < day.hi and h.slot_end > day.lo
  ),
  holds as (
    select slots.g, count(*) as n from slots join held on slots.g between held.first and held.last group by slots.g
  )
  select slots.s, slots.e, slots.s > now() and coalesce(free.n, 0) > coalesce(holds.n, 0)
    from slots left join free on free.g = slots.g left join holds on holds.g = slots.g
   order by slots.g;
end
$$;
comment on function public.get_available_slots(date, uuid, uuid) is
  'The day''s slots in the business time zone (business_time_zone()): every 15 minutes from 08:00 to the last start before 21:00, lasting the type''s duration_minutes; available when in the future and at least one active inspector works that slot and is free for all of it (no live booking other than p_exclude_booking_id, the booking being edited, no time off) beyond the customers'' live holds overlapping it (each takes one inspector). Security definer so anonymous customers see times, never customer data.';
revoke execute on function public.get_available_slots(date, uuid, uuid) from public;
grant execute on function public.get_available_slots(date, uuid, uuid) to anon, authenticated, service_role;

-- How many more could take [p_start, p_end): free inspectors less the live holds overlapping it.
create function public.slot_capacity(p_start timestamptz, p_end timestamptz)
returns bigint
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select (select count(*) from free_inspectors(p_start, p_end))
       - (select count(*) from booking_slot_holds h
           where h.expires_at > now() and h.slot_start < p_end and h.slot_end > p_start)
$$;
comment on function public.slot_capacity(timestamptz, timestamptz) is
  'Free inspectors for this time less the live holds overlapping it: above 0, one more customer can hold or book it.';
revoke execute on function public.slot_capacity(timestamptz, timestamptz) from public, anon, authenticated;

create function public.is_slot_start(p_start timestamptz) returns boolean
language sql
stable
set search_path = public, pg_temp
as $$
  select extract(second from (p_start at time zone business_time_zone())) = 0
     and extract(minute from (p_start at time zone business_time_zone()))::int % 15 = 0
     and (p_start at time zone business_time_zone())::time >= time '08:00'
     and (p_start at time zone business_time_zone())::time < time '21:00'
$$;
comment on function public.is_slot_start(timestamptz) is
  'True when the time is a slot start in the business time zone: a 15-minute step from 08:00, before 21:00.';
revoke execute on function public.is_slot_start(timestamptz) from public, anon;

create function public.hold_booking_slot(p_slot_start timestamptz, p_inspection_type_id uuid, p_hold_id uuid default null)
returns json
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  v_limits public_booking_settings;
  v_address text := request_client_address();
  v_duration integer;
  v_end timestamptz;
  v_hold booking_slot_holds;
begin
  select * into v_limits from public_booking_settings;
  -- A new choice releases the customer's previous hold.
  if p_hold_id is not null then
    delete from booking_slot_holds where id = p_hold_id;
  end if;
  select duration_minutes into v_duration from inspection_types where id = p_inspection_type_id;
  if v_duration is null then
    raise exception using errcode = '22023', message = 'Please choose an inspection type', hint = 'inspection_type_required';
  end if;
  if p_slot_start is null or not is_slot_start(p_slot_start) or p_slot_start <= now() then
    raise exception using errcode = '22023', message = 'Please choose one of the available times', hint = 'slot_not_offered';
  end if;
  if p_slot_start > now() + make_interval(days => v_limits.horizon_days) then
    raise exception using errcode = '22023', message = format('Please choose a date within the next %s days', v_limits.horizon_days),
      detail = json_build_object('days', v_limits.horizon_days)::text, hint = 'booking_horizon';
  end if;
  v_end := p_slot_start + make_interval(mins => v_duration);
  -- Public bookings and holds are counted one after the other.
  perform pg_advisory_xact_lock(hashtext('public_booking'));
  delete from booking_slot_holds where expires_at <= now();
  -- Each live hold takes one inspector of the time it overlaps.
  if slot_capacity(p_slot_start, v_end) <= 0 then
    raise exception using errcode = '23P01', message = 'This time slot is no longer available. Please select a different time.', hint = 'slot_taken';
  end if;
  if (select count(*) from booking_slot_holds h
       where not exists (select 1 from booking_slot_hold_clients c where c.hold_id = h.id and c.client_address = v_address))
     >= v_limits.live_holds then
    raise exception using errcode = 'PT429', message = 'Many customers are choosing a time right now. Please try again in a few minutes.', hint = 'holds_busy';
  end if;
  insert into booking_slot_holds (inspection_type_id, slot_start, slot_end)
  values (p_inspection_type_id, p_slot_start, v_end)
  returning * into v_hold;
  insert into booking_slot_hold_clients (hold_id, client_address) values (v_hold.id, v_address);
  -- One live hold per client: this one ends the address's others.
  delete from booking_slot_holds h using booking_slot_hold_clients c
   where c.hold_id = h.id and c.client_address = v_address and h.id <> v_hold.id;
  return json_build_object('id', v_hold.id, 'slot_start', v_hold.slot_start, 'slot_end', v_hold.slot_end,
                           'expires_at', v_hold.expires_at);
end
$$;
comment on function public.hold_booking_slot(timestamptz, uuid, uuid) is
  'Holds a slot for 5 minutes for a customer on /book (releasing their previous hold p_hold_id, and any other hold of the same client address); 23P01 when no inspector is left for the time (free inspectors less other customers'' live holds); refuses a time beyond the horizon (public_booking_settings.horizon_days) and, with PT429, more live holds than live_holds. Answers {id, slot_start, slot_end, expires_at}; the id is the customer''s token.';
revoke execute on function public.hold_booking_slot(timestamptz, uuid, uuid) from public;
grant execute on function public.hold_booking_slot(timestamptz, uuid, uuid) to anon, authenticated, service_role;

create function public.release_booking_slot(p_hold_id uuid) returns void
language sql
volatile
security definer
set search_path = public, pg_temp
as $$
  delete from booking_slot_holds where id = p_hold_id or expires_at <= now();
$$;
comment on function public.release_booking_slot(uuid) is
  'Ends a customer''s hold (they left the time step or chose no time); also clears expired holds.';
revoke execute on function public.release_booking_slot(uuid) from public;
grant execute on function public.release_booking_slot(uuid) to anon, authenticated, service_role;

create function public.create_public_booking(p_booking jsonb) returns json
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  v_text text;
  v_name text := btrim(coalesce(p_booking ->> 'customer_name', ''));
  v_phone text := btrim(coalesce(p_booking ->> 'customer_phone', ''));
  v_email text := nullif(btrim(coalesce(p_booking ->> 'customer_email', '')), '');
  v_make text := btrim(coalesce(p_booking ->> 'vehicle_make', ''));
  v_model text := btrim(coalesce(p_booking ->> 'vehicle_model', ''));
  v_year_text text := btrim(coalesce(p_booking ->> 'vehicle_year', ''));
  v_year integer;
  v_seller_name text := nullif(btrim(coalesce(p_booking ->> 'seller_name', '')), '');
  v_seller_phone text := nullif(btrim(coalesce(p_booking ->> 'seller_phone', '')), '');
  v_notes text := nullif(btrim(coalesce(p_booking ->> 'notes', '')), '');
  v_directions text := nullif(btrim(coalesce(p_booking ->> 'location_address', '')), '');
  v_address text := nullif(btrim(coalesce(p_booking ->> 'reversegeocoded_address', '')), '');
  v_type_id uuid;
  v_duration integer;
  v_lat double precision;
  v_lng double precision;
  v_start timestamptz;
  v_end timestamptz;
  v_hold_id uuid;
  v_with_location boolean;
  v_id uuid;
  v_next_year integer := extract(year from (now() at time zone public.business_time_zone()))::int + 1;
  v_limits public_booking_settings;
  v_client text := request_client_address();
  v_phone_key text;
  v_day_start timestamptz;
  v_language text := coalesce(nullif(btrim(coalesce(p_booking ->> 'language', '')), ''), 'en');
begin
  select * into v_limits from public_booking_settings;
  if p_booking is null or jsonb_typeof(p_booking) <> 'object' then
    raise exception using errcode = '22023', message = 'Please fill in all required fields', hint = 'required_fields';
  end if;
  if v_name = '' or v_phone = '' or v_make = '' or v_model = '' or v_year_text = '' then
    raise exception using errcode = '22023', message = 'Please fill in all required fields', hint = 'required_fields';
  end if;
  foreach v_text in array array[v_name, v_make, v_model, v_email, v_seller_name, v_directions, v_address] loop
    if length(v_text) > 200 then
      raise exception using errcode = '22023', message = 'Please keep each field under 200 characters', hint = 'field_too_long';
    end if;
  end loop;
  if length(v_notes) > 2000 then
    raise exception using errcode = '22023', message = 'Please keep the notes under 2000 characters', hint = 'notes_too_long';
  end if;
  if v_phone !~ '^[0-9]{1,10}$' or (v_seller_phone is not null and v_seller_phone !~ '^[0-9]{1,10}$') then
    raise exception using errcode = '22023', message = 'Phone numbers may contain digits only, at most 10', hint = 'phone_digits';
  end if;
  -- Limits count the number however it is written; it must be a real one.
  v_phone_key := normalize_phone(v_phone);
  if not is_plausible_phone(v_phone_key) then
    raise exception using errcode = '22023', message = 'Please enter a valid phone number', hint = 'phone_invalid';
  end if;
  if v_email is not null and v_email !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' then
    raise exception using errcode = '22023', message = 'Please enter a valid email address', hint = 'email_invalid';
  end if;
  if v_year_text !~ '^[0-9]{1,4}$' or v_year_text::int < 1900 or v_year_text::int > v_next_year then
    raise exception using errcode = '22023', message = format('Vehicle year must be between 1900 and %s', v_next_year),
      detail = json_build_object('min', 1900, 'max', v_next_year)::text, hint = 'vehicle_year';
  end if;
  v_year := v_year_text::int;
  if v_language not in ('en', 'ar') then
    raise exception using errcode = '22023', message = 'Please choose English or Arabic', hint = 'language_invalid';
  end if;

  begin
    v_type_id := nullif(p_booking ->> 'inspection_type_id', '')::uuid;
    v_hold_id := nullif(p_booking ->> 'hold_id', '')::uuid;
    v_lat := nullif(p_booking ->> 'latitude', '')::double precision;
    v_lng := nullif(p_booking ->> 'longitude', '')::double precision;
    v_start := nullif(p_booking ->> 'start_time', '')::timestamptz;
  exception when others then
    raise exception using errcode = '22023', message = 'Please fill in all required fields', hint = 'required_fields';
  end;
  select duration_minutes into v_duration from inspection_types where id = v_type_id;
  if v_duration is null then
    raise exception using errcode = '22023', message = 'Please choose an inspection type', hint = 'inspection_type_required';
  end if;

  -- With a location the customer chose the place and the time; without, the team coordinates.
  v_with_location := coalesce(p_booking ->> 'booking_type', '') = 'with_location'
    or (coalesce(p_booking ->> 'booking_type', '') = '' and (v_start is not null or v_lat is not null or v_lng is not null));
  if v_with_location then
    if v_lat is null or v_lng is null or v_lat not between -90 and 90 or v_lng not between -180 and 180 then
      raise exception using errcode = '22023', message = 'Please choose a location on the map', hint = 'location_required';
    end if;
    if v_directions is null then
      raise exception using errcode = '22023', message = 'Please add directions to the location', hint = 'directions_required';
    end if;
    if v_start is null then
      raise exception using errcode = '22023', message = 'Please choose a date and time', hint = 'date_time_required';
    end if;
    if not is_slot_start(v_start) or v_start <= now() then
      raise exception using errcode = '22023', message = 'Please choose one of the available times', hint = 'slot_not_offered';
    end if;
    if v_start > now() + make_interval(days => v_limits.horizon_days) then
      raise exception using errcode = '22023', message = format('Please choose a date within the next %s days', v_limits.horizon_days),
      detail = json_build_object('days', v_limits.horizon_days)::text, hint = 'booking_horizon';
    end if;
    v_end := v_start + make_interval(mins => v_duration);
  else
    v_lat := null; v_lng := null; v_start := null; v_end := null; v_address := null; v_directions := null;
  end if;

  -- The limits of public_booking_settings, counted one request after the other (one lock for all public
  -- bookings and holds: the page's traffic is small, and a flood waits its turn instead of racing the counts).
  perform pg_advisory_xact_lock(hashtext('public_booking'));
  v_day_start := date_trunc('day', now() at time zone public.business_time_zone()) at time zone public.business_time_zone();
  if (select count(*) from public_booking_requests q
       where q.phone_normalized = v_phone_key and q.created_at >= v_day_start) >= v_limits.phone_bookings_per_day then
    raise exception using errcode = 'PT429',
      message = format('This phone number already has %s bookings today. Please call us to book more.', v_limits.phone_bookings_per_day),
      detail = json_build_object('count', v_limits.phone_bookings_per_day)::text, hint = 'phone_daily_limit';
  end if;
  if (select count(*) from public_booking_requests q where q.created_at > now() - interval '1 hour') >= v_limits.bookings_per_hour then
    raise exception using errcode = 'PT429',
      message = 'We are receiving many online bookings right now. Please try again later or call us.', hint = 'hourly_limit';
  end if;
  if (select count(*) from public_booking_requests q
       where q.client_address = v_client and q.created_at > now() - interval '24 hours') >= v_limits.address_bookings_per_day then
    raise exception using errcode = 'PT429', message = 'Too many online bookings from this connection today. Please call us to book more.', hint = 'address_daily_limit';
  end if;
  -- One visitor (address or phone) books at most minutes_per_client_day of one business day, so no one can fill it.
  if v_with_location and v_duration + (
       select coalesce(sum(extract(epoch from (b.end_time - b.start_time)) / 60), 0)
         from public_booking_requests q join bookings b on b.id = q.booking_id
        where (q.client_address = v_client or q.phone_normalized = v_phone_key)
          and b.status <> 'cancelled' and b.start_time is not null
          and (b.start_time at time zone public.business_time_zone())::date = (v_start at time zone public.business_time_zone())::date
     ) > v_limits.minutes_per_client_day then
    raise exception using errcode = 'PT429',
      message = format('Online bookings are limited to %s minutes per customer per day. Please call us to book more.', v_limits.minutes_per_client_day),
      detail = json_build_object('minutes', v_limits.minutes_per_client_day)::text, hint = 'client_minutes_limit';
  end if;

  if v_with_location then
    -- Each other customer's hold on this time takes one inspector; the customer's own hold is used up.
    delete from booking_slot_holds where expires_at <= now() or id = v_hold_id;
    if slot_capacity(v_start, v_end) <= 0 then
      raise exception using errcode = '23P01', message = 'This time slot is no longer available. Please select a different time.', hint = 'slot_taken';
    end if;
  end if;

  begin
    insert into bookings (customer_name, customer_email, customer_phone, vehicle_make, vehicle_model, vehicle_year,
                          notes, location_address, reversegeocoded_address, inspection_type_id, latitude, longitude,
                          start_time, end_time, status, seller_name, seller_phone, created_via, language)
    values (v_name, v_email, v_phone, v_make, v_model, v_year, v_notes, v_directions, v_address, v_type_id,
            v_lat, v_lng, v_start, v_end, 'scheduled', v_seller_name, v_seller_phone, 'public', v_language)
    returning id into v_id;
  exception when exclusion_violation then
    raise exception using errcode = '23P01', message = 'This time slot is no longer available. Please select a different time.', hint = 'slot_taken';
  end;
  insert into public_booking_requests (booking_id, client_address, phone_normalized) values (v_id, v_client, v_phone_key);
  return json_build_object('id', v_id, 'reference', left(v_id::text, 8));
end
$$;
comment on function public.create_public_booking(jsonb) is
  'The public /book page''s only write: validates like the Details step (required fields, digits-only phones of a plausible length, email, year 1900 to next year, location, directions and a slot time within horizon_days when with location), then the limits of public_booking_settings (per normalised phone per business day, per client address per 24 hours, booked minutes per address or phone on one business day, public bookings per hour; PT429), refuses a time no inspector is left for (booked, or held by other customers) with 23P01, inserts one scheduled booking in the customer''s language (p_booking.language: en, the default, or ar; anything else 22023) and answers {id, reference}.';
revoke execute on function public.create_public_booking(jsonb) from public;
grant execute on function public.create_public_booking(jsonb) to anon, authenticated, service_role;

-- The public /book page's catalogue (anonymous visitors read no table).
create function public.get_public_inspection_types()
returns table (id uuid, name text, name_en text, tag text, duration_minutes integer, actual_price numeric, current_price numeric, features text[], tag_ar text, features_ar text[])
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select t.id, t.name, t.name_en, t.tag, t.duration_minutes, t.actual_price, t.current_price, t.features, t.tag_ar, t.features_ar
    from inspection_types t
   where t.duration_minutes is not null and t.duration_minutes > 0
   order by coalesce(t.name_en, t.name)
$$;
comment on function public.get_public_inspection_types() is
  'The inspection types a customer on /book can choose (name, tag, duration, prices, what each includes; tag_ar and features_ar in Arabic), by name; anonymous visitors read no table directly.';
revoke execute on function public.get_public_inspection_types() from public;
grant execute on function public.get_public_inspection_types() to anon, authenticated, service_role;

-- The bookings dashboard's All table reads one page at a time (docs/areas/bookings.md#bookings-dashboard): before, it read all bookings (5,000 rows,
-- ~3.9 MB of JSON) before its first paint. Search and the Inspector filter apply here, over every booking, so the
-- table pages through the matching rows only; the counts of the summary cards come from booking_summary().
create function public.list_bookings(
  p_search text default '',
  p_inspector text default '',
  p_offset integer default 0,
  p_limit integer default 100
)
returns jsonb
language sql
stable
security invoker
set search_path = public, pg_temp
as $$
  with words as (
    select coalesce(array_agg(w), '{}') as list
      from regexp_split_to_table(lower(btrim(coalesce(p_search, ''))), '\s+') as w
     where w <> ''
  ),
  matching as (
    select b.id, b.start_time
      from bookings b
      left join inspection_types t on t.id = b.inspection_type_id
      cross join words
     where case coalesce(p_inspector, '')
             when '' then true
             when 'none' then b.inspector_id is null
             else b.inspector_id::text = p_inspector
           end
       and (cardinality(words.list) = 0 or not exists (
             select 1
               from unnest(words.list) as w
              where strpos(lower(concat_ws(' ', b.customer_name, b.customer_phone, b.customer_email, b.vehicle_make,
                      b.vehicle_model, b.vehicle_year, b.seller_name, b.seller_phone, b.reversegeocoded_address,
                      b.location_address, t.name_en, t.name, left(b.id::text, 8))), w) = 0))
  ),
  page as (
    select m.id, m.start_time
      from matching m
     order by m.start_time asc nulls last, m.id
     limit least(greatest(coalesce(p_limit, 100), 0), 500)
    offset greatest(coalesce(p_offset, 0), 0)
  )
  select jsonb_build_object(
    'total', (select count(*) from matching),
    'rows', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', b.id, 'customer_name', b.customer_name, 'customer_email', b.customer_email,
               'customer_phone', b.customer_phone, 'vehicle_make', b.vehicle_make, 'vehicle_model', b.vehicle_model,
               'vehicle_year', b.vehicle_year, 'notes', b.notes, 'location_address', b.location_address,
               'reversegeocoded_address', b.reversegeocoded_address, 'inspection_type_id', b.inspection_type_id,
               'latitude', b.latitude, 'longitude', b.longitude, 'start_time', b.start_time, 'end_time', b.end_time,
               'status', b.status, 'seller_name', b.seller_name, 'seller_phone', b.seller_phone,
               'is_override', b.is_override, 'language', b.language, 'created_at', b.created_at,
               'inspection_types', case when t.id is null then null else jsonb_build_object(
                 'name', t.name, 'name_en', t.name_en, 'current_price', t.current_price,
                 'duration_minutes', t.duration_minutes) end,
               'inspector_id', b.inspector_id,
               'inspectors', case when i.id is null then null else jsonb_build_object('full_name', i.full_name) end)
             order by p.start_time asc nulls last, p.id)
        from page p
        join bookings b on b.id = p.id
        left join inspection_types t on t.id = b.inspection_type_id
        left join inspectors i on i.id = b.inspector_id
    ), '[]'::jsonb))
$$;
comment on function public.list_bookings(text, text, integer, integer) is
  'One page of the bookings dashboard''s All table: {total, rows}. Rows as the screens read them (the type''s name, price and duration, the inspector''s name), by start time (untimed last), then id. p_search: every word (case-insensitive) in the customer, seller, vehicle, location, type or reference; p_inspector: '''' everyone, ''none'' bookings without one, else an inspector''s id. Row level security applies (security invoker).';
revoke execute on function public.list_bookings(text, text, integer, integer) from public, anon;
grant execute on function public.list_bookings(text, text, integer, integer) to authenticated, service_role;

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
