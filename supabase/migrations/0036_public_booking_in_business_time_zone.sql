-- create_public_booking (0034) counted the business day and the year bound in a time zone written as a literal;
-- the business time zone is one setting (public.business_time_zone(), migration 0023), read here as everywhere.
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
  v_next_year integer := extract(year from (now() at time zone public.business_time_zone()))::int + 1;
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
  v_day_start := date_trunc('day', now() at time zone public.business_time_zone()) at time zone public.business_time_zone();
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
          and (b.start_time at time zone public.business_time_zone())::date = (v_start at time zone public.business_time_zone())::date
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
