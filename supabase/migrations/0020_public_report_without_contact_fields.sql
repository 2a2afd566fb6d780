-- A buyer's link gets forwarded, so the public copy of a report leaves out every answer whose input type is
-- phone or email (the customer's number and address among them). Staff read the whole report through the table.

create or replace function public.without_contact_fields(fields jsonb) returns jsonb
language sql
immutable
set search_path = public, pg_temp
as $$
  select coalesce(jsonb_agg(f order by ord), '[]'::jsonb)
  from jsonb_array_elements(case when jsonb_typeof(fields) = 'array' then fields else '[]'::jsonb end)
       with ordinality as t(f, ord)
  where lower(coalesce(f ->> 'input_type', f ->> 'inputType', '')) not in ('phone', 'tel', 'email')
$$;
comment on function public.without_contact_fields(jsonb) is
  'A report''s list of fields without those whose input type is phone or email: what the buyer''s copy shows.';
-- Used only inside get_public_report (security definer, runs as the owner): nobody calls it directly.
revoke execute on function public.without_contact_fields(jsonb) from public, anon, authenticated;

create or replace function public.get_public_report(booking_id uuid) returns json
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select json_build_object(
    'id', r.id,
    'booking_id', r.booking_id,
    'images', r.images,
    'vehicle_info', case
      when jsonb_typeof(r.vehicle_info -> 'fields') = 'array'
        then jsonb_set(r.vehicle_info, '{fields}', public.without_contact_fields(r.vehicle_info -> 'fields'))
      else r.vehicle_info
    end,
    'overall_score', r.overall_score,
    'damage_data', r.damage_data,
    'inspection_results', (
      select coalesce(jsonb_agg(case
                                  when jsonb_typeof(s -> 'fields') = 'array'
                                    then jsonb_set(s, '{fields}', public.without_contact_fields(s -> 'fields'))
                                  else s
                                end order by ord), '[]'::jsonb)
      from jsonb_array_elements(case when jsonb_typeof(r.inspection_results) = 'array'
                                     then r.inspection_results else '[]'::jsonb end) with ordinality as x(s, ord)
    ),
    'updated_at', r.updated_at
  )
  from public.inspection_reports r
  where r.booking_id = get_public_report.booking_id
    and r.public_link_enabled
    and (r.public_link_expires_at is null or r.public_link_expires_at > now())
$$;
comment on function public.get_public_report(uuid) is
  'The one thing an anonymous visitor may read: the report of the booking whose id they hold (the buyer''s link), without phone and email answers, or null when there is none or staff switched the link off or let it expire. Security definer so that row level security stays closed for everything else.';
revoke execute on function public.get_public_report(uuid) from public;
grant execute on function public.get_public_report(uuid) to anon, authenticated, service_role;
