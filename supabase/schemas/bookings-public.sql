-- Bookings, the public page: the limits of public_booking_settings, who made each public booking, and /book's
-- catalogue and its one write, create_public_booking, by step (docs/areas/bookings.md).

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
  live_holds integer not null default 3 check (live_holds >= 1),
  updated_at timestamptz not null default now(),
  holds_per_client_day integer not null default 30 check (holds_per_client_day >= 1),
  change_cutoff_hours integer not null default 24 check (change_cutoff_hours between 0 and 720)
);
comment on table public.public_booking_settings is
  'The limits of the public /book page (one row): how far ahead customers may book (horizon_days), bookings per normalised phone per business day, per client address per 24 hours, booked minutes per address or phone on one business day, public bookings per hour per client network (IPv4 /24, IPv6 /56), live slot holds per client network, slot holds made per client network per business day (holds_per_client_day), and how many hours before the start a customer may still reschedule or cancel through their link (change_cutoff_hours). No cap is global: a few networks cannot shut the page for everyone.';
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

-- Limits that would be global are counted per client network instead: one holder usually has a whole IPv4 /24 or
-- IPv6 /56 (docs/areas/bookings.md#limits-of-the-public-page).
create function public.client_network(p_address text) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_address inet;
begin
  begin
    v_address := regexp_replace(p_address, '^::ffff:(\d+\.\d+\.\d+\.\d+)$', '\1', 'i')::inet;
  exception when others then
    return p_address;
  end;
  return network(set_masklen(v_address, case family(v_address) when 4 then 24 else 56 end))::text;
end
$$;
comment on function public.client_network(text) is
  'The client network of an address, which the public page''s would-be global limits are counted by: its IPv4 /24 or IPv6 /56 (10.1.2.0/24), the text itself when not an address.';
revoke execute on function public.client_network(text) from public, anon, authenticated;

-- create_public_booking by step: the customer's details, the type, place and time, the limits, then the write.
-- The steps run inside it (security definer); nobody calls them directly.

-- Step 1: the Details step's rules. A booking row with the customer's details, trimmed, optional ones null.
create function public.public_booking_details(p_booking jsonb) returns public.bookings
language plpgsql
stable
set search_path = public, pg_temp
as $$
declare
  v_row bookings;
  v_text text;
  v_year_text text := btrim(coalesce(p_booking ->> 'vehicle_year', ''));
  v_next_year integer := extract(year from (now() at time zone public.business_time_zone()))::int + 1;
begin
  if p_booking is null or jsonb_typeof(p_booking) <> 'object' then
    raise exception using errcode = '22023', message = 'Please fill in all required fields', hint = 'required_fields';
  end if;
  v_row.customer_name := btrim(coalesce(p_booking ->> 'customer_name', ''));
  v_row.customer_phone := btrim(coalesce(p_booking ->> 'customer_phone', ''));
  v_row.customer_email := nullif(btrim(coalesce(p_booking ->> 'customer_email', '')), '');
  v_row.vehicle_make := btrim(coalesce(p_booking ->> 'vehicle_make', ''));
  v_row.vehicle_model := btrim(coalesce(p_booking ->> 'vehicle_model', ''));
  v_row.seller_name := nullif(btrim(coalesce(p_booking ->> 'seller_name', '')), '');
  v_row.seller_phone := nullif(btrim(coalesce(p_booking ->> 'seller_phone', '')), '');
  v_row.notes := nullif(btrim(coalesce(p_booking ->> 'notes', '')), '');
  v_row.location_address := nullif(btrim(coalesce(p_booking ->> 'location_address', '')), '');
  v_row.reversegeocoded_address := nullif(btrim(coalesce(p_booking ->> 'reversegeocoded_address', '')), '');
  v_row.language := coalesce(nullif(btrim(coalesce(p_booking ->> 'language', '')), ''), 'en');
  if v_row.customer_name = '' or v_row.customer_phone = '' or v_row.vehicle_make = '' or v_row.vehicle_model = ''
     or v_year_text = '' then
    raise exception using errcode = '22023', message = 'Please fill in all required fields', hint = 'required_fields';
  end if;
  foreach v_text in array array[v_row.customer_name, v_row.vehicle_make, v_row.vehicle_model, v_row.customer_email,
                                v_row.seller_name, v_row.location_address, v_row.reversegeocoded_address] loop
    if length(v_text) > 200 then
      raise exception using errcode = '22023', message = 'Please keep each field under 200 characters', hint = 'field_too_long';
    end if;
  end loop;
  -- Names as the Details step checks them (isValidName in libs/bookings/domain): at most 80 characters, no controls,
  -- digits, symbols other than . ' -, general punctuation or emoji, and no web address (a dot and two letters).
  foreach v_text in array array[v_row.customer_name, v_row.seller_name] loop
    if length(v_text) > 80
       or v_text ~ '[\u0001-\u001f\u007f-\u009f0-9!"#$%&()*+,/:;<=>?@[\\\]^_`{|}~\u0660-\u0669\u06f0-\u06f9\u2000-\u2018\u201a-\u2bff\ufeff\U00010000-\U0010ffff]'
       or v_text ~ '\.[^ .''-]{2}' then
      raise exception using errcode = '22023', message = 'Please enter a name of at most 80 letters, spaces and . '' -',
        hint = 'name_invalid';
    end if;
  end loop;
  if length(v_row.notes) > 2000 then
    raise exception using errcode = '22023', message = 'Please keep the notes under 2000 characters', hint = 'notes_too_long';
  end if;
  -- A phone as people write it (PHONE_INPUT_PATTERN in libs/shared/domain): digits, spaces, dashes, dots, brackets, a leading +.
  if v_row.customer_phone !~ '^\+?[0-9\u0660-\u0669\u06f0-\u06f9 ().-]{1,24}$'
     or v_row.seller_phone !~ '^\+?[0-9\u0660-\u0669\u06f0-\u06f9 ().-]{1,24}$' then
    raise exception using errcode = '22023', message = 'Phone numbers may contain digits, spaces, dashes and brackets, with + only at the start',
      hint = 'phone_digits';
  end if;
  -- Limits count the number however it is written; it must be a real one (stored in E.164: phone-numbers.sql).
  if not is_plausible_phone(normalize_phone(v_row.customer_phone))
     or (v_row.seller_phone is not null and not is_plausible_phone(normalize_phone(v_row.seller_phone))) then
    raise exception using errcode = '22023', message = 'Please enter a valid phone number', hint = 'phone_invalid';
  end if;
  if v_row.customer_email is not null and v_row.customer_email !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' then
    raise exception using errcode = '22023', message = 'Please enter a valid email address', hint = 'email_invalid';
  end if;
  if v_year_text !~ '^[0-9]{1,4}$' or v_year_text::int < 1900 or v_year_text::int > v_next_year then
    raise exception using errcode = '22023', message = format('Vehicle year must be between 1900 and %s', v_next_year),
      detail = json_build_object('min', 1900, 'max', v_next_year)::text, hint = 'vehicle_year';
  end if;
  v_row.vehicle_year := v_year_text::int;
  if v_row.language not in ('en', 'ar') then
    raise exception using errcode = '22023', message = 'Please choose English or Arabic', hint = 'language_invalid';
  end if;
  return v_row;
end
$$;
comment on function public.public_booking_details(jsonb) is
  'create_public_booking''s first step: the Details step''s rules (required fields, names of at most 80 letters, spaces and . '' -, lengths, phones as people write them (digits, spaces, dashes, brackets, a leading +) of a plausible length, email, year 1900 to next year, language en or ar; 22023 with its code otherwise); answers a booking row holding the customer''s details, trimmed, optional ones null.';
revoke execute on function public.public_booking_details(jsonb) from public, anon, authenticated;

-- Step 2: the type, and with a location the place and a slot time within the horizon; without, the team coordinates.
create function public.public_booking_place_and_time(p_booking jsonb, p_row public.bookings, p_limits public.public_booking_settings)
returns public.bookings
language plpgsql
stable
set search_path = public, pg_temp
as $$
declare
  v_row bookings := p_row;
  v_with_location boolean;
begin
  begin
    v_row.inspection_type_id := nullif(p_booking ->> 'inspection_type_id', '')::uuid;
    perform nullif(p_booking ->> 'hold_id', '')::uuid;
    v_row.latitude := nullif(p_booking ->> 'latitude', '')::double precision;
    v_row.longitude := nullif(p_booking ->> 'longitude', '')::double precision;
    v_row.start_time := nullif(p_booking ->> 'start_time', '')::timestamptz;
  exception when others then
    raise exception using errcode = '22023', message = 'Please fill in all required fields', hint = 'required_fields';
  end;
  if not exists (select 1 from inspection_types where id = v_row.inspection_type_id and duration_minutes is not null) then
    raise exception using errcode = '22023', message = 'Please choose an inspection type', hint = 'inspection_type_required';
  end if;
  v_with_location := coalesce(p_booking ->> 'booking_type', '') = 'with_location'
    or (coalesce(p_booking ->> 'booking_type', '') = ''
        and (v_row.start_time is not null or v_row.latitude is not null or v_row.longitude is not null));
  if not v_with_location then
    v_row.latitude := null; v_row.longitude := null; v_row.start_time := null; v_row.end_time := null;
    v_row.reversegeocoded_address := null; v_row.location_address := null;
    return v_row;
  end if;
  if v_row.latitude is null or v_row.longitude is null or v_row.latitude not between -90 and 90
     or v_row.longitude not between -180 and 180 then
    raise exception using errcode = '22023', message = 'Please choose a location on the map', hint = 'location_required';
  end if;
  if v_row.location_address is null then
    raise exception using errcode = '22023', message = 'Please add directions to the location', hint = 'directions_required';
  end if;
  if v_row.start_time is null then
    raise exception using errcode = '22023', message = 'Please choose a date and time', hint = 'date_time_required';
  end if;
  -- The slot rules of holds and moves too (bookings-slots.sql).
  v_row.end_time := public_slot_end(v_row.start_time, v_row.inspection_type_id, p_limits);
  return v_row;
end
$$;
comment on function public.public_booking_place_and_time(jsonb, public.bookings, public.public_booking_settings) is
  'create_public_booking''s second step: the inspection type, and with a location (booking_type with_location, or a time or place given) the place, the directions and a future slot start within horizon_days (22023 with its code otherwise), the end from the type''s duration; without a location, no place or time. Answers the row with them.';
revoke execute on function public.public_booking_place_and_time(jsonb, public.bookings, public.public_booking_settings) from public, anon, authenticated;

-- One visitor (address or phone) books at most minutes_per_client_day of one business day, so no one can fill it;
-- a booking being moved (p_row.id) counts at its new time only. Under the public booking lock.
create function public.check_public_booking_minutes(p_row public.bookings, p_phone_key text, p_client text, p_limits public.public_booking_settings)
returns void
language plpgsql
stable
set search_path = public, pg_temp
as $$
begin
  if p_row.start_time is not null and extract(epoch from (p_row.end_time - p_row.start_time)) / 60 + (
       select coalesce(sum(extract(epoch from (b.end_time - b.start_time)) / 60), 0)
         from public_booking_requests q join bookings b on b.id = q.booking_id
        where (q.client_address = p_client or q.phone_normalized = p_phone_key)
          and b.status <> 'cancelled' and b.start_time is not null and b.id is distinct from p_row.id
          and (b.start_time at time zone business_time_zone())::date = (p_row.start_time at time zone business_time_zone())::date
     ) > p_limits.minutes_per_client_day then
    raise exception using errcode = 'PT429',
      message = format('Online bookings are limited to %s minutes per customer per day. Please call us to book more.', p_limits.minutes_per_client_day),
      detail = json_build_object('minutes', p_limits.minutes_per_client_day)::text, hint = 'client_minutes_limit';
  end if;
end
$$;
comment on function public.check_public_booking_minutes(public.bookings, text, text, public.public_booking_settings) is
  'The booked minutes a visitor (client address or normalised phone) may hold on one business day (minutes_per_client_day; PT429 client_minutes_limit), counting p_row at its time and not again as stored (a booking being moved). Part of check_public_booking_limits; reschedule_public_booking uses it alone.';
revoke execute on function public.check_public_booking_minutes(public.bookings, text, text, public.public_booking_settings) from public, anon, authenticated;

-- Step 3: the limits of public_booking_settings, counted one request after the other (one lock for all public
-- bookings and holds: the page's traffic is small, and a flood waits its turn instead of racing the counts).
create function public.check_public_booking_limits(p_row public.bookings, p_phone_key text, p_client text, p_limits public.public_booking_settings)
returns void
language plpgsql
volatile
set search_path = public, pg_temp
as $$
declare
  v_day_start timestamptz := date_trunc('day', now() at time zone business_time_zone()) at time zone business_time_zone();
begin
  perform pg_advisory_xact_lock(hashtext('public_booking'));
  if (select count(*) from public_booking_requests q
       where q.phone_normalized = p_phone_key and q.created_at >= v_day_start) >= p_limits.phone_bookings_per_day then
    raise exception using errcode = 'PT429',
      message = format('This phone number already has %s bookings today. Please call us to book more.', p_limits.phone_bookings_per_day),
      detail = json_build_object('count', p_limits.phone_bookings_per_day)::text, hint = 'phone_daily_limit';
  end if;
  if (select count(*) from public_booking_requests q
       where q.created_at > now() - interval '1 hour' and client_network(q.client_address) = client_network(p_client)) >= p_limits.bookings_per_hour then
    raise exception using errcode = 'PT429',
      message = 'We are receiving many online bookings right now. Please try again later or call us.', hint = 'hourly_limit';
  end if;
  if (select count(*) from public_booking_requests q
       where q.client_address = p_client and q.created_at > now() - interval '24 hours') >= p_limits.address_bookings_per_day then
    raise exception using errcode = 'PT429', message = 'Too many online bookings from this connection today. Please call us to book more.', hint = 'address_daily_limit';
  end if;
  perform check_public_booking_minutes(p_row, p_phone_key, p_client, p_limits);
end
$$;
comment on function public.check_public_booking_limits(public.bookings, text, text, public.public_booking_settings) is
  'create_public_booking''s third step, under the public booking lock: per normalised phone per business day, public bookings per hour per client network (client_network), per client address per 24 hours, booked minutes per address or phone on one business day (PT429 with its code and number).';
revoke execute on function public.check_public_booking_limits(public.bookings, text, text, public.public_booking_settings) from public, anon, authenticated;

create function public.create_public_booking(p_booking jsonb) returns json
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  v_limits public_booking_settings;
  v_client text := request_client_address();
  v_row bookings;
  v_phone_key text;
  v_id uuid;
begin
  select * into v_limits from public_booking_settings;
  v_row := public_booking_details(p_booking);
  v_row := public_booking_place_and_time(p_booking, v_row, v_limits);
  v_phone_key := normalize_phone(v_row.customer_phone);
  perform check_public_booking_limits(v_row, v_phone_key, v_client, v_limits);

  if v_row.start_time is not null then
    -- Each other customer's hold on this time takes one inspector; the customer's own hold is used up.
    perform take_public_slot(v_row.start_time, v_row.end_time, array[nullif(p_booking ->> 'hold_id', '')::uuid], null);
  end if;

  begin
    insert into bookings (customer_name, customer_email, customer_phone, vehicle_make, vehicle_model, vehicle_year,
                          notes, location_address, reversegeocoded_address, inspection_type_id, latitude, longitude,
                          start_time, end_time, status, seller_name, seller_phone, created_via, language)
    values (v_row.customer_name, v_row.customer_email, v_row.customer_phone, v_row.vehicle_make, v_row.vehicle_model,
            v_row.vehicle_year, v_row.notes, v_row.location_address, v_row.reversegeocoded_address,
            v_row.inspection_type_id, v_row.latitude, v_row.longitude, v_row.start_time, v_row.end_time, 'scheduled',
            v_row.seller_name, v_row.seller_phone, 'public', v_row.language)
    returning id into v_id;
  exception when exclusion_violation then
    raise exception using errcode = '23P01', message = 'This time slot is no longer available. Please select a different time.', hint = 'slot_taken';
  end;
  insert into public_booking_requests (booking_id, client_address, phone_normalized) values (v_id, v_client, v_phone_key);
  return json_build_object('id', v_id, 'reference', left(v_id::text, 8));
end
$$;
comment on function public.create_public_booking(jsonb) is
  'The public /book page''s only write: validates like the Details step (required fields, phones of a plausible length (stored in E.164), email, year 1900 to next year, location, directions and a slot time within horizon_days when with location), then the limits of public_booking_settings (per normalised phone per business day, per client address per 24 hours, booked minutes per address or phone on one business day, public bookings per hour per client network; PT429), refuses a time no inspector is left for (booked, or held by other customers) with 23P01, inserts one scheduled booking in the customer''s language (p_booking.language: en, the default, or ar; anything else 22023) and answers {id, reference}.';
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
