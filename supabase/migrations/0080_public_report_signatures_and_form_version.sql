-- get_public_report with both keys: the signatures and the photos' marks (0060) and the
-- form version the inspection answered (0052). Both migrations redefined the function from the same
-- base, so 0060 dropped 0052's form_version; this is the one definition (supabase/schemas/reports.sql).
create or replace function public.get_public_report(booking_id uuid) returns json
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  with report as (
    select r.*, coalesce(r.form_id, (select d.form_id from public.inspection_data d where d.id = r.inspection_data_id)) as the_form_id
      from public.inspection_reports r
     where r.booking_id = get_public_report.booking_id
       and r.public_link_enabled
       and (r.public_link_expires_at is null or r.public_link_expires_at > now())
  )
  select json_build_object(
    'id', r.id,
    'booking_id', r.booking_id,
    'images', public.only_keys(r.images, array['title', 'urls']),
    'vehicle_info', jsonb_build_object(
      'brand', case when public.is_contact_value(r.vehicle_info -> 'brand') then null else r.vehicle_info -> 'brand' end,
      'model', case when public.is_contact_value(r.vehicle_info -> 'model') then null else r.vehicle_info -> 'model' end,
      'year', r.vehicle_info -> 'year',
      'fields', public.buyer_report_fields(r.the_form_id, r.vehicle_info -> 'fields')),
    'overall_score', r.overall_score,
    'damage_data', (
      select coalesce(jsonb_object_agg(part.key, (select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb)
                                                    from jsonb_each(part.value) e where e.key in ('conditions', 'severity'))),
                      '{}'::jsonb)
        from jsonb_each(case when jsonb_typeof(r.damage_data) = 'object' then r.damage_data else '{}'::jsonb end) as part
       where jsonb_typeof(part.value) = 'object'),
    'inspection_results', (
      select coalesce(jsonb_agg(jsonb_build_object(
               'id', s -> 'id',
               'title', s -> 'title',
               'rating', s -> 'rating',
               'maxScores', s -> 'maxScores',
               'fields', public.buyer_report_fields(r.the_form_id, s -> 'fields'),
               'images', public.buyer_report_photos(s -> 'images')) order by ord), '[]'::jsonb)
        from jsonb_array_elements(case when jsonb_typeof(r.inspection_results) = 'array'
                                       then r.inspection_results else '[]'::jsonb end) with ordinality as x(s, ord)
       where jsonb_typeof(s) = 'object'),
    'signatures', case when jsonb_typeof(r.signatures) = 'object' then jsonb_build_object(
      'inspector', public.report_signature(r.signatures -> 'inspector'),
      'customer', public.report_signature(r.signatures -> 'customer')) end,
    'updated_at', r.updated_at,
    -- The form version the inspection answered: the report names it ('v2').
    'form_version', (select f.version from public.inspection_forms f where f.id = r.the_form_id)
  )
  from report r
$$;
comment on function public.get_public_report(uuid) is
  'The one thing an anonymous visitor may read: the buyer''s copy of the report of the booking whose id they hold, built from an allow-list with the form''s own field types (no phone or email answers, no unknown keys), the photos'' well-formed marks and the signatures, naming the form version it answered, or null when there is none or staff switched the link off or let it expire. Security definer so that row level security stays closed for everything else.';
revoke execute on function public.get_public_report(uuid) from public;
grant execute on function public.get_public_report(uuid) to anon, authenticated, service_role;
