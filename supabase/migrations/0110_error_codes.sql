-- Error codes, not sentences (docs/decisions/0011-error-codes-not-sentences.md): every refusal a screen shows
-- carries a stable code in its hint (slot_taken, booking_horizon, ...), its values, if any, as a JSON object in
-- its detail; SQLSTATEs and messages are unchanged. The form lock's guidance moves from hint to detail.
-- Each function below is redefined with its body as before but for the hint (and detail).

create or replace function public.refuse_override_by_non_admin() returns trigger
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

create or replace function public.assign_booking_inspector() returns trigger
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

create or replace function public.deactivate_inspector(p_inspector_id uuid)
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

create or replace function public.refuse_edit_of_locked_form() returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if old.status <> 'draft' and new.status = old.status then
    raise exception using
      errcode = 'PT423',
      message = 'Only a draft form can be edited',
      detail = 'Set the form back to draft first.', hint = 'form_locked';
  end if;
  return new;
end;
$$;

create or replace function public.refuse_content_of_locked_forms() returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
declare
  v_forms_of text := case tg_table_name
    when 'form_sections' then 'select r.form_id from %I r'
    when 'form_fields' then 'select s.form_id from %I r join public.form_sections s on s.id = r.section_id'
    when 'dropdown_options' then
      'select s.form_id from %I r join public.form_fields f on f.id = r.field_id join public.form_sections s on s.id = f.section_id'
  end;
  v_rows text;
  v_locked boolean;
begin
  foreach v_rows in array case tg_op
    when 'INSERT' then array['changed_new']
    when 'DELETE' then array['changed_old']
    else array['changed_old', 'changed_new'] end
  loop
    execute format(
      'select exists (select 1 from public.inspection_forms f where f.status <> ''draft'' and f.id in (' || v_forms_of || '))',
      v_rows) into v_locked;
    if v_locked then
      raise exception using
        errcode = 'PT423',
        message = 'Only a draft form can be edited',
        detail = 'Set the form back to draft first.', hint = 'form_locked';
    end if;
  end loop;
  return null;
end;
$$;

create or replace function public.save_form_template(template jsonb) returns json
language plpgsql
volatile
security invoker
set search_path = public, pg_temp
-- The planner cannot size jsonb_array_elements; its huge estimates would make every save pay
-- for JIT compilation (seconds on PostgreSQL) for a few hundred rows.
set jit = off
as $$
declare
  v_form_id uuid := nullif(template ->> 'id', '')::uuid;
  v_type_id uuid := nullif(template ->> 'inspection_type_id', '')::uuid;
  v_expected timestamptz := nullif(template ->> 'expected_updated_at', '')::timestamptz;
  v_current timestamptz;
  v_sections jsonb;
  v_fields jsonb;
  v_options jsonb;
  v_result json;
begin
  if v_type_id is null then
    raise exception using errcode = '22023', message = 'Please select an inspection type', hint = 'form_type_required';
  end if;

  -- The form row: created as a draft, or checked against the version the editor opened.
  if v_form_id is null then
    insert into inspection_forms (title, inspection_type_id)
    values (coalesce(template ->> 'title', ''), v_type_id)
    returning id into v_form_id;
  else
    select f.updated_at into v_current from inspection_forms f where f.id = v_form_id for update;
    if not found then
      raise exception using errcode = 'PT404', message = 'Form not found', hint = 'form_not_found';
    end if;
    -- Clients that went through a JavaScript Date only keep milliseconds.
    if v_expected is not null and v_expected <> v_current
       and not (v_expected = date_trunc('milliseconds', v_expected)
                and v_expected = date_trunc('milliseconds', v_current)) then
      raise exception using errcode = 'PT409', message = 'Template changed since it was opened', hint = 'template_changed';
    end if;
    -- The trigger bumps updated_at: every save is a new version, even when only children changed.
    update inspection_forms
       set title = coalesce(template ->> 'title', ''), inspection_type_id = v_type_id
     where id = v_form_id;
  end if;

  -- Sections: an id keeps its row only if it is one of this form's sections (first use wins).
  with payload as (
    select s, (ord - 1)::int as order_index,
           row_number() over (partition by s ->> 'id' order by ord) as occurrence
      from jsonb_array_elements(case when jsonb_typeof(template -> 'sections') = 'array'
                                      then template -> 'sections' else '[]'::jsonb end) with ordinality as t(s, ord)
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', coalesce(existing.id, gen_random_uuid()),
           'kept', existing.id is not null,
           'title', coalesce(p.s ->> 'title', ''),
           'order_index', p.order_index,
           'fields', case when jsonb_typeof(p.s -> 'fields') = 'array' then p.s -> 'fields' else '[]'::jsonb end)), '[]'::jsonb)
    into v_sections
    from payload p
    left join form_sections existing
      on existing.form_id = v_form_id and existing.id::text = p.s ->> 'id' and p.occurrence = 1;

  -- Fields at every depth, each with its resolved id and its parent's resolved id.
  with recursive tree as (
    select gen_random_uuid() as node, null::uuid as parent_node, (s ->> 'id')::uuid as section_id,
           f, (ford - 1)::int as order_index, 1 as depth, (sord * 100000 + ford)::numeric as seq
      from jsonb_array_elements(v_sections) with ordinality as st(s, sord),
           jsonb_array_elements(s -> 'fields') with ordinality as ft(f, ford)
    union all
    select gen_random_uuid(), tree.node, tree.section_id, c, (cord - 1)::int, tree.depth + 1,
           tree.seq * 1000 + cord
      from tree,
           jsonb_array_elements(case when jsonb_typeof(tree.f -> 'child_fields') = 'array'
                                     then tree.f -> 'child_fields' else '[]'::jsonb end)
             with ordinality as ct(c, cord)
  ),
  numbered as (
    select tree.*, row_number() over (partition by f ->> 'id' order by seq) as occurrence from tree
  ),
  resolved as (
    select n.*, coalesce(existing.id, n.node) as id, existing.id is not null as kept
      from numbered n
      left join (form_fields existing join form_sections es on es.id = existing.section_id)
        on es.form_id = v_form_id and existing.id::text = n.f ->> 'id' and n.occurrence = 1
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', r.id,
           'kept', r.kept,
           'section_id', r.section_id,
           'parent_field_id', parent.id,
           'title', coalesce(r.f ->> 'title', ''),
           'type', r.f ->> 'type',
           'required', coalesce((r.f ->> 'required')::boolean, false),
           'is120point', coalesce((r.f ->> 'is120point')::boolean, r.depth = 1),
           'input_type', case when r.f ->> 'type' = 'text'
                              then coalesce(r.f ->> 'input_type', 'plain') else r.f ->> 'input_type' end,
           'allow_multiple', coalesce((r.f ->> 'allow_multiple')::boolean, false),
           'order_index', r.order_index,
           'options', case when r.f ->> 'type' = 'dropdown' and jsonb_typeof(r.f -> 'options') = 'array'
                           then r.f -> 'options' else '[]'::jsonb end)), '[]'::jsonb)
    into v_fields
    from resolved r
    left join resolved parent on parent.node = r.parent_node;

  with payload as (
    select (f ->> 'id')::uuid as field_id, o, (ord - 1)::int as order_index,
           row_number() over (partition by o ->> 'id' order by fo, ord) as occurrence
      from jsonb_array_elements(v_fields) with ordinality as ft(f, fo),
           jsonb_array_elements(f -> 'options') with ordinality as ot(o, ord)
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', coalesce(existing.id, gen_random_uuid()),
           'kept', existing.id is not null,
           'field_id', p.field_id,
           'label', coalesce(p.o ->> 'label', ''),
           'score', coalesce((p.o ->> 'score')::numeric, 0),
           'order_index', p.order_index)), '[]'::jsonb)
    into v_options
    from payload p
    left join (dropdown_options existing
               join form_fields ef on ef.id = existing.field_id
               join form_sections es on es.id = ef.section_id)
      on es.form_id = v_form_id and existing.id::text = p.o ->> 'id' and p.occurrence = 1;

  -- Write: new and kept rows first (so moved rows are never caught by a cascade), then
  -- remove what the payload no longer has.
  insert into form_sections (id, form_id, title, order_index)
  select x.id, v_form_id, x.title, x.order_index
    from jsonb_to_recordset(v_sections) as x(id uuid, kept boolean, title text, order_index int)
   where not x.kept;
  update form_sections s
     set title = x.title, order_index = x.order_index
    from jsonb_to_recordset(v_sections) as x(id uuid, kept boolean, title text, order_index int)
   where x.kept and s.id = x.id;

  insert into form_fields (id, section_id, parent_field_id, title, type, required, is120point,
                           input_type, allow_multiple, order_index)
  select x.id, x.section_id, x.parent_field_id, x.title, x.type, x.required, x.is120point,
         x.input_type, x.allow_multiple, x.order_index
    from jsonb_to_recordset(v_fields) as x(id uuid, kept boolean, section_id uuid, parent_field_id uuid,
         title text, type text, required boolean, is120point boolean, input_type text,
         allow_multiple boolean, order_index int)
   where not x.kept;
  update form_fields ff
     set section_id = x.section_id, parent_field_id = x.parent_field_id, title = x.title,
         type = x.type, required = x.required, is120point = x.is120point,
         input_type = x.input_type, allow_multiple = x.allow_multiple, order_index = x.order_index
    from jsonb_to_recordset(v_fields) as x(id uuid, kept boolean, section_id uuid, parent_field_id uuid,
         title text, type text, required boolean, is120point boolean, input_type text,
         allow_multiple boolean, order_index int)
   where x.kept and ff.id = x.id;

  insert into dropdown_options (id, field_id, label, value, score, order_index)
  select x.id, x.field_id, x.label, x.label, x.score, x.order_index
    from jsonb_to_recordset(v_options) as x(id uuid, kept boolean, field_id uuid, label text,
         score numeric, order_index int)
   where not x.kept;
  update dropdown_options d
     set field_id = x.field_id, label = x.label, value = x.label, score = x.score,
         order_index = x.order_index
    from jsonb_to_recordset(v_options) as x(id uuid, kept boolean, field_id uuid, label text,
         score numeric, order_index int)
   where x.kept and d.id = x.id;

  delete from dropdown_options d
   using form_fields ff, form_sections s
   where d.field_id = ff.id and ff.section_id = s.id and s.form_id = v_form_id
     and d.id not in (select (x ->> 'id')::uuid from jsonb_array_elements(v_options) x);
  delete from form_fields ff
   using form_sections s
   where ff.section_id = s.id and s.form_id = v_form_id
     and ff.id not in (select (x ->> 'id')::uuid from jsonb_array_elements(v_fields) x);
  delete from form_sections s
   where s.form_id = v_form_id
     and s.id not in (select (x ->> 'id')::uuid from jsonb_array_elements(v_sections) x);

  select json_build_object('id', f.id, 'title', f.title, 'status', f.status,
                           'inspection_type_id', f.inspection_type_id,
                           'created_at', f.created_at, 'updated_at', f.updated_at)
    into v_result
    from inspection_forms f
   where f.id = v_form_id;
  return v_result;
end;
$$;

create or replace function public.new_form_version(p_form_id uuid) returns uuid
language plpgsql
volatile
security invoker
set search_path = public, pg_temp
set jit = off
as $$
declare
  v_source public.inspection_forms;
  v_form_id uuid;
  v_sections jsonb;
  v_fields jsonb;
begin
  -- Staff edit forms; inspectors fill them in but do not edit them.
  if not public.is_staff() or coalesce(auth.jwt() -> 'app_metadata' ->> 'role', '') = 'inspector' then
    raise exception using errcode = '42501', message = 'Only staff can make a new version of a form', hint = 'form_versions_staff_only';
  end if;
  select * into v_source from public.inspection_forms where id = p_form_id;
  if not found then
    raise exception using errcode = 'PT404', message = 'Form not found', hint = 'form_not_found';
  end if;

  -- One new version of a family at a time: the next number is read under the family's lock.
  perform 1 from public.inspection_forms where family_id = v_source.family_id for update;
  insert into public.inspection_forms (title, status, inspection_type_id, family_id, version)
  select v_source.title, 'draft', v_source.inspection_type_id, v_source.family_id, max(f.version) + 1
    from public.inspection_forms f
   where f.family_id = v_source.family_id
  returning id into v_form_id;

  select coalesce(jsonb_object_agg(s.id::text, gen_random_uuid()), '{}'::jsonb) into v_sections
    from public.form_sections s where s.form_id = p_form_id;
  select coalesce(jsonb_object_agg(f.id::text, gen_random_uuid()), '{}'::jsonb) into v_fields
    from public.form_fields f join public.form_sections s on s.id = f.section_id where s.form_id = p_form_id;

  insert into public.form_sections (id, form_id, title, order_index)
  select (v_sections ->> s.id::text)::uuid, v_form_id, s.title, s.order_index
    from public.form_sections s where s.form_id = p_form_id;

  insert into public.form_fields (id, section_id, parent_field_id, title, type, required, is120point, input_type,
                                  allow_multiple, order_index, stable_id)
  select (v_fields ->> f.id::text)::uuid, (v_sections ->> f.section_id::text)::uuid,
         (v_fields ->> f.parent_field_id::text)::uuid, f.title, f.type, f.required, f.is120point, f.input_type,
         f.allow_multiple, f.order_index, f.stable_id
    from public.form_fields f join public.form_sections s on s.id = f.section_id where s.form_id = p_form_id;

  insert into public.dropdown_options (field_id, label, value, score, order_index)
  select (v_fields ->> o.field_id::text)::uuid, o.label, o.value, o.score, o.order_index
    from public.dropdown_options o
    join public.form_fields f on f.id = o.field_id
    join public.form_sections s on s.id = f.section_id
   where s.form_id = p_form_id;

  return v_form_id;
end;
$$;

create or replace function public.render_outbound_message(p_kind text, p_booking public.bookings)
returns table (subject text, body_text text)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_ar boolean := p_booking.language = 'ar';
  v_ref text := upper(left(p_booking.id::text, 8));
  v_type text;
  v_vehicle text := btrim(concat_ws(' ', p_booking.vehicle_year::text, p_booking.vehicle_make, p_booking.vehicle_model));
  v_when text := case when p_booking.start_time is null then null else public.message_time_text(p_booking.start_time, p_booking.language) end;
  v_address text := nullif(btrim(coalesce(p_booking.reversegeocoded_address, '')), '');
  v_directions text := nullif(btrim(coalesce(p_booking.location_address, '')), '');
  v_link text := public.public_report_origin() || '/report/' || p_booking.id::text || case when v_ar then '?lang=ar' else '' end;
  v_details text;
begin
  select case when v_ar then coalesce(nullif(btrim(t.name), ''), t.name_en) else coalesce(nullif(btrim(t.name_en), ''), t.name) end
    into v_type from public.inspection_types t where t.id = p_booking.inspection_type_id;
  if v_ar then
    v_details := concat_ws(E'\n', 'رقم الحجز: ' || v_ref, 'نوع الفحص: ' || v_type, 'السيارة: ' || v_vehicle,
      'الموعد: ' || coalesce(v_when, 'سيتصل بك فريقنا لتحديد الموعد والمكان.'),
      'العنوان: ' || v_address, 'إرشادات الوصول: ' || v_directions);
  else
    v_details := concat_ws(E'\n', 'Reference: ' || v_ref, 'Inspection: ' || v_type, 'Vehicle: ' || v_vehicle,
      'When: ' || coalesce(v_when, 'our team will call you to agree on the time and place.'),
      'Address: ' || v_address, 'Directions: ' || v_directions);
  end if;

  if p_kind = 'booking_confirmation' and v_ar then
    subject := 'تأكيد حجز الفحص – رقم الحجز ' || v_ref;
    body_text := 'مرحبًا ' || p_booking.customer_name || E'،\n\n'
      || E'شكرًا لحجزك معنا، فقد تأكّد موعد فحص سيارتك.\n\n' || v_details || E'\n\n'
      || case when v_when is not null then E'أرفقنا بهذه الرسالة دعوة لإضافة الموعد إلى تقويمك.\n' else '' end
      || 'إذا احتجت إلى تغيير الموعد أو إلغائه، فيُرجى الرد على هذه الرسالة أو الاتصال بنا مع ذكر رقم الحجز.';
  elsif p_kind = 'booking_confirmation' then
    subject := 'Your vehicle inspection is booked – reference ' || v_ref;
    body_text := 'Hello ' || p_booking.customer_name || E',\n\n'
      || E'Thank you for booking with us. Your vehicle inspection is confirmed.\n\n' || v_details || E'\n\n'
      || case when v_when is not null then E'The calendar invite is attached.\n' else '' end
      || 'To change or cancel, reply to this email or call us and quote your reference.';
  elsif p_kind = 'booking_reminder' and v_ar then
    subject := 'تذكير بموعد فحص سيارتك: ' || v_when;
    body_text := 'مرحبًا ' || p_booking.customer_name || E'،\n\n'
      || E'نذكّرك بموعد فحص سيارتك غدًا.\n\n' || v_details || E'\n\n'
      || E'يُرجى التأكد من وجود السيارة في المكان المحدد عند الموعد.\n'
      || 'إذا احتجت إلى تغيير الموعد أو إلغائه، فيُرجى الرد على هذه الرسالة أو الاتصال بنا مع ذكر رقم الحجز.';
  elsif p_kind = 'booking_reminder' then
    subject := 'Reminder: your vehicle inspection on ' || v_when;
    body_text := 'Hello ' || p_booking.customer_name || E',\n\n'
      || E'A reminder of your vehicle inspection tomorrow.\n\n' || v_details || E'\n\n'
      || E'Please make sure the vehicle is at the address at that time.\n'
      || 'To change or cancel, reply to this email or call us and quote your reference.';
  elsif p_kind = 'report_ready' and v_ar then
    subject := 'تقرير فحص سيارتك جاهز';
    body_text := 'مرحبًا ' || p_booking.customer_name || E'،\n\n'
      || 'اكتمل فحص سيارتك ' || v_vehicle || E' وأصبح التقرير جاهزًا.\n\n'
      || E'لعرض التقرير:\n' || v_link || E'\n\n' || 'رقم الحجز: ' || v_ref || E'\n\n'
      || 'يستطيع كل من لديه هذا الرابط فتح التقرير، فلا تشاركه إلا مع من تثق به.';
  elsif p_kind = 'report_ready' then
    subject := 'Your vehicle inspection report is ready';
    body_text := 'Hello ' || p_booking.customer_name || E',\n\n'
      || 'The inspection of your ' || v_vehicle || E' is complete and the report is ready.\n\n'
      || E'Open your report:\n' || v_link || E'\n\n' || 'Reference: ' || v_ref || E'\n\n'
      || 'Anyone with this link can open the report, so share it only with people you trust.';
  else
    raise exception using errcode = '22023', message = format('Unknown message kind: %s', p_kind),
      detail = json_build_object('kind', p_kind)::text, hint = 'message_kind_unknown';
  end if;
  return next;
end
$$;

create or replace function public.resend_outbound_message(p_id uuid) returns void
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
begin
  if not (is_staff() and is_admin()) then
    raise exception using errcode = '42501', message = 'Only admins can resend messages', hint = 'resend_admin_only';
  end if;
  update outbound_messages set status = 'queued', attempts = 0, last_error = null, send_after = now(), sent_at = null
   where id = p_id;
  if not found then
    raise exception using errcode = 'PT404', message = 'Message not found', hint = 'message_not_found';
  end if;
end
$$;

create or replace function public.add_lead_with_contact(p_contact jsonb, p_lead jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_phone text := btrim(coalesce(p_contact ->> 'phone_number', ''));
  v_contact_id uuid;
  v_lead public.leads;
begin
  if v_phone = '' or btrim(coalesce(p_contact ->> 'full_name', '')) = '' then
    raise exception 'Full Name and Phone Number are required' using errcode = '23514', hint = 'contact_required';
  end if;

  select c.id into v_contact_id from public.contacts c where c.phone_normalized = public.normalize_phone(v_phone);
  if v_contact_id is null then
    insert into public.contacts (full_name, phone_number, email)
    values (btrim(p_contact ->> 'full_name'), v_phone, nullif(btrim(coalesce(p_contact ->> 'email', '')), ''))
    returning id into v_contact_id;
  end if;

  insert into public.leads (contact_id, vehicle_make, vehicle_model, vehicle_year, registration_number, location,
                            requested_inspection_date, lead_source, status, notes, follow_up_date)
  values (
    v_contact_id,
    nullif(btrim(p_lead ->> 'vehicle_make'), ''),
    nullif(btrim(p_lead ->> 'vehicle_model'), ''),
    (nullif(btrim(p_lead ->> 'vehicle_year'), ''))::integer,
    nullif(btrim(p_lead ->> 'registration_number'), ''),
    nullif(btrim(p_lead ->> 'location'), ''),
    (nullif(btrim(p_lead ->> 'requested_inspection_date'), ''))::date,
    coalesce(nullif(btrim(p_lead ->> 'lead_source'), ''), 'other'),
    coalesce(nullif(btrim(p_lead ->> 'status'), ''), 'new_lead'),
    nullif(btrim(p_lead ->> 'notes'), ''),
    (nullif(btrim(p_lead ->> 'follow_up_date'), ''))::date
  )
  returning * into v_lead;

  return to_jsonb(v_lead);
end
$$;

create or replace function public.refuse_change_to_audit_log() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception using
    errcode = '42501',
    message = 'The audit log is append-only: its rows cannot be changed or deleted',
    hint = 'audit_append_only';
end;
$$;

