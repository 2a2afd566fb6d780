-- Bookings: inspection appointments, the day's slots (computed here, in the business time zone), the
-- 5-minute holds of customers on the public /book page and their one write, create_public_booking.
-- No double booking, whoever writes: live bookings never overlap, except an admin's override.

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
  constraint bookings_time_order check (end_time is null or start_time is null or end_time > start_time),
  constraint bookings_no_overlap exclude using gist (tstzrange(start_time, end_time, '[)') with &&)
    where (status <> 'cancelled' and not is_override and start_time is not null and end_time is not null)
);
comment on table public.bookings is
  'Inspection appointments. location_address holds the additional directions, reversegeocoded_address the address found for latitude/longitude. Created scheduled; saving an inspection sets in_progress, submitting completed.';
comment on column public.bookings.is_override is
  'An admin chose to book over an existing booking; overrides are the only bookings allowed to overlap.';
comment on column public.bookings.created_via is
  'staff (the back office) or public (a customer through create_public_booking).';

create index bookings_start_time_idx on public.bookings (start_time);
create index bookings_end_time_idx on public.bookings (end_time);
create index bookings_inspection_type_id_idx on public.bookings (inspection_type_id);
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
    raise exception using errcode = '42501', message = 'Only an admin can override a booked slot';
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
create policy "Staff can read bookings" on public.bookings for select to authenticated using ((select public.is_staff()));
create policy "Staff can add bookings" on public.bookings for insert to authenticated with check ((select public.is_staff()));
create policy "Staff can update bookings" on public.bookings for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));
create policy "Staff can delete bookings" on public.bookings for delete to authenticated using ((select public.is_staff()));
revoke insert, update, delete, truncate, references, trigger on public.bookings from anon;

create table public.booking_slot_holds (
  id uuid primary key default gen_random_uuid(),
  inspection_type_id uuid references public.inspection_types (id) on delete cascade,
  slot_start timestamptz not null,
  slot_end timestamptz not null,
  expires_at timestamptz not null default now() + interval '5 minutes',
  created_at timestamptz not null default now(),
  constraint booking_slot_holds_time_order check (slot_end > slot_start),
  -- Two customers cannot hold overlapping times; expired holds are deleted before a new one.
  constraint booking_slot_holds_no_overlap exclude using gist (tstzrange(slot_start, slot_end, '[)') with &&)
);
comment on table public.booking_slot_holds is
  'A time a customer on /book has chosen and is filling in details for: taken for everyone else until expires_at (5 minutes), released on submit or a new choice. Holds carry no customer data.';
create index booking_slot_holds_expires_idx on public.booking_slot_holds (expires_at);

alter table public.booking_slot_holds enable row level security;
-- Staff see held times (labelled as held in the admin slot grid); anonymous visitors read nothing. Holds are
-- written only through the functions below.
create policy "Staff can read slot holds" on public.booking_slot_holds for select to authenticated using ((select public.is_staff()));
revoke insert, update, delete, truncate, references, trigger on public.booking_slot_holds from anon, authenticated;

-- Slots: every 15 minutes from 08:00 up to the last start before 21:00 in the business time zone, lasting
-- the inspection type's duration.
create function public.get_available_slots(p_day date, p_inspection_type_id uuid, p_exclude_booking_id uuid default null)
returns table (slot_start timestamptz, slot_end timestamptz, is_available boolean)
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  with type as (
    select t.duration_minutes from inspection_types t where t.id = p_inspection_type_id
  ),
  slots as (
    select ((p_day + time '08:00' + make_interval(mins => 15 * g)) at time zone business_time_zone()) as s,
           ((p_day + time '08:00' + make_interval(mins => 15 * g + type.duration_minutes)) at time zone business_time_zone()) as e
      from type, generate_series(0, 51) as g  -- 08:00 .. 20:45, the last start before 21:00
  )
  select slots.s, slots.e,
         slots.s > now()
         and not exists (
           select 1 from bookings b
            where b.status <> 'cancelled'
              and b.start_time is not null and b.end_time is not null
              and b.id is distinct from p_exclude_booking_id
              and tstzrange(b.start_time, b.end_time, '[)') && tstzrange(slots.s, slots.e, '[)'))
         and not exists (
           select 1 from booking_slot_holds h
            where h.expires_at > now()
              and tstzrange(h.slot_start, h.slot_end, '[)') && tstzrange(slots.s, slots.e, '[)'))
    from slots
   order by slots.s
$$;
comment on function public.get_available_slots(date, uuid, uuid) is
  'The day''s slots in the business time zone (business_time_zone()): every 15 minutes from 08:00 to the last start before 21:00, lasting the type''s duration_minutes; unavailable when past, overlapping a live booking (other than p_exclude_booking_id, the booking being edited) or held by a customer. Security definer so anonymous customers see times, never customer data.';
revoke execute on function public.get_available_slots(date, uuid, uuid) from public;
grant execute on function public.get_available_slots(date, uuid, uuid) to anon, authenticated, service_role;

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
  v_duration integer;
  v_end timestamptz;
  v_hold booking_slot_holds;
begin
  -- A new choice releases the customer's previous hold.
  if p_hold_id is not null then
    delete from booking_slot_holds where id = p_hold_id;
  end if;
  select duration_minutes into v_duration from inspection_types where id = p_inspection_type_id;
  if v_duration is null then
    raise exception using errcode = '22023', message = 'Please choose an inspection type';
  end if;
  if p_slot_start is null or not is_slot_start(p_slot_start) or p_slot_start <= now() then
    raise exception using errcode = '22023', message = 'Please choose one of the available times';
  end if;
  v_end := p_slot_start + make_interval(mins => v_duration);
  delete from booking_slot_holds where expires_at <= now();
  if exists (
    select 1 from bookings b
     where b.status <> 'cancelled' and b.start_time is not null and b.end_time is not null
       and tstzrange(b.start_time, b.end_time, '[)') && tstzrange(p_slot_start, v_end, '[)')
  ) then
    raise exception using errcode = '23P01', message = 'This time slot is no longer available. Please select a different time.';
  end if;
  begin
    insert into booking_slot_holds (inspection_type_id, slot_start, slot_end)
    values (p_inspection_type_id, p_slot_start, v_end)
    returning * into v_hold;
  exception when exclusion_violation then
    raise exception using errcode = '23P01', message = 'This time slot is no longer available. Please select a different time.';
  end;
  return json_build_object('id', v_hold.id, 'slot_start', v_hold.slot_start, 'slot_end', v_hold.slot_end,
                           'expires_at', v_hold.expires_at);
end
$$;
comment on function public.hold_booking_slot(timestamptz, uuid, uuid) is
  'Holds a slot for 5 minutes for a customer on /book (releasing their previous hold p_hold_id); 23P01 when the time is booked or held. Answers {id, slot_start, slot_end, expires_at}; the id is the customer''s token.';
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
begin
  if p_booking is null or jsonb_typeof(p_booking) <> 'object' then
    raise exception using errcode = '22023', message = 'Please fill in all required fields';
  end if;
  if v_name = '' or v_phone = '' or v_make = '' or v_model = '' or v_year_text = '' then
    raise exception using errcode = '22023', message = 'Please fill in all required fields';
  end if;
  foreach v_text in array array[v_name, v_make, v_model, v_email, v_seller_name, v_directions, v_address] loop
    if length(v_text) > 200 then
      raise exception using errcode = '22023', message = 'Please keep each field under 200 characters';
    end if;
  end loop;
  if length(v_notes) > 2000 then
    raise exception using errcode = '22023', message = 'Please keep the notes under 2000 characters';
  end if;
  if v_phone !~ '^[0-9]{1,10}$' or (v_seller_phone is not null and v_seller_phone !~ '^[0-9]{1,10}$') then
    raise exception using errcode = '22023', message = 'Phone numbers may contain digits only, at most 10';
  end if;
  if v_email is not null and v_email !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' then
    raise exception using errcode = '22023', message = 'Please enter a valid email address';
  end if;
  if v_year_text !~ '^[0-9]{1,4}$' or v_year_text::int < 1900 or v_year_text::int > v_next_year then
    raise exception using errcode = '22023', message = format('Vehicle year must be between 1900 and %s', v_next_year);
  end if;
  v_year := v_year_text::int;

  begin
    v_type_id := nullif(p_booking ->> 'inspection_type_id', '')::uuid;
    v_hold_id := nullif(p_booking ->> 'hold_id', '')::uuid;
    v_lat := nullif(p_booking ->> 'latitude', '')::double precision;
    v_lng := nullif(p_booking ->> 'longitude', '')::double precision;
    v_start := nullif(p_booking ->> 'start_time', '')::timestamptz;
  exception when others then
    raise exception using errcode = '22023', message = 'Please fill in all required fields';
  end;
  select duration_minutes into v_duration from inspection_types where id = v_type_id;
  if v_duration is null then
    raise exception using errcode = '22023', message = 'Please choose an inspection type';
  end if;

  -- With a location the customer chose the place and the time; without, the team coordinates.
  v_with_location := coalesce(p_booking ->> 'booking_type', '') = 'with_location'
    or (coalesce(p_booking ->> 'booking_type', '') = '' and (v_start is not null or v_lat is not null or v_lng is not null));
  if v_with_location then
    if v_lat is null or v_lng is null or v_lat not between -90 and 90 or v_lng not between -180 and 180 then
      raise exception using errcode = '22023', message = 'Please choose a location on the map';
    end if;
    if v_directions is null then
      raise exception using errcode = '22023', message = 'Please add directions to the location';
    end if;
    if v_start is null then
      raise exception using errcode = '22023', message = 'Please choose a date and time';
    end if;
    if not is_slot_start(v_start) or v_start <= now() then
      raise exception using errcode = '22023', message = 'Please choose one of the available times';
    end if;
    v_end := v_start + make_interval(mins => v_duration);
  else
    v_lat := null; v_lng := null; v_start := null; v_end := null; v_address := null; v_directions := null;
  end if;

  -- At most 3 bookings per phone number per (business) day from the public page. The lock
  -- makes simultaneous requests for one phone number count one after the other.
  perform pg_advisory_xact_lock(hashtext('create_public_booking:' || v_phone));
  if (select count(*) from bookings b
       where b.created_via = 'public' and b.customer_phone = v_phone
         and b.created_at >= (date_trunc('day', now() at time zone public.business_time_zone()) at time zone public.business_time_zone())) >= 3 then
    raise exception using errcode = 'PT429',
      message = 'This phone number already has 3 bookings today. Please call us to book more.';
  end if;

  if v_with_location then
    -- Someone else's hold on this time counts as taken; the customer's own hold is used up.
    delete from booking_slot_holds where expires_at <= now() or id = v_hold_id;
    if exists (select 1 from booking_slot_holds h
                where tstzrange(h.slot_start, h.slot_end, '[)') && tstzrange(v_start, v_end, '[)')) then
      raise exception using errcode = '23P01', message = 'This time slot is no longer available. Please select a different time.';
    end if;
  end if;

  begin
    insert into bookings (customer_name, customer_email, customer_phone, vehicle_make, vehicle_model, vehicle_year,
                          notes, location_address, reversegeocoded_address, inspection_type_id, latitude, longitude,
                          start_time, end_time, status, seller_name, seller_phone, created_via)
    values (v_name, v_email, v_phone, v_make, v_model, v_year, v_notes, v_directions, v_address, v_type_id,
            v_lat, v_lng, v_start, v_end, 'scheduled', v_seller_name, v_seller_phone, 'public')
    returning id into v_id;
  exception when exclusion_violation then
    raise exception using errcode = '23P01', message = 'This time slot is no longer available. Please select a different time.';
  end;
  return json_build_object('id', v_id, 'reference', left(v_id::text, 8));
end
$$;
comment on function public.create_public_booking(jsonb) is
  'The public /book page''s only write: validates like the Details step (required fields, digits-only phones, email, year 1900 to next year, location, directions and a slot time when with location), at most 3 bookings per phone per business day (business_time_zone()), refuses a booked or held time with 23P01, inserts one scheduled booking and answers {id, reference}.';
revoke execute on function public.create_public_booking(jsonb) from public;
grant execute on function public.create_public_booking(jsonb) to anon, authenticated, service_role;

-- The public /book page's catalogue (anonymous visitors read no table).
create function public.get_public_inspection_types()
returns table (id uuid, name text, name_en text, tag text, duration_minutes integer, actual_price numeric, current_price numeric)
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select t.id, t.name, t.name_en, t.tag, t.duration_minutes, t.actual_price, t.current_price
    from inspection_types t
   where t.duration_minutes is not null and t.duration_minutes > 0
   order by coalesce(t.name_en, t.name)
$$;
comment on function public.get_public_inspection_types() is
  'The inspection types a customer on /book can choose (name, tag, duration, prices), by name; anonymous visitors read no table directly.';
revoke execute on function public.get_public_inspection_types() from public;
grant execute on function public.get_public_inspection_types() to anon, authenticated, service_role;
