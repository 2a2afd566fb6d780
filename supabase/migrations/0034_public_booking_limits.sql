-- The public /book page could book out the business: five 180-minute bookings from one visitor filled a day,
-- 200 junk bookings went through in 0.7 s, the 3-per-phone rule was bypassed by writing the number differently,
-- holds were unlimited, and the year 9999 was accepted. The public functions now count, under one lock:
--   * per phone number, normalised (0505419329 and 505419329 are one): 3 bookings per business day, as before;
--   * per client address (request.headers x-forwarded-for, written by the gateway from the socket):
--     10 bookings per 24 hours;
--   * per address or phone, the booked time of one business day: 180 minutes (one long inspection or three
--     short ones), so one visitor cannot fill a day whatever the inspection type;
--   * overall: 30 public bookings per hour; 20 live holds;
--   * one live hold per address: a new hold ends the address's other holds;
--   * a horizon: slots more than 90 days ahead can be neither held nor booked.
-- The numbers live in public.public_booking_settings (one row, admins change it). Staff bookings are not limited.

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
insert into public.public_booking_settings default values;
create trigger set_updated_at before update on public.public_booking_settings
  for each row execute function public.set_updated_at();

alter table public.public_booking_settings enable row level security;
create policy "Staff can read the public booking limits" on public.public_booking_settings
  for select to authenticated using ((select public.is_staff()));
create policy "Admins can change the public booking limits" on public.public_booking_settings
  for update to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'admin')
  with check ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'admin');
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

insert into public.public_booking_requests (booking_id, client_address, phone_normalized, created_at)
select b.id, 'unknown', public.normalize_phone(b.customer_phone), b.created_at
  from public.bookings b where b.created_via = 'public';

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

create or replace function public.hold_booking_slot(p_slot_start timestamptz, p_inspection_type_id uuid, p_hold_id uuid default null)
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
    raise exception using errcode = '22023', message = 'Please choose an inspection type';
  end if;
  if p_slot_start is null or not is_slot_start(p_slot_start) or p_slot_start <= now() then
    raise exception using errcode = '22023', message = 'Please choose one of the available times';
  end if;
  if p_slot_start > now() + make_interval(days => v_limits.horizon_days) then
    raise exception using errcode = '22023', message = format('Please choose a date within the next %s days', v_limits.horizon_days);
  end if;
  v_end := p_slot_start + make_interval(mins => v_duration);
  -- Public bookings and holds are counted one after the other.
  perform pg_advisory_xact_lock(hashtext('public_booking'));
  delete from booking_slot_holds where expires_at <= now();
  if exists (
    select 1 from bookings b
     where b.status <> 'cancelled' and b.start_time is not null and b.end_time is not null
       and tstzrange(b.start_time, b.end_time, '[)') && tstzrange(p_slot_start, v_end, '[)')
  ) then
    raise exception using errcode = '23P01', message = 'This time slot is no longer available. Please select a different time.';
  end if;
  if (select count(*) from booking_slot_holds h
       where not exists (select 1 from booking_slot_hold_clients c where c.hold_id = h.id and c.client_address = v_address))
     >= v_limits.live_holds then
    raise exception using errcode = 'PT429', message = 'Many customers are choosing a time right now. Please try again in a few minutes.';
  end if;
  begin
    insert into booking_slot_holds (inspection_type_id, slot_start, slot_end)
    values (p_inspection_type_id, p_slot_start, v_end)
    returning * into v_hold;
  exception when exclusion_violation then
    raise exception using errcode = '23P01', message = 'This time slot is no longer available. Please select a different time.';
  end;
  insert into booking_slot_hold_clients (hold_id, client_address) values (v_hold.id, v_address);
  -- One live hold per client: this one ends the address's others.
  delete from booking_slot_holds h using booking_slot_hold_clients c
   where c.hold_id = h.id and c.client_address = v_address and h.id <> v_hold.id;
  return json_build_object('id', v_hold.id, 'slot_start', v_hold.slot_start, 'slot_end', v_hold.slot_end,
                           'expires_at', v_hold.expires_at);
end
$$;
comment on function public.hold_booking_slot(timestamptz, uuid, uuid) is
  'Holds a slot for 5 minutes for a customer on /book (releasing their previous hold p_hold_id, and any other hold of the same client address); 23P01 when the time is booked or held; refuses a time beyond the horizon (public_booking_settings.horizon_days) and, with PT429, more live holds than live_holds. Answers {id, slot_start, slot_end, expires_at}; the id is the customer''s token.';

create or replace function public.create_public_booking(p_booking jsonb) returns json
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
  v_next_year integer := extract(year from (now() at time zone 'Asia/Dubai'))::int + 1;
  v_limits public_booking_settings;
  v_client text := request_client_address();
  v_phone_key text;
  v_day_start timestamptz;
begin
  select * into v_limits from public_booking_settings;
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
  -- Limits count the number however it is written; it must be a real one.
  v_phone_key := normalize_phone(v_phone);
  if not is_plausible_phone(v_phone_key) then
    raise exception using errcode = '22023', message = 'Please enter a valid phone number';
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
    if v_start > now() + make_interval(days => v_limits.horizon_days) then
      raise exception using errcode = '22023', message = format('Please choose a date within the next %s days', v_limits.horizon_days);
    end if;
    v_end := v_start + make_interval(mins => v_duration);
  else
    v_lat := null; v_lng := null; v_start := null; v_end := null; v_address := null; v_directions := null;
  end if;

  -- The limits of public_booking_settings, counted one request after the other (one lock for all public
  -- bookings and holds: the page's traffic is small, and a flood waits its turn instead of racing the counts).
  perform pg_advisory_xact_lock(hashtext('public_booking'));
  v_day_start := date_trunc('day', now() at time zone 'Asia/Dubai') at time zone 'Asia/Dubai';
  if (select count(*) from public_booking_requests q
       where q.phone_normalized = v_phone_key and q.created_at >= v_day_start) >= v_limits.phone_bookings_per_day then
    raise exception using errcode = 'PT429',
      message = format('This phone number already has %s bookings today. Please call us to book more.', v_limits.phone_bookings_per_day);
  end if;
  if (select count(*) from public_booking_requests q where q.created_at > now() - interval '1 hour') >= v_limits.bookings_per_hour then
    raise exception using errcode = 'PT429',
      message = 'We are receiving many online bookings right now. Please try again later or call us.';
  end if;
  if (select count(*) from public_booking_requests q
       where q.client_address = v_client and q.created_at > now() - interval '24 hours') >= v_limits.address_bookings_per_day then
    raise exception using errcode = 'PT429', message = 'Too many online bookings from this connection today. Please call us to book more.';
  end if;
  -- One visitor (address or phone) books at most minutes_per_client_day of one business day, so no one can fill it.
  if v_with_location and v_duration + (
       select coalesce(sum(extract(epoch from (b.end_time - b.start_time)) / 60), 0)
         from public_booking_requests q join bookings b on b.id = q.booking_id
        where (q.client_address = v_client or q.phone_normalized = v_phone_key)
          and b.status <> 'cancelled' and b.start_time is not null
          and (b.start_time at time zone 'Asia/Dubai')::date = (v_start at time zone 'Asia/Dubai')::date
     ) > v_limits.minutes_per_client_day then
    raise exception using errcode = 'PT429',
      message = format('Online bookings are limited to %s minutes per customer per day. Please call us to book more.', v_limits.minutes_per_client_day);
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
  insert into public_booking_requests (booking_id, client_address, phone_normalized) values (v_id, v_client, v_phone_key);
  return json_build_object('id', v_id, 'reference', left(v_id::text, 8));
end
$$;
comment on function public.create_public_booking(jsonb) is
  'The public /book page''s only write: validates like the Details step (required fields, digits-only phones of a plausible length, email, year 1900 to next year, location, directions and a slot time within horizon_days when with location), then the limits of public_booking_settings (per normalised phone per business day, per client address per 24 hours, booked minutes per address or phone on one business day, public bookings per hour; PT429), refuses a booked or held time with 23P01, inserts one scheduled booking and answers {id, reference}.';
