-- Reports, the builder: the stored report's one author, build_inspection_report, by step (docs/areas/reports.md).

-- The stored report has one author: submit_inspection builds it with build_inspection_report from the answers,
-- the part marks and the inspection's own form version (titles and types are copied in, so a later change of the
-- form never alters a submitted report). Its shape is the one every reader takes (libs/reports/model):
-- {status, overall_score, inspection_results: [{id, title, rating, fields, images, maxScores}], damage_data:
-- {part: {conditions, severity}}, images: [{title, urls}] (Main Picture first), vehicle_info: {brand, model, year,
-- fields}}. Each step is a function below.

-- The photo URLs of an image answer (a single URL is read as a list of one).
create function public.report_image_urls(p_answer jsonb) returns jsonb
language sql
immutable
set search_path = public, pg_temp
as $$
  select case jsonb_typeof(p_answer -> 'value')
           when 'array' then coalesce((select jsonb_agg(u order by o)
                                         from jsonb_array_elements(p_answer -> 'value') with ordinality as t(u, o)
                                        where jsonb_typeof(u) = 'string' and u <> '""'::jsonb), '[]'::jsonb)
           when 'string' then case when p_answer ->> 'value' <> '' then jsonb_build_array(p_answer -> 'value') else '[]'::jsonb end
           else '[]'::jsonb
         end
$$;
comment on function public.report_image_urls(jsonb) is
  'The photo URLs an image answer holds, as a JSON array (non-empty strings only; a single URL is a list of one).';
revoke execute on function public.report_image_urls(jsonb) from public, anon;
grant execute on function public.report_image_urls(jsonb) to authenticated, service_role;

-- Every answer slot of the form with its answer and the form's scores, in screen order: the input of each step.
create function public.report_slots(p_form_id uuid, p_data jsonb) returns jsonb
language sql
stable
set search_path = public, pg_temp
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'section_id', s.section_id, 'key', s.answer_key, 'title', s.title, 'type', s.type,
           'input_type', coalesce(s.input_type, 'plain'), 'answer', p_data -> s.answer_key,
           'score', a.score, 'maxScore', a.max_score, 'urls', public.report_image_urls(p_data -> s.answer_key))
         order by s.section_order, s.section_id, s.slot_order), '[]'::jsonb)
    from public.inspection_form_slots(p_form_id) s
    left join public.inspection_answer_scores(p_form_id, p_data) a on a.answer_key = s.answer_key
$$;
comment on function public.report_slots(uuid, jsonb) is
  'The answer slots of a form (inspection_form_slots) with their answer, score and maxScore (inspection_answer_scores) and photo URLs, as a JSON array in screen order.';
revoke execute on function public.report_slots(uuid, jsonb) from public, anon;
grant execute on function public.report_slots(uuid, jsonb) to authenticated, service_role;

-- A section's fields: every answer slot but the photos, with the form's title, type and input type.
create function public.report_section_fields(p_slots jsonb) returns jsonb
language sql
immutable
set search_path = public, pg_temp
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', x -> 'key', 'title', x -> 'title', 'type', x -> 'type', 'input_type', x -> 'input_type',
           'value', coalesce(x -> 'answer' -> 'value', 'null'::jsonb), 'score', x -> 'score', 'maxScore', x -> 'maxScore')
         order by o), '[]'::jsonb)
    from jsonb_array_elements(p_slots) with ordinality as t(x, o)
   where x ->> 'type' <> 'image'
$$;
comment on function public.report_section_fields(jsonb) is
  'The fields of a report section from its answer slots (report_slots): {id (answer key), title, type, input_type, value, score, maxScore}, photos left out.';
revoke execute on function public.report_section_fields(jsonb) from public, anon;
grant execute on function public.report_section_fields(jsonb) to authenticated, service_role;

-- A section's photos: each URL of its image answers, with the answer's issue flag and note and the marks on it.
create function public.report_section_photos(p_slots jsonb, p_data jsonb) returns jsonb
language sql
immutable
set search_path = public, pg_temp
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'url', u.url, 'alt', x -> 'title',
           'isIssue', coalesce(x -> 'answer' -> 'isIssue' = 'true'::jsonb, false),
           'issueNote', case when jsonb_typeof(x -> 'answer' -> 'notes') = 'string' then x -> 'answer' -> 'notes' else '""'::jsonb end)
         || case when jsonb_array_length(coalesce(m.marks, '[]'::jsonb)) > 0 then jsonb_build_object('annotations', m.marks) else '{}'::jsonb end
         order by o, uo), '[]'::jsonb)
    from jsonb_array_elements(p_slots) with ordinality as t(x, o)
   cross join lateral jsonb_array_elements(x -> 'urls') with ordinality as u(url, uo)
   cross join lateral (select public.photo_annotations(p_data, u.url #>> '{}') as marks) m
   where x ->> 'type' = 'image'
$$;
comment on function public.report_section_photos(jsonb, jsonb) is
  'The photos of a report section from its answer slots: {url, alt (the field''s title), isIssue, issueNote, annotations when it has marks (photo_annotations)}.';
revoke execute on function public.report_section_photos(jsonb, jsonb) from public, anon;
grant execute on function public.report_section_photos(jsonb, jsonb) to authenticated, service_role;

-- The sections in form order, each rated from its answers' scores (inspection_section_rating).
create function public.report_sections(p_form_id uuid, p_slots jsonb, p_data jsonb) returns jsonb
language sql
stable
set search_path = public, pg_temp
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', s.id, 'title', s.title, 'rating', public.inspection_section_rating(t.score, t.max_score),
           'fields', public.report_section_fields(ss.slots), 'images', public.report_section_photos(ss.slots, p_data),
           'maxScores', t.max_score)
         order by s.order_index, s.id), '[]'::jsonb)
    from public.form_sections s
   cross join lateral (select coalesce(jsonb_agg(x order by o), '[]'::jsonb) as slots
                         from jsonb_array_elements(p_slots) with ordinality as e(x, o)
                        where x ->> 'section_id' = s.id::text) ss
   cross join lateral (select coalesce(sum(v.score) filter (where v.score >= 0 and v.max_score >= 0), 0) as score,
                              coalesce(sum(v.max_score) filter (where v.score >= 0 and v.max_score >= 0), 0) as max_score
                         from jsonb_array_elements(ss.slots) as x
                        cross join lateral (select (x ->> 'score')::double precision as score,
                                                   (x ->> 'maxScore')::double precision as max_score) v) t
   where s.form_id = p_form_id
$$;
comment on function public.report_sections(uuid, jsonb, jsonb) is
  'A report''s inspection_results: the form''s sections in order, {id, title, rating (null without max scores), fields, images, maxScores}.';
revoke execute on function public.report_sections(uuid, jsonb, jsonb) from public, anon;
grant execute on function public.report_sections(uuid, jsonb, jsonb) to authenticated, service_role;

-- The image groups: one per image answer with photos, titled by its field, Main Picture first, then in form order.
create function public.report_image_groups(p_slots jsonb) returns jsonb
language sql
immutable
set search_path = public, pg_temp
as $$
  select coalesce(jsonb_agg(jsonb_build_object('title', x -> 'title', 'urls', x -> 'urls')
                            order by (x ->> 'title' = 'Main Picture') desc, o), '[]'::jsonb)
    from jsonb_array_elements(p_slots) with ordinality as t(x, o)
   where x ->> 'type' = 'image' and jsonb_array_length(x -> 'urls') > 0
$$;
comment on function public.report_image_groups(jsonb) is
  'A report''s images: {title, urls} per image answer with photos, the Main Picture group first.';
revoke execute on function public.report_image_groups(jsonb) from public, anon;
grant execute on function public.report_image_groups(jsonb) to authenticated, service_role;

-- A part's severity: the worst of its conditions' severities in condition_codes (admins set them, Tooling's
-- condition severities page; docs/areas/inspection.md#car-diagram). A name not in the list keeps the word rule: a
-- word starting Crack or Broken is major, Scratched or Dent moderate, anything else minor. 'none' (not damage, such
-- as Paint Protection Film) when no condition is damage. libs/shared/car-parts' partSeverity is the same rule.
create function public.report_part_severity(p_conditions jsonb) returns text
language sql
stable
set search_path = public, pg_temp
as $$
  select coalesce((array['none', 'minor', 'moderate', 'major'])[max(array_position(array['none', 'minor', 'moderate', 'major'], s.severity))], 'none')
    from jsonb_array_elements_text(p_conditions) as c(name)
   cross join lateral (
     select coalesce((select cc.severity from condition_codes cc where cc.condition_name = c.name),
                     case when c.name ~* '(^|[^a-z0-9_])(crack|broken)' then 'major'
                          when c.name ~* '(^|[^a-z0-9_])(scratched|dent)' then 'moderate'
                          else 'minor' end) as severity
   ) s
$$;
comment on function public.report_part_severity(jsonb) is
  'The stored severity of a marked part (minor, moderate or major; none when no condition is damage) from its condition names'' severities in condition_codes; a part takes its worst condition.';
revoke execute on function public.report_part_severity(jsonb) from public, anon;
grant execute on function public.report_part_severity(jsonb) to authenticated, service_role;

-- damage_data: each marked part with at least one damage condition (the lastUpdated stamp is not a part; a part
-- marked only with conditions that are not damage, such as Paint Protection Film, is left out).
create function public.report_damage(p_marked_data jsonb) returns jsonb
language sql
stable
set search_path = public, pg_temp
as $$
  select coalesce(jsonb_object_agg(m.key, jsonb_build_object('conditions', c.conditions, 'severity', s.severity)), '{}'::jsonb)
    from jsonb_each(case when jsonb_typeof(p_marked_data) = 'object' then p_marked_data else '{}'::jsonb end) as m
   cross join lateral (select jsonb_agg(e order by o) as conditions
                         from jsonb_array_elements(case when jsonb_typeof(m.value) = 'array' then m.value else '[]'::jsonb end)
                              with ordinality as t(e, o)
                        where jsonb_typeof(e) = 'string') c
   cross join lateral (select public.report_part_severity(c.conditions) as severity) s
   where m.key <> 'lastUpdated' and c.conditions is not null and s.severity <> 'none'
$$;
comment on function public.report_damage(jsonb) is
  'A report''s damage_data from the part marks: {part: {conditions, severity}} for each part with a damage condition.';
revoke execute on function public.report_damage(jsonb) from public, anon;
grant execute on function public.report_damage(jsonb) to authenticated, service_role;

-- vehicle_info: the text fields of the Vehicle Information section; brand, model and year from its answers, else
-- from the booking.
create function public.report_vehicle_info(p_sections jsonb, p_booking_id uuid) returns jsonb
language sql
stable
set search_path = public, pg_temp
as $$
  with fields as (
    select jsonb_build_object('title', f -> 'title', 'value', f -> 'value', 'type', f -> 'type', 'input_type', f -> 'input_type') as field,
           row_number() over (order by so, fo) as n
      from jsonb_array_elements(p_sections) with ordinality as s(sec, so)
     cross join lateral jsonb_array_elements(sec -> 'fields') with ordinality as x(f, fo)
     where btrim(sec ->> 'title') ~* '^vehicle info(rmation)?$' and f ->> 'type' = 'text'
  ),
  -- The first field of each title answers for it, when it holds text.
  answered as (
    select lower(btrim(field ->> 'title')) as title,
           (array_agg(case when jsonb_typeof(field -> 'value') = 'string' and btrim(field ->> 'value') <> ''
                           then btrim(field ->> 'value') end order by n))[1] as answer
      from fields
     group by 1
  )
  select jsonb_build_object(
           'brand', coalesce((select answer from answered where title = 'vehicle brand'), b.vehicle_make, ''),
           'model', coalesce((select answer from answered where title = 'vehicle model'), b.vehicle_model, ''),
           'year', coalesce((select answer from answered where title = 'vehicle year'), b.vehicle_year::text, ''),
           'fields', (select coalesce(jsonb_agg(field order by n), '[]'::jsonb) from fields))
    from (select 1) one
    left join public.bookings b on b.id = p_booking_id
$$;
comment on function public.report_vehicle_info(jsonb, uuid) is
  'A report''s vehicle_info from its sections: {brand, model, year (the Vehicle Information answers, else the booking''s vehicle), fields (that section''s text fields)}.';
revoke execute on function public.report_vehicle_info(jsonb, uuid) from public, anon;
grant execute on function public.report_vehicle_info(jsonb, uuid) to authenticated, service_role;

create function public.build_inspection_report(p_form_id uuid, p_data jsonb, p_marked_data jsonb, p_booking_id uuid)
returns jsonb
language sql
stable
security invoker
cost 80000
set search_path = public, pg_temp
as $$
  with slots as (
    select public.report_slots(p_form_id, coalesce(p_data, '{}'::jsonb)) as slots
  ),
  built as (
    select slots, public.report_sections(p_form_id, slots, coalesce(p_data, '{}'::jsonb)) as sections from slots
  )
  select jsonb_build_object(
           'status', 'published',
           'overall_score', public.inspection_overall_score(array(
             select (sec ->> 'rating')::double precision from jsonb_array_elements(sections) with ordinality as s(sec, o) order by o)),
           'inspection_results', sections,
           'damage_data', public.report_damage(p_marked_data),
           'images', public.report_image_groups(slots),
           'vehicle_info', public.report_vehicle_info(sections, p_booking_id))
    from built
$$;
comment on function public.build_inspection_report(uuid, jsonb, jsonb, uuid) is
  'The stored report of an inspection, built from its answers (p_data), part marks (p_marked_data) and form version (p_form_id), with the booking''s vehicle as the fallback: {status, overall_score, inspection_results, damage_data, images, vehicle_info}. The one author of inspection_reports'' content (submit_inspection and the seed call it).';
revoke execute on function public.build_inspection_report(uuid, jsonb, jsonb, uuid) from public, anon;
grant execute on function public.build_inspection_report(uuid, jsonb, jsonb, uuid) to authenticated, service_role;
