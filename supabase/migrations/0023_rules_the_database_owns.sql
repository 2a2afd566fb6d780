-- Rules the database owns, whichever client writes (the contracts "override is an admin's" and "scores come
-- from the database"), the business time zone as one setting, and a fixed search_path on every function.

-- Every function resolves names the same way, whoever calls it (no caller-controlled search_path).
alter function public.is_staff() set search_path = '';
alter function public.set_updated_at() set search_path = '';

-- The business time zone: one setting, read by the slot functions and by the backend (which hands it to the
-- web apps' runtime-config.json as businessTimeZone).
create function public.business_time_zone() returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select 'Asia/Dubai'::text
$$;
comment on function public.business_time_zone() is
  'The business time zone (IANA name): booking days, slot times and "today" are counted in it, in the database and in the web apps (runtime-config.json businessTimeZone).';
-- Read inside the slot functions (as their owner) and by staff; the anonymous role executes only the public ones.
revoke execute on function public.business_time_zone() from public, anon;
grant execute on function public.business_time_zone() to authenticated, service_role;

create or replace function public.get_available_slots(p_day date, p_inspection_type_id uuid, p_exclude_booking_id uuid default null)
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

create or replace function public.is_slot_start(p_start timestamptz) returns boolean
language sql
stable
set search_path = public, pg_temp
as $$
  select extract(second from (p_start at time zone business_time_zone())) = 0
     and extract(minute from (p_start at time zone business_time_zone()))::int % 15 = 0
     and (p_start at time zone business_time_zone())::time >= time '08:00'
     and (p_start at time zone business_time_zone())::time < time '21:00'
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

-- Override is an admin's: booking over another booking (is_override) is refused to everyone but an admin,
-- whichever client writes. Checked when an override is written: inserted, switched on, moved to another time
-- or reinstated after a cancellation; staff may still edit an override booking's other details and the
-- inspection screen may still move its status. service_role and the database owner (migrations, seed,
-- maintenance) are trusted, as they are by row level security.
create function public.is_admin() returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'admin', false)
$$;
comment on function public.is_admin() is
  'True when the request''s JWT carries app_metadata.role = ''admin''.';
revoke execute on function public.is_admin() from public, anon;
grant execute on function public.is_admin() to authenticated, service_role;

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

-- Scores come from the database (docs/areas/inspection.md#scores): a dropdown answer scores its option's score out of the
-- field's highest option score; a section's rating is the sum of its scores over the sum of its max scores,
-- times 10 (negative ones left out; an integer kept, otherwise one decimal); the overall score is the average
-- of the rated sections, one decimal. Computed in double precision, step by step as libs/domain's scoring.ts
-- does, so the stored numbers equal the ones the screens show.
create function public.inspection_answer_scores(p_form_id uuid, p_data jsonb)
returns table (section_id uuid, answer_key text, field_type text, score double precision, max_score double precision)
language sql
stable
set search_path = public, pg_temp
as $$
  with top_fields as (
    select f.id, f.section_id, f.type, f.order_index
      from form_fields f
      join form_sections s on s.id = f.section_id
     where s.form_id = p_form_id and f.parent_field_id is null
  ),
  slots as (
    select t.section_id, t.id::text as answer_key, t.id as field_id, t.type, t.order_index as parent_order, -1 as child_index
      from top_fields t
    union all
    select c.section_id, c.field_id::text || '-child-' || c.child_index, c.field_id, c.type, c.parent_order, c.child_index
      from (select t.section_id, child.id as field_id, child.type, t.order_index as parent_order,
                   (row_number() over (partition by child.parent_field_id order by child.order_index, child.id) - 1)::int
                     as child_index
              from top_fields t
              join form_fields child on child.parent_field_id = t.id) c
  )
  select s.section_id, s.answer_key, s.type,
         case when s.type = 'dropdown' then chosen.score end,
         case when s.type = 'dropdown' and p_data -> s.answer_key ->> 'value' is not null then best.max_score end
    from slots s
    left join lateral (select o.score::double precision as score
                         from dropdown_options o
                        where o.field_id = s.field_id and o.value = p_data -> s.answer_key ->> 'value'
                        order by o.order_index, o.id
                        limit 1) chosen on true
    left join lateral (select max(o.score)::double precision as max_score
                         from dropdown_options o
                        where o.field_id = s.field_id) best on true
   order by s.parent_order, s.child_index
$$;
comment on function public.inspection_answer_scores(uuid, jsonb) is
  'One row per answer slot of a form (fields and "{childId}-child-{index}" child slots): for a dropdown, the score of the option whose value the answer holds and the field''s highest option score; null otherwise.';
revoke execute on function public.inspection_answer_scores(uuid, jsonb) from public, anon;
grant execute on function public.inspection_answer_scores(uuid, jsonb) to authenticated, service_role;

create function public.inspection_section_rating(p_score double precision, p_max_score double precision)
returns double precision
language sql
immutable
set search_path = ''
as $$
  select case
    when p_max_score is null or p_max_score <= 0 then null
    when p_score / p_max_score * 10 = trunc(p_score / p_max_score * 10) then p_score / p_max_score * 10
    else floor(p_score / p_max_score * 10 * 10 + 0.5) / 10
  end
$$;
comment on function public.inspection_section_rating(double precision, double precision) is
  'A section''s rating out of 10 from its score and max score totals: an integer kept, otherwise one decimal; null without max scores.';
revoke execute on function public.inspection_section_rating(double precision, double precision) from public, anon;
grant execute on function public.inspection_section_rating(double precision, double precision) to authenticated, service_role;

create function public.inspection_overall_score(p_ratings double precision[])
returns double precision
language sql
immutable
set search_path = ''
as $$
  select coalesce((select floor(sum(r order by o) / count(r)::double precision * 10 + 0.5) / 10
                     from unnest(p_ratings) with ordinality as u(r, o)
                    where r is not null), 0)
$$;
comment on function public.inspection_overall_score(double precision[]) is
  'The overall score: the average of the rated sections'' ratings (in section order), one decimal; 0 when none is rated.';
revoke execute on function public.inspection_overall_score(double precision[]) from public, anon;
grant execute on function public.inspection_overall_score(double precision[]) to authenticated, service_role;

create or replace function public.submit_inspection(p_booking_id uuid, p_data jsonb, p_marked_data jsonb, p_report jsonb)
returns json
language plpgsql
volatile
security invoker
set search_path = public, pg_temp
as $$
declare
  v_row public.inspection_data;
  v_report_id uuid;
  v_scores jsonb;
  v_sections jsonb;
  v_overall double precision;
  v_data jsonb;
  v_results jsonb;
begin
  if p_data is null or jsonb_typeof(p_data) <> 'object'
     or (p_marked_data is not null and jsonb_typeof(p_marked_data) <> 'object')
     or p_report is null or jsonb_typeof(p_report) <> 'object' then
    raise exception using errcode = '22023', message = 'Invalid inspection data. Please try again.';
  end if;

  select * into v_row from public.inspection_data where booking_id = p_booking_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'Inspection data not found. Please refresh the page and try again.';
  end if;
  if v_row.is_published then
    raise exception using errcode = 'PT409', message = 'This inspection has already been submitted';
  end if;

  -- Every score from the form's options and the stored answers; none from the caller.
  with answers as (
    select * from public.inspection_answer_scores(v_row.form_id, p_data)
  ),
  sections as (
    select s.id, s.order_index,
           coalesce(sum(a.score) filter (where a.score >= 0 and a.max_score >= 0), 0) as score,
           coalesce(sum(a.max_score) filter (where a.score >= 0 and a.max_score >= 0), 0) as max_score
      from public.form_sections s
      left join answers a on a.section_id = s.id
     where s.form_id = v_row.form_id
     group by s.id, s.order_index
  ),
  rated as (
    select s.*, public.inspection_section_rating(s.score, s.max_score) as rating from sections s
  )
  select (select coalesce(jsonb_object_agg(a.answer_key, jsonb_build_object('score', a.score, 'maxScore', a.max_score)), '{}'::jsonb)
            from answers a where a.field_type = 'dropdown'),
         (select coalesce(jsonb_object_agg(r.id::text, jsonb_build_object('rating', r.rating, 'maxScores', r.max_score)), '{}'::jsonb)
            from rated r),
         (select public.inspection_overall_score(array_agg(r.rating order by r.order_index, r.id)) from rated r)
    into v_scores, v_sections, v_overall;

  -- Answers keep what the inspector chose; their scores are the form's (other answers carry none).
  select coalesce(jsonb_object_agg(e.key, case
           when jsonb_typeof(e.value) <> 'object' then e.value
           when v_scores ? e.key then e.value || (v_scores -> e.key)
           when e.value ? 'score' or e.value ? 'maxScore' then e.value || '{"score": null, "maxScore": null}'::jsonb
           else e.value end), '{}'::jsonb)
    into v_data
    from jsonb_each(p_data) e;

  -- The report's sections as sent, with the ratings and field scores computed here.
  select coalesce(jsonb_agg(case
           when jsonb_typeof(sec) <> 'object' then sec
           else sec
             || jsonb_build_object('rating', v_sections -> (sec ->> 'id') -> 'rating',
                                   'maxScores', coalesce(v_sections -> (sec ->> 'id') -> 'maxScores', '0'::jsonb))
             || case when jsonb_typeof(sec -> 'fields') = 'array' then jsonb_build_object('fields', (
                  select coalesce(jsonb_agg(case
                           when jsonb_typeof(f) <> 'object' then f
                           else f || coalesce(v_scores -> (f ->> 'id'), '{"score": null, "maxScore": null}'::jsonb)
                         end order by fo), '[]'::jsonb)
                    from jsonb_array_elements(sec -> 'fields') with ordinality as x(f, fo)))
                else '{}'::jsonb end
         end order by so), '[]'::jsonb)
    into v_results
    from jsonb_array_elements(case when jsonb_typeof(p_report -> 'inspection_results') = 'array'
                                   then p_report -> 'inspection_results' else '[]'::jsonb end)
           with ordinality as y(sec, so);

  update public.inspection_data
     set data = v_data, marked_data = coalesce(p_marked_data, '{}'::jsonb),
         status = 'published', is_published = true
   where id = v_row.id;

  insert into public.inspection_reports as r (booking_id, inspection_data_id, form_id, status, overall_score,
                                              inspection_results, damage_data, images, vehicle_info)
  values (p_booking_id, v_row.id, v_row.form_id, 'published', v_overall::numeric,
          v_results, coalesce(p_report -> 'damage_data', '{}'::jsonb),
          coalesce(p_report -> 'images', '[]'::jsonb), coalesce(p_report -> 'vehicle_info', '{}'::jsonb))
  on conflict (booking_id) do update
     set inspection_data_id = excluded.inspection_data_id, form_id = excluded.form_id, status = excluded.status,
         overall_score = excluded.overall_score, inspection_results = excluded.inspection_results,
         damage_data = excluded.damage_data, images = excluded.images, vehicle_info = excluded.vehicle_info
  returning r.id into v_report_id;

  update public.bookings set status = 'completed' where id = p_booking_id;
  if not found then
    raise exception using errcode = 'PT404', message = 'Booking not found';
  end if;

  return json_build_object('report_id', v_report_id, 'booking_id', p_booking_id, 'overall_score', v_overall::numeric);
end;
$$;
comment on function public.submit_inspection(uuid, jsonb, jsonb, jsonb) is
  'Submit of one booking''s inspection in one transaction: inspection_data published with the given answers and marked_data, inspection_reports upserted by booking_id (damage_data, images, vehicle_info and the sections from p_report), booking completed. Every score is computed here from the form''s dropdown options and the answers'' values (field score and maxScore, section rating and maxScores, overall_score); scores sent by the caller are ignored. Any failure leaves all three as they were.';
