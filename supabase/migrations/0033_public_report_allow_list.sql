-- The buyer's copy of a report (get_public_report) is built from an allow-list, never by removing what looks
-- dangerous from what the browser stored: 0020 trusted the input_type each field carried in the report JSON, so
-- a phone answer labelled 'plain' or 'Phone ', a child field typed phone and an extra key such as
-- vehicle_info.customer_phone all reached anonymous readers. Now:
--   * only known keys are copied (report, section, field, photo, image group, damage part, vehicle_info);
--   * a field is shown only when it is a field of the report's form (its id, or for vehicle_info fields without
--     an id its title), and the form's own type says it is no contact field: input_type phone or email, or a
--     title naming a phone, mobile, WhatsApp or email, is left out, whatever the report JSON says;
--   * type and input_type in the copy are the form's, and a value that is itself a phone number or an email
--     address is left out in any field.

-- A value that is a phone number or an email address on its own (no letters around it).
create function public.is_contact_value(p_value jsonb) returns boolean
language sql
immutable
set search_path = public, pg_temp
as $$
  select case when jsonb_typeof(p_value) in ('string', 'number') then
    (p_value #>> '{}') ~ '^\s*[^\s@]+@[^\s@]+\.[^\s@]+\s*$'
    -- Letters are tested after other scripts' digits became ASCII (some locales count those as letters).
    or (translate(p_value #>> '{}', '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹０１２３４５６７８９', '012345678901234567890123456789') !~ '[[:alpha:]]'
        and public.is_plausible_phone(public.normalize_phone(p_value #>> '{}')))
  else false end
$$;
comment on function public.is_contact_value(jsonb) is
  'Whether an answer is on its own a phone number (normalised to a plausible one, no letters) or an email address: the buyer''s copy leaves such answers out.';
revoke execute on function public.is_contact_value(jsonb) from public, anon, authenticated;

-- The form's own field behind a report field: by the id (a child answer's key is '{childId}-child-{n}'), or for
-- vehicle_info's fields stored without one, by title. Null when the form has no such field.
create function public.buyer_form_field(p_form_id uuid, p_field jsonb) returns public.form_fields
language sql
stable
set search_path = public, pg_temp
as $$
  select f.*
    from public.form_fields f
    join public.form_sections s on s.id = f.section_id
   where s.form_id = p_form_id
     and case
           when substring(p_field ->> 'id' from '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}') is not null
             then f.id = substring(p_field ->> 'id' from '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}')::uuid
           when p_field ? 'id' then false
           else lower(btrim(f.title)) = lower(btrim(p_field ->> 'title'))
         end
   -- Of several fields with one title, a contact one wins: better left out than leaked.
   order by (lower(btrim(coalesce(f.input_type, ''))) in ('phone', 'email')) desc, f.id
   limit 1
$$;
comment on function public.buyer_form_field(uuid, jsonb) is
  'The form field a report field belongs to, looked up in the form on the server (by id, or by title when the report field has no id); null when there is none.';
revoke execute on function public.buyer_form_field(uuid, jsonb) from public, anon, authenticated;

-- One field of the buyer's copy, or null when it is left out.
create function public.buyer_report_field(p_form_id uuid, p_field jsonb) returns jsonb
language plpgsql
stable
set search_path = public, pg_temp
as $$
declare
  v_form_field public.form_fields;
begin
  if jsonb_typeof(p_field) is distinct from 'object' then
    return null;
  end if;
  v_form_field := public.buyer_form_field(p_form_id, p_field);
  if v_form_field.id is null
     or lower(btrim(coalesce(v_form_field.input_type, ''))) in ('phone', 'email')
     or v_form_field.title ~* '(phone|mobile|whats\s*app|e-?mail|\mtel\M|contact\s*(number|no))'
     or public.is_contact_value(p_field -> 'value') then
    return null;
  end if;
  return jsonb_strip_nulls(jsonb_build_object(
    'id', p_field -> 'id',
    'title', v_form_field.title,
    'type', v_form_field.type,
    'input_type', v_form_field.input_type,
    'value', p_field -> 'value',
    'score', p_field -> 'score',
    'maxScore', p_field -> 'maxScore',
    'isIssue', p_field -> 'isIssue',
    'notes', p_field -> 'notes',
    'issueNote', p_field -> 'issueNote'
  )) || jsonb_build_object('value', coalesce(p_field -> 'value', 'null'::jsonb));
end
$$;
comment on function public.buyer_report_field(uuid, jsonb) is
  'A report field as the buyer''s copy shows it: known keys only, type and input_type from the form; null (left out) for fields not in the form, contact fields by the form''s own type or title, and answers that are a phone number or an email address.';
revoke execute on function public.buyer_report_field(uuid, jsonb) from public, anon, authenticated;

-- A list of fields for the buyer: each through buyer_report_field, the left-out ones dropped.
create function public.buyer_report_fields(p_form_id uuid, p_fields jsonb) returns jsonb
language sql
stable
set search_path = public, pg_temp
as $$
  select coalesce(jsonb_agg(kept order by ord), '[]'::jsonb)
    from jsonb_array_elements(case when jsonb_typeof(p_fields) = 'array' then p_fields else '[]'::jsonb end)
         with ordinality as t(field, ord)
   cross join lateral (select public.buyer_report_field(p_form_id, t.field) as kept) k
   where kept is not null
$$;
comment on function public.buyer_report_fields(uuid, jsonb) is
  'The fields of a report section (or vehicle_info) that the buyer''s copy shows, in order (see buyer_report_field).';
revoke execute on function public.buyer_report_fields(uuid, jsonb) from public, anon, authenticated;

-- Elements of a JSON array, each cut down to the given keys (non-objects dropped).
create function public.only_keys(p_items jsonb, p_keys text[]) returns jsonb
language sql
immutable
set search_path = public, pg_temp
as $$
  select coalesce(jsonb_agg((select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb)
                               from jsonb_each(item) e where e.key = any (p_keys)) order by ord), '[]'::jsonb)
    from jsonb_array_elements(case when jsonb_typeof(p_items) = 'array' then p_items else '[]'::jsonb end)
         with ordinality as t(item, ord)
   where jsonb_typeof(item) = 'object'
$$;
comment on function public.only_keys(jsonb, text[]) is
  'The objects of a JSON array, each with only the listed keys: how the buyer''s copy copies photos and image groups.';
revoke execute on function public.only_keys(jsonb, text[]) from public, anon, authenticated;

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
               'images', public.only_keys(s -> 'images', array['id', 'url', 'alt', 'isIssue', 'issueNote'])) order by ord), '[]'::jsonb)
        from jsonb_array_elements(case when jsonb_typeof(r.inspection_results) = 'array'
                                       then r.inspection_results else '[]'::jsonb end) with ordinality as x(s, ord)
       where jsonb_typeof(s) = 'object'),
    'updated_at', r.updated_at
  )
  from report r
$$;
comment on function public.get_public_report(uuid) is
  'The one thing an anonymous visitor may read: the buyer''s copy of the report of the booking whose id they hold, built from an allow-list with the form''s own field types (no phone or email answers, no unknown keys), or null when there is none or staff switched the link off or let it expire. Security definer so that row level security stays closed for everything else.';
revoke execute on function public.get_public_report(uuid) from public;
grant execute on function public.get_public_report(uuid) to anon, authenticated, service_role;
