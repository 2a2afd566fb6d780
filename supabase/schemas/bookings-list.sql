-- The bookings dashboard's All table, one page at a time (docs/areas/bookings.md#bookings-dashboard): list_bookings
-- and the rows it hands out. Today's definition; supabase/config.toml gives the order the schema files apply in.

-- The All table's rows as the screens read them (the type's name, price and duration, the inspector's name), in the
-- order of p_ids. Both paths of list_bookings end here, reading only the page's rows by their key.
create function public.bookings_list_rows(p_ids uuid[])
returns jsonb language sql stable security invoker
set search_path = public, pg_temp
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', b.id, 'customer_name', b.customer_name, 'customer_email', b.customer_email,
           'customer_phone', b.customer_phone, 'vehicle_make', b.vehicle_make, 'vehicle_model', b.vehicle_model,
           'vehicle_year', b.vehicle_year, 'notes', b.notes, 'location_address', b.location_address,
           'reversegeocoded_address', b.reversegeocoded_address, 'inspection_type_id', b.inspection_type_id,
           'latitude', b.latitude, 'longitude', b.longitude, 'start_time', b.start_time, 'end_time', b.end_time,
           'status', b.status, 'seller_name', b.seller_name, 'seller_phone', b.seller_phone,
           'is_override', b.is_override, 'language', b.language, 'created_at', b.created_at,
           'inspection_types', case when t.id is null then null else jsonb_build_object('name', t.name,
             'name_en', t.name_en, 'current_price', t.current_price, 'duration_minutes', t.duration_minutes) end,
           'inspector_id', b.inspector_id,
           'inspectors', case when i.id is null then null else jsonb_build_object('full_name', i.full_name) end)
         order by p.n), '[]'::jsonb)
    from unnest(p_ids) with ordinality as p(id, n)
    join bookings b on b.id = p.id
    left join inspection_types t on t.id = b.inspection_type_id
    left join inspectors i on i.id = b.inspector_id
$$;
comment on function public.bookings_list_rows(uuid[]) is
  'The bookings of p_ids as list_bookings hands them out (the type''s name, price and duration, the inspector''s name), in the order of p_ids; ids the reader may not see are left out. Row level security applies (security invoker).';
revoke execute on function public.bookings_list_rows(uuid[]) from public, anon;
grant execute on function public.bookings_list_rows(uuid[]) to authenticated, service_role;

-- Search, the Inspector and Status filters and the order apply over every booking, so the table pages through the
-- matching rows only; the summary cards' counts come from booking_summary(). "Upcoming" starts at midnight of the
-- business day (docs/areas/bookings.md#the-all-table). The table's first read (upcoming first, no search) takes the
-- three parts of that order from the start_time index in turn, as many rows as the page needs, and counts the rows
-- apart: the search's per-row text, every row's sort keys and a sort of them are for the other reads only.
create function public.list_bookings(
  p_search text default '', p_inspector text default '', p_offset integer default 0, p_limit integer default 100,
  p_sort text default 'upcoming', p_descending boolean default false, p_status text default ''
)
returns jsonb language plpgsql stable security invoker
set search_path = public, pg_temp
as $$
declare
  v_words text[] := search_words(p_search); v_forms text[]; v_total bigint; v_ids uuid[];
  v_today timestamptz := ((now() at time zone business_time_zone())::date)::timestamp at time zone business_time_zone();
  v_inspector text := coalesce(p_inspector, ''); v_status text := coalesce(p_status, '');
  v_limit integer := least(greatest(coalesce(p_limit, 100), 0), 500); v_end bigint := greatest(coalesce(p_offset, 0), 0)::bigint + v_limit;
begin
  if p_sort is null or p_sort not in ('upcoming', 'date', 'customer', 'vehicle', 'type', 'inspector', 'status') then
    raise exception using errcode = '22023', message = 'Unknown sort', hint = 'sort_unknown';
  end if;
  if cardinality(v_words) = 0 and p_sort = 'upcoming' and not coalesce(p_descending, false) then
    select count(*) into v_total from bookings b
     where case v_inspector when '' then true when 'none' then b.inspector_id is null else b.inspector_id::text = v_inspector end
       and (v_status = '' or b.status = v_status);
    -- Today and later, soonest first; then untimed, newest first; then past, latest first; ties by id.
    v_ids := array(select b.id from bookings b where b.start_time >= v_today
                      and case v_inspector when '' then true when 'none' then b.inspector_id is null else b.inspector_id::text = v_inspector end
                      and (v_status = '' or b.status = v_status)
                    order by b.start_time, b.id limit v_end);
    if cardinality(v_ids) < v_end then
      v_ids := v_ids || array(select b.id from bookings b where b.start_time is null
                                 and case v_inspector when '' then true when 'none' then b.inspector_id is null else b.inspector_id::text = v_inspector end
                                 and (v_status = '' or b.status = v_status)
                               order by b.created_at desc, b.id limit v_end - cardinality(v_ids));
    end if;
    if cardinality(v_ids) < v_end then
      v_ids := v_ids || array(select b.id from bookings b where b.start_time < v_today
                                 and case v_inspector when '' then true when 'none' then b.inspector_id is null else b.inspector_id::text = v_inspector end
                                 and (v_status = '' or b.status = v_status)
                               order by b.start_time desc, b.id limit v_end - cardinality(v_ids));
    end if;
    return jsonb_build_object('total', v_total, 'rows', bookings_list_rows(
      v_ids[least(v_end - v_limit, cardinality(v_ids)) + 1:least(v_end, cardinality(v_ids))]));
  end if;
  -- Each booking's text is built once and searched at most twice per word (as typed, and a phone number in its
  -- stored form), so the work stays linear in the bookings (docs/areas/bookings.md#bookings-dashboard).
  v_forms := array(select coalesce(phone_search_form(w), w) from unnest(v_words) with ordinality as u(w, n) order by n);
  with matching as (
    select b.id,
           -- Upcoming first: today and later, soonest first; then untimed, newest first; then past, latest first.
           case when p_sort <> 'upcoming' or b.start_time >= v_today then 0 when b.start_time is null then 1 else 2 end as k_group,
           case when p_sort = 'date' then extract(epoch from b.start_time)
                when p_sort <> 'upcoming' then null
                when b.start_time >= v_today then extract(epoch from b.start_time)
                else -extract(epoch from coalesce(b.start_time, b.created_at)) end as k_time,
           case p_sort when 'customer' then lower(b.customer_name) when 'status' then b.status
                when 'vehicle' then lower(concat_ws(' ', b.vehicle_make, b.vehicle_model, b.vehicle_year))
                when 'type' then lower(coalesce(t.name_en, t.name))
                when 'inspector' then (select lower(i.full_name) from inspectors i where i.id = b.inspector_id) end as k_text
      from bookings b
      left join inspection_types t on t.id = b.inspection_type_id
      cross join lateral (
        select lower(concat_ws(' ', b.customer_name, b.customer_phone, b.customer_email, b.vehicle_make,
                 b.vehicle_model, b.vehicle_year, b.seller_name, b.seller_phone, b.reversegeocoded_address,
                 b.location_address, t.name_en, t.name, left(b.id::text, 8))) as text
      ) haystack
     where case v_inspector when '' then true when 'none' then b.inspector_id is null else b.inspector_id::text = v_inspector end
       and (v_status = '' or b.status = v_status)
       and not exists (select 1 from unnest(v_words, v_forms) as s(w, f) where strpos(haystack.text, w) = 0 and strpos(haystack.text, f) = 0)
  )
  -- ORDER BY with LIMIT: a bounded sort (top-N), not a sort of every matching row.
  select (select count(*) from matching),
         array(select m.id from matching m
                order by m.k_group, case when p_descending then m.k_time end desc nulls last,
                         case when not p_descending then m.k_time end, case when p_descending then m.k_text end desc nulls last,
                         case when not p_descending then m.k_text end, m.id
                limit v_limit offset v_end - v_limit)
    into v_total, v_ids;
  return jsonb_build_object('total', v_total, 'rows', bookings_list_rows(v_ids));
end
$$;
comment on function public.list_bookings(text, text, integer, integer, text, boolean, text) is
  'One page of the bookings dashboard''s All table: {total, rows}. Rows as the screens read them (the type''s name, price and duration, the inspector''s name). p_sort: ''upcoming'' (today and later soonest first, then untimed newest first, then past latest first), or ''date'', ''customer'', ''vehicle'', ''type'', ''inspector'', ''status'' (p_descending reverses; empty values last), else 22023 sort_unknown; ties by id. p_search: every word (case-insensitive; at most 10 words of 200 characters, else 22023 search_too_long) in the customer, seller, vehicle, location, type or reference, a word that looks like a phone number also in its stored form (public.phone_search_form: ''050 123'' finds ''+97150123…''), and a term that is only a phone number typed in groups one word; p_inspector: '''' everyone, ''none'' bookings without one, else an inspector''s id; p_status: '''' every status, else only bookings of that status (the dashboard''s Status filter: cancelled ones stay listed and findable). Row level security applies (security invoker).';
revoke execute on function public.list_bookings(text, text, integer, integer, text, boolean, text) from public, anon;
grant execute on function public.list_bookings(text, text, integer, integer, text, boolean, text) to authenticated, service_role;

