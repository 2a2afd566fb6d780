-- SQL gets the size rule TypeScript has: create_public_booking and save_form_template by step, each step a named
-- function (the schema files split by part: bookings-public.sql, forms-editor.sql). Signatures, security, grants and
-- behaviour unchanged; the steps of create_public_booking run only inside it (no API role executes them), those of
-- save_form_template as the caller (row level security applies), never as the anonymous role.

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
  if length(v_row.notes) > 2000 then
    raise exception using errcode = '22023', message = 'Please keep the notes under 2000 characters', hint = 'notes_too_long';
  end if;
  if v_row.customer_phone !~ '^[0-9]{1,10}$' or (v_row.seller_phone is not null and v_row.seller_phone !~ '^[0-9]{1,10}$') then
    raise exception using errcode = '22023', message = 'Phone numbers may contain digits only, at most 10', hint = 'phone_digits';
  end if;
  -- Limits count the number however it is written; it must be a real one.
  if not is_plausible_phone(normalize_phone(v_row.customer_phone)) then
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
  'create_public_booking''s first step: the Details step''s rules (required fields, lengths, digits-only phones of a plausible length, email, year 1900 to next year, language en or ar; 22023 with its code otherwise); answers a booking row holding the customer''s details, trimmed, optional ones null.';
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
  v_duration integer;
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
  select duration_minutes into v_duration from inspection_types where id = v_row.inspection_type_id;
  if v_duration is null then
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
  if not is_slot_start(v_row.start_time) or v_row.start_time <= now() then
    raise exception using errcode = '22023', message = 'Please choose one of the available times', hint = 'slot_not_offered';
  end if;
  if v_row.start_time > now() + make_interval(days => p_limits.horizon_days) then
    raise exception using errcode = '22023', message = format('Please choose a date within the next %s days', p_limits.horizon_days),
      detail = json_build_object('days', p_limits.horizon_days)::text, hint = 'booking_horizon';
  end if;
  v_row.end_time := v_row.start_time + make_interval(mins => v_duration);
  return v_row;
end
$$;
comment on function public.public_booking_place_and_time(jsonb, public.bookings, public.public_booking_settings) is
  'create_public_booking''s second step: the inspection type, and with a location (booking_type with_location, or a time or place given) the place, the directions and a future slot start within horizon_days (22023 with its code otherwise), the end from the type''s duration; without a location, no place or time. Answers the row with them.';
revoke execute on function public.public_booking_place_and_time(jsonb, public.bookings, public.public_booking_settings) from public, anon, authenticated;

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
  if (select count(*) from public_booking_requests q where q.created_at > now() - interval '1 hour') >= p_limits.bookings_per_hour then
    raise exception using errcode = 'PT429',
      message = 'We are receiving many online bookings right now. Please try again later or call us.', hint = 'hourly_limit';
  end if;
  if (select count(*) from public_booking_requests q
       where q.client_address = p_client and q.created_at > now() - interval '24 hours') >= p_limits.address_bookings_per_day then
    raise exception using errcode = 'PT429', message = 'Too many online bookings from this connection today. Please call us to book more.', hint = 'address_daily_limit';
  end if;
  -- One visitor (address or phone) books at most minutes_per_client_day of one business day, so no one can fill it.
  if p_row.start_time is not null and extract(epoch from (p_row.end_time - p_row.start_time)) / 60 + (
       select coalesce(sum(extract(epoch from (b.end_time - b.start_time)) / 60), 0)
         from public_booking_requests q join bookings b on b.id = q.booking_id
        where (q.client_address = p_client or q.phone_normalized = p_phone_key)
          and b.status <> 'cancelled' and b.start_time is not null
          and (b.start_time at time zone business_time_zone())::date = (p_row.start_time at time zone business_time_zone())::date
     ) > p_limits.minutes_per_client_day then
    raise exception using errcode = 'PT429',
      message = format('Online bookings are limited to %s minutes per customer per day. Please call us to book more.', p_limits.minutes_per_client_day),
      detail = json_build_object('minutes', p_limits.minutes_per_client_day)::text, hint = 'client_minutes_limit';
  end if;
end
$$;
comment on function public.check_public_booking_limits(public.bookings, text, text, public.public_booking_settings) is
  'create_public_booking''s third step, under the public booking lock: per normalised phone per business day, public bookings per hour, per client address per 24 hours, booked minutes per address or phone on one business day (PT429 with its code and number).';
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
    delete from booking_slot_holds where expires_at <= now() or id = nullif(p_booking ->> 'hold_id', '')::uuid;
    if slot_capacity(v_row.start_time, v_row.end_time) <= 0 then
      raise exception using errcode = '23P01', message = 'This time slot is no longer available. Please select a different time.', hint = 'slot_taken';
    end if;
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
  'The public /book page''s only write: validates like the Details step (required fields, digits-only phones of a plausible length, email, year 1900 to next year, location, directions and a slot time within horizon_days when with location), then the limits of public_booking_settings (per normalised phone per business day, per client address per 24 hours, booked minutes per address or phone on one business day, public bookings per hour; PT429), refuses a time no inspector is left for (booked, or held by other customers) with 23P01, inserts one scheduled booking in the customer''s language (p_booking.language: en, the default, or ar; anything else 22023) and answers {id, reference}.';
revoke execute on function public.create_public_booking(jsonb) from public;
grant execute on function public.create_public_booking(jsonb) to anon, authenticated, service_role;


-- The editor saves a whole template in one call, one transaction: save_form_template, by step. Each step runs as
-- the caller (row level security applies, as to the editor's own writes); the anonymous role executes none.

-- Step 1: the form row, created as a draft, or checked against the version the editor opened and updated.
create function public.save_form_row(template jsonb) returns uuid
language plpgsql
volatile
security invoker
set search_path = public, pg_temp
as $$
declare
  v_form_id uuid := nullif(template ->> 'id', '')::uuid;
  v_type_id uuid := nullif(template ->> 'inspection_type_id', '')::uuid;
  v_expected timestamptz := nullif(template ->> 'expected_updated_at', '')::timestamptz;
  v_current timestamptz;
begin
  if v_type_id is null then
    raise exception using errcode = '22023', message = 'Please select an inspection type', hint = 'form_type_required';
  end if;
  if v_form_id is null then
    insert into inspection_forms (title, inspection_type_id)
    values (coalesce(template ->> 'title', ''), v_type_id)
    returning id into v_form_id;
    return v_form_id;
  end if;
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
  return v_form_id;
end;
$$;
comment on function public.save_form_row(jsonb) is
  'save_form_template''s first step: creates the form as a draft (no id) or, for an existing one, refuses an unknown form (PT404) or a version saved since expected_updated_at (PT409), then updates its title and type. Answers the form''s id.';
revoke execute on function public.save_form_row(jsonb) from public, anon;
grant execute on function public.save_form_row(jsonb) to authenticated, service_role;

-- Step 2: the sections, each with its resolved id: an id keeps its row only if it is one of this form's sections
-- (first use wins); each carries its payload's fields.
create function public.resolve_template_sections(p_form_id uuid, template jsonb) returns jsonb
language plpgsql
volatile
security invoker
set search_path = public, pg_temp
as $$
declare
  v_sections jsonb;
begin
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
      on existing.form_id = p_form_id and existing.id::text = p.s ->> 'id' and p.occurrence = 1;
  return v_sections;
end;
$$;
comment on function public.resolve_template_sections(uuid, jsonb) is
  'save_form_template''s second step: the payload''s sections with their resolved ids (kept when one of this form''s, first use wins; else new), titles, order and fields.';
revoke execute on function public.resolve_template_sections(uuid, jsonb) from public, anon;
grant execute on function public.resolve_template_sections(uuid, jsonb) to authenticated, service_role;

-- Step 3: fields at every depth, each with its resolved id and its parent's resolved id.
create function public.resolve_template_fields(p_form_id uuid, p_sections jsonb) returns jsonb
language plpgsql
volatile
security invoker
set search_path = public, pg_temp
as $$
declare
  v_fields jsonb;
begin
  with recursive tree as (
    select gen_random_uuid() as node, null::uuid as parent_node, (s ->> 'id')::uuid as section_id,
           f, (ford - 1)::int as order_index, 1 as depth, (sord * 100000 + ford)::numeric as seq
      from jsonb_array_elements(p_sections) with ordinality as st(s, sord),
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
        on es.form_id = p_form_id and existing.id::text = n.f ->> 'id' and n.occurrence = 1
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
  return v_fields;
end;
$$;
comment on function public.resolve_template_fields(uuid, jsonb) is
  'save_form_template''s third step: the fields of the resolved sections at every depth, each with its resolved id (kept when one of this form''s, first use wins) and its parent''s, with defaults (is120point for top-level fields, plain text input).';
revoke execute on function public.resolve_template_fields(uuid, jsonb) from public, anon;
grant execute on function public.resolve_template_fields(uuid, jsonb) to authenticated, service_role;

-- Step 4: the dropdown options of the resolved fields, each with its resolved id.
create function public.resolve_template_options(p_form_id uuid, p_fields jsonb) returns jsonb
language plpgsql
volatile
security invoker
set search_path = public, pg_temp
as $$
declare
  v_options jsonb;
begin
  with payload as (
    select (f ->> 'id')::uuid as field_id, o, (ord - 1)::int as order_index,
           row_number() over (partition by o ->> 'id' order by fo, ord) as occurrence
      from jsonb_array_elements(p_fields) with ordinality as ft(f, fo),
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
      on es.form_id = p_form_id and existing.id::text = p.o ->> 'id' and p.occurrence = 1;
  return v_options;
end;
$$;
comment on function public.resolve_template_options(uuid, jsonb) is
  'save_form_template''s fourth step: the options of the resolved dropdown fields, each with its resolved id (kept when one of this form''s, first use wins), label and score.';
revoke execute on function public.resolve_template_options(uuid, jsonb) from public, anon;
grant execute on function public.resolve_template_options(uuid, jsonb) to authenticated, service_role;

-- Step 5: the write. New and kept rows first (so moved rows are never caught by a cascade), then remove what the
-- payload no longer has.
create function public.write_template_content(p_form_id uuid, p_sections jsonb, p_fields jsonb, p_options jsonb) returns void
language plpgsql
volatile
security invoker
set search_path = public, pg_temp
as $$
begin
  insert into form_sections (id, form_id, title, order_index)
  select x.id, p_form_id, x.title, x.order_index
    from jsonb_to_recordset(p_sections) as x(id uuid, kept boolean, title text, order_index int)
   where not x.kept;
  update form_sections s
     set title = x.title, order_index = x.order_index
    from jsonb_to_recordset(p_sections) as x(id uuid, kept boolean, title text, order_index int)
   where x.kept and s.id = x.id;

  insert into form_fields (id, section_id, parent_field_id, title, type, required, is120point,
                           input_type, allow_multiple, order_index)
  select x.id, x.section_id, x.parent_field_id, x.title, x.type, x.required, x.is120point,
         x.input_type, x.allow_multiple, x.order_index
    from jsonb_to_recordset(p_fields) as x(id uuid, kept boolean, section_id uuid, parent_field_id uuid,
         title text, type text, required boolean, is120point boolean, input_type text,
         allow_multiple boolean, order_index int)
   where not x.kept;
  update form_fields ff
     set section_id = x.section_id, parent_field_id = x.parent_field_id, title = x.title,
         type = x.type, required = x.required, is120point = x.is120point,
         input_type = x.input_type, allow_multiple = x.allow_multiple, order_index = x.order_index
    from jsonb_to_recordset(p_fields) as x(id uuid, kept boolean, section_id uuid, parent_field_id uuid,
         title text, type text, required boolean, is120point boolean, input_type text,
         allow_multiple boolean, order_index int)
   where x.kept and ff.id = x.id;

  insert into dropdown_options (id, field_id, label, value, score, order_index)
  select x.id, x.field_id, x.label, x.label, x.score, x.order_index
    from jsonb_to_recordset(p_options) as x(id uuid, kept boolean, field_id uuid, label text,
         score numeric, order_index int)
   where not x.kept;
  update dropdown_options d
     set field_id = x.field_id, label = x.label, value = x.label, score = x.score,
         order_index = x.order_index
    from jsonb_to_recordset(p_options) as x(id uuid, kept boolean, field_id uuid, label text,
         score numeric, order_index int)
   where x.kept and d.id = x.id;

  delete from dropdown_options d
   using form_fields ff, form_sections s
   where d.field_id = ff.id and ff.section_id = s.id and s.form_id = p_form_id
     and d.id not in (select (x ->> 'id')::uuid from jsonb_array_elements(p_options) x);
  delete from form_fields ff
   using form_sections s
   where ff.section_id = s.id and s.form_id = p_form_id
     and ff.id not in (select (x ->> 'id')::uuid from jsonb_array_elements(p_fields) x);
  delete from form_sections s
   where s.form_id = p_form_id
     and s.id not in (select (x ->> 'id')::uuid from jsonb_array_elements(p_sections) x);
end;
$$;
comment on function public.write_template_content(uuid, jsonb, jsonb, jsonb) is
  'save_form_template''s last step: inserts the new sections, fields and options and updates the kept ones in place, then deletes this form''s rows the payload no longer has.';
revoke execute on function public.write_template_content(uuid, jsonb, jsonb, jsonb) from public, anon;
grant execute on function public.write_template_content(uuid, jsonb, jsonb, jsonb) to authenticated, service_role;

create or replace function public.save_form_template(template jsonb) returns json
language plpgsql
volatile
security invoker
set search_path = public, pg_temp
-- The planner cannot size jsonb_array_elements; its huge estimates would make every save pay
-- for JIT compilation (seconds on PostgreSQL) for a few hundred rows. The steps run under this setting.
set jit = off
as $$
declare
  v_form_id uuid;
  v_sections jsonb;
  v_fields jsonb;
  v_options jsonb;
  v_result json;
begin
  v_form_id := save_form_row(template);
  v_sections := resolve_template_sections(v_form_id, template);
  v_fields := resolve_template_fields(v_form_id, v_sections);
  v_options := resolve_template_options(v_form_id, v_fields);
  perform write_template_content(v_form_id, v_sections, v_fields, v_options);
  select json_build_object('id', f.id, 'title', f.title, 'status', f.status,
                           'inspection_type_id', f.inspection_type_id,
                           'created_at', f.created_at, 'updated_at', f.updated_at)
    into v_result
    from inspection_forms f
   where f.id = v_form_id;
  return v_result;
end;
$$;
comment on function public.save_form_template(jsonb) is
  'Saves a whole form template (form, sections, fields at any depth, options) in one transaction. Rows whose ids belong to this form are updated in place, so inspection answers keyed by field id survive; new ids get new rows; rows missing from the payload are deleted. With expected_updated_at, refuses (PT409) when someone saved in between. Runs as the caller, so row level security applies.';
revoke execute on function public.save_form_template(jsonb) from public, anon;
grant execute on function public.save_form_template(jsonb) to authenticated, service_role;
