-- Bookings, after they are made: the customer's manage link (manage_token) and its anonymous functions, and
-- cancelling, which keeps the booking (docs/areas/bookings.md#customers-manage-their-booking,
-- docs/areas/bookings.md#cancel-not-delete).

-- The manage token is a key to the booking: no API role selects it through /rest/v1 (column privileges; the REST
-- layer's `*` stands for the other columns, apps/backend/src/rest/schema-cache.ts). A new bookings column is
-- granted here too.
revoke select on public.bookings from anon, authenticated, service_role;
grant select (id, customer_name, customer_email, customer_phone, vehicle_make, vehicle_model, vehicle_year, notes,
              location_address, reversegeocoded_address, inspection_type_id, latitude, longitude, start_time, end_time,
              status, seller_name, seller_phone, created_at, updated_at, is_override, created_via, inspector_id, language,
              cancel_reason, cancelled_at)
  on public.bookings to anon, authenticated, service_role;
comment on column public.bookings.manage_token is
  'The customer''s key to their booking (/book/manage/{token} on the bookings origin): 32 random hex digits. No API role selects it; staff read it through booking_manage_token, messages through the database.';
comment on column public.bookings.cancel_reason is
  'Why the booking was cancelled (required when staff or the customer cancel; cleared when it is reinstated).';
comment on column public.bookings.cancelled_at is
  'When the booking was cancelled: stamped by the database (stamp_booking_cancellation), never by the writer.';

-- Where customers open their booking (/book/manage/{token}): the database setting app.public_booking_origin
-- (`alter database postgres set app.public_booking_origin = 'https://book.example.com'`), else the bookings app of
-- `npm start`.
create function public.public_booking_origin() returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(nullif(rtrim(current_setting('app.public_booking_origin', true), '/'), ''), 'http://localhost:4203')
$$;
comment on function public.public_booking_origin() is
  'The origin of the customers'' manage links in messages ({origin}/book/manage/{token}): the setting app.public_booking_origin, else http://localhost:4203.';
revoke execute on function public.public_booking_origin() from public, anon;
grant execute on function public.public_booking_origin() to authenticated, service_role;

-- Staff show the customer's link on booking details (an inspector only for a booking assigned to them).
create function public.booking_manage_token(p_booking_id uuid) returns text
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select b.manage_token from bookings b
   where b.id = p_booking_id and (select is_staff())
     and (not (select is_inspector()) or b.inspector_id = (select current_inspector_id()))
$$;
comment on function public.booking_manage_token(uuid) is
  'For staff: the booking''s manage token (the link is {bookings origin}/book/manage/{token}); an inspector only for a booking assigned to them; null for anyone else or an unknown booking.';
revoke execute on function public.booking_manage_token(uuid) from public, anon;
grant execute on function public.booking_manage_token(uuid) to authenticated, service_role;

-- Cancelling keeps the booking with a reason and a time; its slot frees at once (bookings_no_overlap and the slot
-- functions skip cancelled rows). Staff and customers must give a reason; the owner and service_role (seed,
-- maintenance) may leave it out. Leaving cancelled (staff reinstate a booking) clears both.
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

create function public.stamp_booking_cancellation() returns trigger
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

create trigger stamp_booking_cancellation before insert or update on public.bookings
  for each row execute function public.stamp_booking_cancellation();

-- The customer's page (/book/manage/{token}) reads and changes one booking by its token, as the anonymous role.
-- Any text is looked up the same way (a malformed token is simply not found), so a wrong token tells nothing.

-- What the customer's page shows: no contacts, price, inspector or id.
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

-- The day's times for moving the booking, its own time counted free (the page never learns the booking's id).
create function public.get_managed_day_slots(p_token text, p_day date)
returns table (slot_start timestamptz, slot_end timestamptz, is_available boolean, is_open boolean)
language plpgsql
stable
security definer
set search_path = public, pg_temp
as $$
begin
  return query
  select s.* from bookings b, get_day_slots(p_day, b.inspection_type_id, b.id) s
   where b.manage_token = lower(left(coalesce(p_token, ''), 64));
end
$$;
comment on function public.get_managed_day_slots(text, date) is
  'The customer''s page moving a booking: get_day_slots of p_day for the booking''s inspection type with the booking itself left out (its own time counts free); no rows for any text that is not a manage token. Anonymous.';
revoke execute on function public.get_managed_day_slots(text, date) from public;
grant execute on function public.get_managed_day_slots(text, date) to anon, authenticated, service_role;

-- A booking its customer may still change, locked for the change: the link must be a booking's, the booking neither
-- cancelled nor under way or done, and its start more than change_cutoff_hours away.
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

-- Moving follows create_public_booking's slot rules (bookings-slots.sql: public_slot_end, take_public_slot), the
-- booked minutes limit and assignment (the trigger keeps the inspector while free, else chooses again).
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
