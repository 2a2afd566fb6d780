-- The bookings dashboard's Status filter (docs/areas/bookings.md#bookings-dashboard): list_bookings takes p_status
-- ('' every status, else that status only), applied over every booking like the search and the Inspector filter, so
-- cancelled bookings stay listed and can be found. A new argument is a new signature: the old one goes.
drop function public.list_bookings(text, text, integer, integer, text, boolean);

create function public.list_bookings(
  p_search text default '', p_inspector text default '', p_offset integer default 0, p_limit integer default 100,
  p_sort text default 'upcoming', p_descending boolean default false, p_status text default ''
)
returns jsonb language plpgsql stable security invoker
set search_path = public, pg_temp
as $$
declare
  v_words text[]; v_result jsonb;
  v_today timestamptz := ((now() at time zone business_time_zone())::date)::timestamp at time zone business_time_zone();
begin
  -- At most 10 words of 200 characters: each booking's text is built once and searched once per word, so the
  -- work stays linear in the bookings (docs/areas/bookings.md#bookings-dashboard).
  v_words := array(select w from regexp_split_to_table(lower(btrim(coalesce(p_search, ''))), '\s+') as w where w <> '');
  if length(coalesce(p_search, '')) > 200 or cardinality(v_words) > 10 then
    raise exception using errcode = '22023', message = 'Please search for at most 10 words (200 characters)',
      hint = 'search_too_long', detail = '{"words": 10, "characters": 200}';
  end if;
  if p_sort is null or p_sort not in ('upcoming', 'date', 'customer', 'vehicle', 'type', 'inspector', 'status') then
    raise exception using errcode = '22023', message = 'Unknown sort', hint = 'sort_unknown';
  end if;
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
     where case coalesce(p_inspector, '') when '' then true when 'none' then b.inspector_id is null
             else b.inspector_id::text = p_inspector end
       and (coalesce(p_status, '') = '' or b.status = p_status)
       and (cardinality(v_words) = 0 or not exists (select 1 from unnest(v_words) as w where strpos(haystack.text, w) = 0))
  ),
  page as (
    -- ORDER BY with LIMIT: a bounded sort (top-N), not a sort of every matching row.
    select m.id, m.k_group, m.k_time, m.k_text
      from matching m
     order by m.k_group, case when p_descending then m.k_time end desc nulls last,
              case when not p_descending then m.k_time end, case when p_descending then m.k_text end desc nulls last,
              case when not p_descending then m.k_text end, m.id
     limit least(greatest(coalesce(p_limit, 100), 0), 500)
    offset greatest(coalesce(p_offset, 0), 0)
  )
  select jsonb_build_object('total', (select count(*) from matching), 'rows', coalesce((
      select jsonb_agg(jsonb_build_object(
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
             order by p.k_group, case when p_descending then p.k_time end desc nulls last,
                      case when not p_descending then p.k_time end, case when p_descending then p.k_text end desc nulls last,
                      case when not p_descending then p.k_text end, p.id)
        from page p
        join bookings b on b.id = p.id
        left join inspection_types t on t.id = b.inspection_type_id
        left join inspectors i on i.id = b.inspector_id
    ), '[]'::jsonb))
    into v_result;
  return v_result;
end
$$;
comment on function public.list_bookings(text, text, integer, integer, text, boolean, text) is
  'One page of the bookings dashboard''s All table: {total, rows}. Rows as the screens read them (the type''s name, price and duration, the inspector''s name). p_sort: ''upcoming'' (today and later soonest first, then untimed newest first, then past latest first), or ''date'', ''customer'', ''vehicle'', ''type'', ''inspector'', ''status'' (p_descending reverses; empty values last), else 22023 sort_unknown; ties by id. p_search: every word (case-insensitive; at most 10 words of 200 characters, else 22023 search_too_long) in the customer, seller, vehicle, location, type or reference; p_inspector: '''' everyone, ''none'' bookings without one, else an inspector''s id; p_status: '''' every status, else only bookings of that status (the dashboard''s Status filter: cancelled ones stay listed and findable). Row level security applies (security invoker).';
revoke execute on function public.list_bookings(text, text, integer, integer, text, boolean, text) from public, anon;
grant execute on function public.list_bookings(text, text, integer, integer, text, boolean, text) to authenticated, service_role;
