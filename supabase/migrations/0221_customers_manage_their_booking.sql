-- Customers manage their booking through its link (docs/areas/bookings.md#customers-manage-their-booking): the
-- anonymous get_managed_booking, reschedule_public_booking and cancel_public_booking. The slot rules of holding,
-- booking and moving are one function (public_slot_end), taking a slot another (take_public_slot), the booked minutes
-- limit a third (check_public_booking_minutes); slot_capacity may leave out a booking being moved.

drop function public.slot_capacity(timestamptz, timestamptz);

create function public.slot_capacity(p_start timestamptz, p_end timestamptz, p_exclude_booking_id uuid default null)
returns bigint
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select (select count(*) from free_inspectors(p_start, p_end, p_exclude_booking_id))
       - (select count(*) from booking_slot_holds h
           where h.expires_at > now() and h.slot_start < p_end and h.slot_end > p_start)
$$;
comment on function public.slot_capacity(timestamptz, timestamptz, uuid) is
  'Free inspectors for this time (leaving out p_exclude_booking_id, a booking being moved) less the live holds overlapping it: above 0, one more customer can hold or book it.';
revoke execute on function public.slot_capacity(timestamptz, timestamptz, uuid) from public, anon, authenticated;

create function public.public_slot_end(p_start timestamptz, p_inspection_type_id uuid, p_limits public.public_booking_settings)
returns timestamptz
language plpgsql
stable
set search_path = public, pg_temp
as $$
declare
  v_duration integer;
begin
  select duration_minutes into v_duration from inspection_types where id = p_inspection_type_id;
  if v_duration is null then
    raise exception using errcode = '22023', message = 'Please choose an inspection type', hint = 'inspection_type_required';
  end if;
  if p_start is null or not is_slot_start(p_start) or p_start <= now() then
    raise exception using errcode = '22023', message = 'Please choose one of the available times', hint = 'slot_not_offered';
  end if;
  if p_start > now() + make_interval(days => p_limits.horizon_days) then
    raise exception using errcode = '22023', message = format('Please choose a date within the next %s days', p_limits.horizon_days),
      detail = json_build_object('days', p_limits.horizon_days)::text, hint = 'booking_horizon';
  end if;
  return p_start + make_interval(mins => v_duration);
end
$$;
comment on function public.public_slot_end(timestamptz, uuid, public.public_booking_settings) is
  'A customer''s slot (hold_booking_slot, create_public_booking, reschedule_public_booking): the inspection type, a future slot start (is_slot_start) within horizon_days (22023 inspection_type_required, slot_not_offered, booking_horizon); answers the end, start plus the type''s duration.';
revoke execute on function public.public_slot_end(timestamptz, uuid, public.public_booking_settings) from public, anon, authenticated;

create function public.take_public_slot(p_start timestamptz, p_end timestamptz, p_own_holds uuid[], p_exclude_booking_id uuid)
returns void
language plpgsql
volatile
set search_path = public, pg_temp
as $$
begin
  delete from booking_slot_holds where expires_at <= now() or id = any (p_own_holds);
  if slot_capacity(p_start, p_end, p_exclude_booking_id) <= 0 then
    raise exception using errcode = '23P01', message = 'This time slot is no longer available. Please select a different time.', hint = 'slot_taken';
  end if;
end
$$;
comment on function public.take_public_slot(timestamptz, timestamptz, uuid[], uuid) is
  'Before a customer''s booking takes [p_start, p_end): drops expired holds and the customer''s own (p_own_holds), then refuses with 23P01 slot_taken when no inspector is left (free ones, leaving out p_exclude_booking_id, less other customers'' live holds).';
revoke execute on function public.take_public_slot(timestamptz, timestamptz, uuid[], uuid) from public, anon, authenticated;

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
  v_end timestamptz;
  v_hold booking_slot_holds;
  v_today date := (now() at time zone business_time_zone())::date;
  v_held_today integer;
begin
  select * into v_limits from public_booking_settings;
  -- A new choice releases the customer's previous hold.
  if p_hold_id is not null then
    delete from booking_slot_holds where id = p_hold_id;
  end if;
  v_end := public_slot_end(p_slot_start, p_inspection_type_id, v_limits);
  -- Public bookings and holds are counted one after the other.
  perform pg_advisory_xact_lock(hashtext('public_booking'));
  -- Each live hold takes one inspector of the time it overlaps.
  perform take_public_slot(p_slot_start, v_end, '{}', null);
  -- Live holds and holds made today are counted per client network, never overall (a few networks must not
  -- keep every customer from choosing a time).
  if (select count(*) from booking_slot_holds h join booking_slot_hold_clients c on c.hold_id = h.id
       where c.client_address <> v_address and client_network(c.client_address) = client_network(v_address))
     >= v_limits.live_holds then
    raise exception using errcode = 'PT429', message = 'Many customers are choosing a time right now. Please try again in a few minutes.', hint = 'holds_busy';
  end if;
  delete from booking_slot_hold_counts where day < v_today - 1;
  insert into booking_slot_hold_counts as n (network, day, holds) values (client_network(v_address), v_today, 1)
  on conflict (network, day) do update set holds = n.holds + 1
  returning n.holds into v_held_today;
  if v_held_today > v_limits.holds_per_client_day then
    raise exception using errcode = 'PT429', message = 'Too many times chosen from this connection today. Please call us to book.', hint = 'holds_daily_limit';
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
  'Holds a slot for 5 minutes for a customer on /book (releasing their previous hold p_hold_id, and any other hold of the same client address); 23P01 when no inspector is left for the time (free inspectors less other customers'' live holds); refuses a time beyond the horizon (public_booking_settings.horizon_days) and, with PT429, more live holds of other addresses of the client network (client_network) than live_holds (holds_busy) or more holds made by the network this business day than holds_per_client_day (holds_daily_limit). Answers {id, slot_start, slot_end, expires_at}; the id is the customer''s token.';
revoke execute on function public.hold_booking_slot(timestamptz, uuid, uuid) from public;
grant execute on function public.hold_booking_slot(timestamptz, uuid, uuid) to anon, authenticated, service_role;

create or replace function public.public_booking_place_and_time(p_booking jsonb, p_row public.bookings, p_limits public.public_booking_settings)
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

create or replace function public.check_public_booking_limits(p_row public.bookings, p_phone_key text, p_client text, p_limits public.public_booking_settings)
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

create or replace function public.create_public_booking(p_booking jsonb) returns json
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
  'The public /book page''s only write: validates like the Details step (required fields, digits-only phones of a plausible length, email, year 1900 to next year, location, directions and a slot time within horizon_days when with location), then the limits of public_booking_settings (per normalised phone per business day, per client address per 24 hours, booked minutes per address or phone on one business day, public bookings per hour per client network; PT429), refuses a time no inspector is left for (booked, or held by other customers) with 23P01, inserts one scheduled booking in the customer''s language (p_booking.language: en, the default, or ar; anything else 22023) and answers {id, reference}.';
revoke execute on function public.create_public_booking(jsonb) from public;
grant execute on function public.create_public_booking(jsonb) to anon, authenticated, service_role;

create function public.cancel_reason_of(p_reason text) returns text
language plpgsql
immutable
set search_path = public, pg_temp
as $$
declare
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  if v_reason is null then
    raise exception using errcode = '22023', message = 'Please give a reason for cancelling', hint = 'cancel_reason_required';
  end if;
  if length(v_reason) > 500 then
    raise exception using errcode = '22023', message = 'Please keep the reason under 500 characters', hint = 'cancel_reason_too_long';
  end if;
  return v_reason;
end
$$;
comment on function public.cancel_reason_of(text) is
  'A cancel reason as stored: trimmed, required (22023 cancel_reason_required) and at most 500 characters (22023 cancel_reason_too_long). For staff (stamp_booking_cancellation) and customers (cancel_public_booking) alike.';
revoke execute on function public.cancel_reason_of(text) from public, anon;

create or replace function public.stamp_booking_cancellation() returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if new.status <> 'cancelled' then
    new.cancel_reason := null;
    new.cancelled_at := null;
    return new;
  end if;
  if current_user in ('anon', 'authenticated') or nullif(btrim(coalesce(new.cancel_reason, '')), '') is not null then
    new.cancel_reason := cancel_reason_of(new.cancel_reason);
  end if;
  new.cancelled_at := case when tg_op = 'UPDATE' and old.status = 'cancelled' then old.cancelled_at else now() end;
  return new;
end;
$$;
comment on function public.stamp_booking_cancellation() is
  'Trigger function: a booking becoming cancelled gets cancelled_at = now() and needs a cancel_reason (trimmed, at most 500 characters; 22023 cancel_reason_required or cancel_reason_too_long) when written through the API roles; a booking that is not cancelled has neither.';
revoke execute on function public.stamp_booking_cancellation() from public, anon;

create function public.managed_booking_json(p_booking public.bookings) returns jsonb
language sql
stable
set search_path = public, pg_temp
as $$
  select jsonb_build_object(
    'reference', left(p_booking.id::text, 8), 'status', p_booking.status,
    'start_time', p_booking.start_time, 'end_time', p_booking.end_time,
    'inspection_type_id', p_booking.inspection_type_id, 'type_name', t.name, 'type_name_en', t.name_en,
    'vehicle_make', p_booking.vehicle_make, 'vehicle_model', p_booking.vehicle_model, 'vehicle_year', p_booking.vehicle_year,
    'reversegeocoded_address', p_booking.reversegeocoded_address, 'location_address', p_booking.location_address,
    'language', p_booking.language)
    from (select 1) one left join inspection_types t on t.id = p_booking.inspection_type_id
$$;
comment on function public.managed_booking_json(public.bookings) is
  'A booking as its customer''s page reads it: reference, status, start_time, end_time, inspection_type_id (for the slot picker), type_name (Arabic) and type_name_en, vehicle_make, vehicle_model, vehicle_year, reversegeocoded_address, location_address (directions), language. Nothing else.';
revoke execute on function public.managed_booking_json(public.bookings) from public, anon, authenticated;

create function public.get_managed_booking(p_token text) returns jsonb
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select managed_booking_json(b) from bookings b where b.manage_token = lower(left(coalesce(p_token, ''), 64))
$$;
comment on function public.get_managed_booking(text) is
  'The customer''s page: the booking of a manage token (managed_booking_json), or null for any other text. Anonymous.';
revoke execute on function public.get_managed_booking(text) from public;
grant execute on function public.get_managed_booking(text) to anon, authenticated, service_role;

create function public.booking_to_change(p_token text, p_limits public.public_booking_settings) returns public.bookings
language plpgsql
volatile
set search_path = public, pg_temp
as $$
declare
  v_booking bookings;
begin
  select * into v_booking from bookings b where b.manage_token = lower(left(coalesce(p_token, ''), 64)) for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'This booking link is not valid.', hint = 'manage_link_invalid';
  end if;
  if v_booking.status = 'cancelled' then
    raise exception using errcode = '22023', message = 'This booking has been cancelled.', hint = 'booking_already_cancelled';
  end if;
  if v_booking.status in ('in_progress', 'completed', 'published') then
    raise exception using errcode = '22023', message = 'This inspection has already started or taken place. Please call us.',
      hint = 'booking_already_done';
  end if;
  if v_booking.start_time is not null and now() >= v_booking.start_time - make_interval(hours => p_limits.change_cutoff_hours) then
    raise exception using errcode = '22023',
      message = format('Changes are possible until %s hours before the inspection. Please call us.', p_limits.change_cutoff_hours),
      detail = json_build_object('hours', p_limits.change_cutoff_hours)::text, hint = 'change_cutoff';
  end if;
  return v_booking;
end
$$;
comment on function public.booking_to_change(text, public.public_booking_settings) is
  'The booking of a manage token, locked, when its customer may still change it; else PT404 manage_link_invalid (no such token, whatever the text), 22023 booking_already_cancelled, booking_already_done (in progress, completed or published) or change_cutoff (start within change_cutoff_hours, {"hours": n}).';
revoke execute on function public.booking_to_change(text, public.public_booking_settings) from public, anon, authenticated;

create function public.reschedule_public_booking(p_token text, p_start_time timestamptz) returns jsonb
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  v_limits public_booking_settings;
  v_client text := request_client_address();
  v_booking bookings;
  v_moved bookings;
begin
  select * into v_limits from public_booking_settings;
  v_booking := booking_to_change(p_token, v_limits);
  if v_booking.start_time is null then
    raise exception using errcode = '22023', message = 'Our team will call you to arrange the time of this booking.', hint = 'booking_untimed';
  end if;
  v_moved := v_booking;
  v_moved.start_time := p_start_time;
  v_moved.end_time := public_slot_end(p_start_time, v_booking.inspection_type_id, v_limits);
  perform pg_advisory_xact_lock(hashtext('public_booking'));
  perform check_public_booking_minutes(v_moved, normalize_phone(v_booking.customer_phone), v_client, v_limits);
  -- The customer's own holds (by client address, as hold_booking_slot keeps one per address) are used up.
  perform take_public_slot(v_moved.start_time, v_moved.end_time,
    array(select c.hold_id from booking_slot_hold_clients c where c.client_address = v_client), v_booking.id);
  begin
    -- Never an override at its new time: only an admin books over someone.
    update bookings set start_time = v_moved.start_time, end_time = v_moved.end_time, is_override = false
     where id = v_booking.id
    returning * into v_moved;
  exception when exclusion_violation then
    raise exception using errcode = '23P01', message = 'This time slot is no longer available. Please select a different time.', hint = 'slot_taken';
  end;
  return managed_booking_json(v_moved);
end
$$;
comment on function public.reschedule_public_booking(text, timestamptz) is
  'The customer moves their booking (manage token) to p_start_time: refused as booking_to_change says (PT404 manage_link_invalid, 22023 booking_already_cancelled, booking_already_done, change_cutoff), 22023 booking_untimed for a booking without a time, then by create_public_booking''s rules: a future slot start within horizon_days (22023 slot_not_offered, booking_horizon), the booked minutes per visitor and day (PT429 client_minutes_limit), a time some inspector is free for beyond other customers'' holds (23P01 slot_taken). Keeps the reference; the inspector stays while free, else assignment chooses again. Answers the booking as get_managed_booking does.';
revoke execute on function public.reschedule_public_booking(text, timestamptz) from public;
grant execute on function public.reschedule_public_booking(text, timestamptz) to anon, authenticated, service_role;

create function public.cancel_public_booking(p_token text, p_reason text) returns jsonb
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  v_limits public_booking_settings;
  v_booking bookings;
begin
  select * into v_limits from public_booking_settings;
  v_booking := booking_to_change(p_token, v_limits);
  update bookings set status = 'cancelled', cancel_reason = cancel_reason_of(p_reason) where id = v_booking.id
  returning * into v_booking;
  return managed_booking_json(v_booking);
end
$$;
comment on function public.cancel_public_booking(text, text) is
  'The customer cancels their booking (manage token) with a reason: refused as booking_to_change says (PT404 manage_link_invalid, 22023 booking_already_cancelled, booking_already_done, change_cutoff) and without a reason (22023 cancel_reason_required, cancel_reason_too_long); the slot frees at once. Answers the booking as get_managed_booking does.';
revoke execute on function public.cancel_public_booking(text, text) from public;
grant execute on function public.cancel_public_booking(text, text) to anon, authenticated, service_role;
