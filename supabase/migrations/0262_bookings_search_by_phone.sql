-- The bookings dashboard's search finds a phone number typed any common way (docs/areas/bookings.md#bookings-dashboard):
-- numbers are stored in E.164 since 0260, so '050 123 4567', '0501234567', '+971 50 123 4567' or '00971501234567' no
-- longer matched the stored '+971501234567'. A word that looks like a phone number is also looked for in its stored
-- form (phone_search_form), and a term that is only a number typed in groups is one word (search_words). Same
-- signature, so list_bookings is replaced in place.

-- Search by phone (docs/areas/bookings.md#bookings-dashboard): what people type ('050 123 4567', '00971 50…',
-- '+971 50 123', '123 4567') read as a part of a stored number. A typed start of a number (a leading 0, 00 or +) gets
-- the stored prefix, '+971…' for a national one; bare digits are looked for anywhere in it.
create function public.phone_search_form(p_search text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
           when t !~ '^[\s(]*\+?[0-9\s().-]*$' or t !~ '[0-9]' then null
           when t ~ '^[\s(]*[+0]' then (select case when left(n, 1) = '+' then n else '+971' || n end
                                          from public.normalize_phone(t) as n)
           else regexp_replace(t, '[^0-9]', '', 'g')
         end
    from (select translate(coalesce(p_search, ''), '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹０１２３４５６７８９＋',
                           '012345678901234567890123456789+') as t) as typed
$$;
comment on function public.phone_search_form(text) is
  'A search term that looks like a phone number (digits, spaces, dashes, dots, brackets, a leading +) as a part of a stored E.164 number: a leading 0, 00 or + makes it a prefix (''050 123'' -> ''+97150123'', ''0044 20'' -> ''+4420''), bare digits stay digits (''123 4567'' -> ''1234567''); null for any other term.';
revoke execute on function public.phone_search_form(text) from public, anon;
grant execute on function public.phone_search_form(text) to authenticated, service_role;

-- The dashboard's search words (docs/areas/bookings.md#bookings-dashboard): at most 10 words of 200 characters, else
-- 22023 search_too_long. A term that is only a phone number typed in groups ('050 123 4567') is one word, so its
-- groups are not matched apart.
create function public.search_words(p_search text)
returns text[] language plpgsql immutable parallel safe
set search_path = ''
as $$
declare
  v_words text[];
begin
  if length(coalesce(p_search, '')) <= 200 then
    v_words := array(select w from regexp_split_to_table(lower(btrim(coalesce(p_search, ''))), '\s+') as w where w <> '');
  end if;
  if v_words is null or cardinality(v_words) > 10 then
    raise exception using errcode = '22023', message = 'Please search for at most 10 words (200 characters)',
      hint = 'search_too_long', detail = '{"words": 10, "characters": 200}';
  end if;
  return case when cardinality(v_words) > 1 and public.phone_search_form(p_search) is not null
              then array[array_to_string(v_words, '')] else v_words end;
end
$$;
comment on function public.search_words(text) is
  'The words of a list search, lower case: at most 10 of 200 characters (else 22023 search_too_long); a term that is only a phone number typed in groups is one word (''050 123 4567'' -> ''0501234567'').';
revoke execute on function public.search_words(text) from public, anon;
grant execute on function public.search_words(text) to authenticated, service_role;

create or replace function public.list_bookings(
  p_search text default '', p_inspector text default '', p_offset integer default 0, p_limit integer default 100,
  p_sort text default 'upcoming', p_descending boolean default false, p_status text default ''
)
returns jsonb language plpgsql stable security invoker
set search_path = public, pg_temp
as $$
declare
  v_words text[] := search_words(p_search); v_forms text[]; v_result jsonb;
  v_today timestamptz := ((now() at time zone business_time_zone())::date)::timestamp at time zone business_time_zone();
begin
  -- Each booking's text is built once and searched at most twice per word (as typed, and a phone number in its
  -- stored form), so the work stays linear in the bookings (docs/areas/bookings.md#bookings-dashboard).
  v_forms := array(select coalesce(phone_search_form(w), w) from unnest(v_words) with ordinality as u(w, n) order by n);
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
       and not exists (select 1 from unnest(v_words, v_forms) as s(w, f) where strpos(haystack.text, w) = 0 and strpos(haystack.text, f) = 0)
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
  'One page of the bookings dashboard''s All table: {total, rows}. Rows as the screens read them (the type''s name, price and duration, the inspector''s name). p_sort: ''upcoming'' (today and later soonest first, then untimed newest first, then past latest first), or ''date'', ''customer'', ''vehicle'', ''type'', ''inspector'', ''status'' (p_descending reverses; empty values last), else 22023 sort_unknown; ties by id. p_search: every word (case-insensitive; at most 10 words of 200 characters, else 22023 search_too_long) in the customer, seller, vehicle, location, type or reference, a word that looks like a phone number also in its stored form (public.phone_search_form: ''050 123'' finds ''+97150123…''), and a term that is only a phone number typed in groups one word; p_inspector: '''' everyone, ''none'' bookings without one, else an inspector''s id; p_status: '''' every status, else only bookings of that status (the dashboard''s Status filter: cancelled ones stay listed and findable). Row level security applies (security invoker).';
