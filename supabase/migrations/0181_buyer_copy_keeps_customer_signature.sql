-- The buyer's copy carries both signatures again (the buyer's report draws them, and get_public_report returns
-- them): a signature is the signer's own mark on the report, not a contact. The customer's name stays redacted
-- everywhere else in the copy (supabase/schemas/reports-buyer-copy.sql).
create or replace function public.build_buyer_copy(p_report public.inspection_reports) returns jsonb
language sql
stable
cost 80000
set search_path = public, pg_temp
as $$
  with context as (
    select coalesce(p_report.form_id, (select d.form_id from public.inspection_data d where d.id = p_report.inspection_data_id)) as form_id,
           -- Names the buyer does not need, redacted in free text: the customer's, the seller's, the customer signer's.
           array_remove(array[b.customer_name, b.seller_name,
                              case when jsonb_typeof(p_report.signatures -> 'customer' -> 'name') = 'string'
                                   then p_report.signatures -> 'customer' ->> 'name' end], null) as names
      from (select 1) one
      left join public.bookings b on b.id = p_report.booking_id
  )
  select jsonb_build_object(
    'id', p_report.id,
    'booking_id', p_report.booking_id,
    'overall_score', p_report.overall_score,
    'images', (select coalesce(jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
                        'title', case when jsonb_typeof(g -> 'title') = 'string' then to_jsonb(public.buyer_text(g ->> 'title', c.names)) end,
                        'urls', public.buyer_urls(g -> 'urls'))) order by o), '[]'::jsonb)
                 from jsonb_array_elements(case when jsonb_typeof(p_report.images) = 'array' then p_report.images else '[]'::jsonb end)
                      with ordinality as t(g, o)
                where jsonb_typeof(g) = 'object'),
    'vehicle_info', jsonb_build_object(
      'brand', case when jsonb_typeof(p_report.vehicle_info -> 'brand') in ('string', 'number') and not public.is_contact_value(p_report.vehicle_info -> 'brand')
                    then to_jsonb(public.buyer_text(p_report.vehicle_info ->> 'brand', c.names)) end,
      'model', case when jsonb_typeof(p_report.vehicle_info -> 'model') in ('string', 'number') and not public.is_contact_value(p_report.vehicle_info -> 'model')
                    then to_jsonb(public.buyer_text(p_report.vehicle_info ->> 'model', c.names)) end,
      -- A year is a year: 1900 to next year, as a booking's (docs/areas/bookings.md), else empty.
      'year', case when jsonb_typeof(p_report.vehicle_info -> 'year') in ('string', 'number')
                        and btrim(p_report.vehicle_info ->> 'year') ~ '^[0-9]{4}$'
                        and btrim(p_report.vehicle_info ->> 'year')::int between 1900 and extract(year from now())::int + 1
                   then to_jsonb(btrim(p_report.vehicle_info ->> 'year')) else '""'::jsonb end,
      'fields', public.buyer_fields(p_report.vehicle_info -> 'fields', f.form, c.names)),
    'damage_data', (
      select coalesce(jsonb_object_agg(part.key, jsonb_strip_nulls(jsonb_build_object(
               'conditions', (select coalesce(jsonb_agg(to_jsonb(public.buyer_text(e #>> '{}', c.names)) order by o), '[]'::jsonb)
                                from jsonb_array_elements(case when jsonb_typeof(part.value -> 'conditions') = 'array'
                                                               then part.value -> 'conditions' else '[]'::jsonb end) with ordinality as t(e, o)
                               where jsonb_typeof(e) = 'string' and not public.is_contact_value(e)),
               'severity', case when part.value ->> 'severity' in ('minor', 'moderate', 'major') then part.value -> 'severity' end))), '{}'::jsonb)
        -- A part is named by the car's outline (front_bumper, rear_left_door): other keys are not parts.
        from jsonb_each(case when jsonb_typeof(p_report.damage_data) = 'object' then p_report.damage_data else '{}'::jsonb end) as part
       where jsonb_typeof(part.value) = 'object' and part.key ~ '^[a-z][a-z0-9_]{0,63}$'),
    'inspection_results', public.buyer_sections(p_report.inspection_results, f.form, c.names),
    'signatures', case when jsonb_typeof(p_report.signatures) = 'object'
                       then jsonb_build_object('inspector', public.report_signature(p_report.signatures -> 'inspector'),
                                               'customer', public.report_signature(p_report.signatures -> 'customer')) end,
    'updated_at', p_report.updated_at,
    -- The form version the inspection answered: the report names it ('v2').
    'form_version', (select v.version from public.inspection_forms v where v.id = c.form_id))
  from context c
  cross join lateral (select public.buyer_form(c.form_id) as form) f
$$;
comment on function public.build_buyer_copy(public.inspection_reports) is
  'The buyer''s copy of a report row, stored in inspection_reports.buyer_copy: {id, booking_id, overall_score, images, vehicle_info {brand, model, year, fields}, damage_data, inspection_results, signatures {inspector, customer}, updated_at, form_version}, built from an allow-list (see supabase/schemas/reports-buyer-copy.sql).';
revoke execute on function public.build_buyer_copy(public.inspection_reports) from public, anon, authenticated;

-- Existing reports: their copies rebuilt, as maintenance (no audit entry, updated_at kept, the lock of submitted
-- reports not asked).
alter table public.inspection_reports disable trigger user;
update public.inspection_reports r set buyer_copy = public.build_buyer_copy(r) where r.signatures -> 'customer' is not null;
alter table public.inspection_reports enable trigger user;
