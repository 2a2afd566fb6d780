-- The bookings dashboard's All table reads one page at a time (docs/areas/bookings.md#bookings-dashboard): before, it read all bookings (5,000 rows,
-- ~3.9 MB of JSON) before its first paint. Search and the Inspector filter apply here, over every booking, so the
-- table pages through the matching rows only; the counts of the summary cards come from booking_summary().
create function public.list_bookings(
  p_search text default '',
  p_inspector text default '',
  p_offset integer default 0,
  p_limit integer default 100
)
returns jsonb
language sql
stable
security invoker
set search_path = public, pg_temp
as $$
  with words as (
    select coalesce(array_agg(w), '{}') as list
      from regexp_split_to_table(lower(btrim(coalesce(p_search, ''))), '\s+') as w
     where w <> ''
  ),
  matching as (
    select b.id, b.start_time
      from bookings b
      left join inspection_types t on t.id = b.inspection_type_id
      cross join words
     where case coalesce(p_inspector, '')
             when '' then true
             when 'none' then b.inspector_id is null
             else b.inspector_id::text = p_inspector
           end
       and (cardinality(words.list) = 0 or not exists (
             select 1
               from unnest(words.list) as w
              where strpos(lower(concat_ws(' ', b.customer_name, b.customer_phone, b.customer_email, b.vehicle_make,
                      b.vehicle_model, b.vehicle_year, b.seller_name, b.seller_phone, b.reversegeocoded_address,
                      b.location_address, t.name_en, t.name, left(b.id::text, 8))), w) = 0))
  ),
  page as (
    select m.id, m.start_time
      from matching m
     order by m.start_time asc nulls last, m.id
     limit least(greatest(coalesce(p_limit, 100), 0), 500)
    offset greatest(coalesce(p_offset, 0), 0)
  )
  select jsonb_build_object(
    'total', (select count(*) from matching),
    'rows', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', b.id, 'customer_name', b.customer_name, 'customer_email', b.customer_email,
               'customer_phone', b.customer_phone, 'vehicle_make', b.vehicle_make, 'vehicle_model', b.vehicle_model,
               'vehicle_year', b.vehicle_year, 'notes', b.notes, 'location_address', b.location_address,
               'reversegeocoded_address', b.reversegeocoded_address, 'inspection_type_id', b.inspection_type_id,
               'latitude', b.latitude, 'longitude', b.longitude, 'start_time', b.start_time, 'end_time', b.end_time,
               'status', b.status, 'seller_name', b.seller_name, 'seller_phone', b.seller_phone,
               'is_override', b.is_override, 'language', b.language, 'created_at', b.created_at,
               'inspection_types', case when t.id is null then null else jsonb_build_object(
                 'name', t.name, 'name_en', t.name_en, 'current_price', t.current_price,
                 'duration_minutes', t.duration_minutes) end,
               'inspector_id', b.inspector_id,
               'inspectors', case when i.id is null then null else jsonb_build_object('full_name', i.full_name) end)
             order by p.start_time asc nulls last, p.id)
        from page p
        join bookings b on b.id = p.id
        left join inspection_types t on t.id = b.inspection_type_id
        left join inspectors i on i.id = b.inspector_id
    ), '[]'::jsonb))
$$;
comment on function public.list_bookings(text, text, integer, integer) is
  'One page of the bookings dashboard''s All table: {total, rows}. Rows as the screens read them (the type''s name, price and duration, the inspector''s name), by start time (untimed last), then id. p_search: every word (case-insensitive) in the customer, seller, vehicle, location, type or reference; p_inspector: '''' everyone, ''none'' bookings without one, else an inspector''s id. Row level security applies (security invoker).';
revoke execute on function public.list_bookings(text, text, integer, integer) from public, anon;
grant execute on function public.list_bookings(text, text, integer, integer) to authenticated, service_role;

-- The summary cards over every booking the reader may see, without reading the rows.
create function public.booking_summary()
returns jsonb
language sql
stable
security invoker
set search_path = public, pg_temp
as $$
  select jsonb_build_object(
    'total', count(*),
    'upcoming', count(*) filter (where status not in ('completed', 'cancelled') and start_time > now()),
    'completed', count(*) filter (where status = 'completed'))
    from bookings
$$;
comment on function public.booking_summary() is
  'The bookings dashboard''s counts: {total, upcoming (not started, neither completed nor cancelled), completed}. Row level security applies (security invoker).';
revoke execute on function public.booking_summary() from public, anon;
grant execute on function public.booking_summary() to authenticated, service_role;
