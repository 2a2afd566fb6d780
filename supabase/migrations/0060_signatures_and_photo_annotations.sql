-- Signatures and photo marks (docs/areas/inspection.md#signatures): the inspector signs the report at submit
-- (required), the customer may sign too; photos carry the inspector's marks (annotations) as vectors. submit_inspection
-- stores p_report.signatures in inspection_reports.signatures (refusing a submit without the inspector's signature,
-- nothing written) and gives each photo of the report its marks; get_public_report returns the signatures and the
-- photos' well-formed marks. Redefines submit_inspection, get_public_report and buyer_report_field (create or replace).
alter table public.inspection_reports add column signatures jsonb;
comment on column public.inspection_reports.signatures is
  'Who signed the report at submit: {inspector: {name, signed_at, path}, customer: {name, signed_at, path} or null}; path is SVG path data on a 600 x 200 box. Null for reports submitted before signatures.';
-- Signatures (docs/areas/inspection.md#signatures): the inspector signs the report at submit (required), the customer may sign too. Each
-- signature is {name, signed_at, path}: path is SVG path data on a 600 x 200 box (a vector, never a picture).
create function public.report_signature(p_signature jsonb) returns jsonb
language plpgsql
stable
set search_path = public, pg_temp
as $$
declare
  v_signed_at timestamptz;
begin
  if jsonb_typeof(p_signature) is distinct from 'object'
     or jsonb_typeof(p_signature -> 'name') is distinct from 'string'
     or btrim(p_signature ->> 'name') = '' or length(btrim(p_signature ->> 'name')) > 200
     or jsonb_typeof(p_signature -> 'path') is distinct from 'string'
     or length(p_signature ->> 'path') > 200000
     or (p_signature ->> 'path') !~ '^\s*[Mm][-+0-9MmLlCcQqZz.,eE\s]*$' then
    return null;
  end if;
  if jsonb_typeof(p_signature -> 'signed_at') is distinct from 'string' then
    return null;
  end if;
  begin
    v_signed_at := (p_signature ->> 'signed_at')::timestamptz;
  exception when others then
    return null;
  end;
  return jsonb_build_object(
    'name', btrim(p_signature ->> 'name'),
    'signed_at', to_char(v_signed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'path', btrim(p_signature ->> 'path'));
end
$$;
comment on function public.report_signature(jsonb) is
  'One signature as stored: {name (trimmed, 1 to 200 characters), signed_at (ISO time in UTC), path (SVG path data on a 600 x 200 box, starting with a move)}; null when the input is not such a signature.';
revoke execute on function public.report_signature(jsonb) from public, anon;
grant execute on function public.report_signature(jsonb) to authenticated, service_role;

-- The signatures submit_inspection stores: the inspector's is required, the customer's optional (null when absent).
create function public.report_signatures(p_signatures jsonb) returns jsonb
language plpgsql
stable
set search_path = public, pg_temp
as $$
declare
  v_inspector jsonb := public.report_signature(p_signatures -> 'inspector');
  v_customer jsonb;
begin
  if v_inspector is null then
    raise exception using errcode = '22023',
      message = 'The inspector''s signature is required to submit the inspection';
  end if;
  if jsonb_typeof(p_signatures -> 'customer') is not distinct from 'object' then
    v_customer := public.report_signature(p_signatures -> 'customer');
    if v_customer is null then
      raise exception using errcode = '22023',
        message = 'The customer''s signature needs their name and a signature';
    end if;
  end if;
  return jsonb_build_object('inspector', v_inspector, 'customer', v_customer);
end
$$;
comment on function public.report_signatures(jsonb) is
  'The signatures of p_report as stored in inspection_reports.signatures: {inspector, customer or null}; refuses (22023) a missing or unreadable inspector''s signature and an unreadable customer''s one.';
revoke execute on function public.report_signatures(jsonb) from public, anon;
grant execute on function public.report_signatures(jsonb) to authenticated, service_role;

-- Photo annotations: an image answer's entry may carry annotations, marks drawn over its photos as vectors
-- ({type: arrow, ellipse, freehand or text, points [{x, y}] from 0 to 1 relative to the photo, color, text}, and
-- photo: the URL of the photo the mark is on, the answer's first photo when absent). The photo file never changes.
-- Only well-formed marks are kept; the buyer's copy also leaves out a text label that is a phone number or an
-- email address (buyer_annotations).
create function public.clean_annotations(p_annotations jsonb) returns jsonb
language sql
immutable
set search_path = public, pg_temp
as $$
  select coalesce(jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
           'type', m ->> 'type',
           'points', (select jsonb_agg(jsonb_build_object('x', (p ->> 'x')::double precision, 'y', (p ->> 'y')::double precision) order by po)
                        from jsonb_array_elements(m -> 'points') with ordinality as q(p, po)),
           'color', m -> 'color',
           'text', case when m ->> 'type' = 'text' then to_jsonb(left(m ->> 'text', 200)) end,
           'photo', case when jsonb_typeof(m -> 'photo') = 'string' then m -> 'photo' end)) order by ord), '[]'::jsonb)
    from jsonb_array_elements(case when jsonb_typeof(p_annotations) = 'array' then p_annotations else '[]'::jsonb end)
         with ordinality as t(m, ord)
   where jsonb_typeof(m) = 'object'
     and m ->> 'type' in ('arrow', 'ellipse', 'freehand', 'text')
     and jsonb_typeof(m -> 'points') = 'array'
     and jsonb_array_length(m -> 'points') between 1 and 2000
     and not exists (select 1 from jsonb_array_elements(m -> 'points') p
                      where jsonb_typeof(p -> 'x') is distinct from 'number' or jsonb_typeof(p -> 'y') is distinct from 'number'
                         or (p ->> 'x')::double precision not between 0 and 1 or (p ->> 'y')::double precision not between 0 and 1)
     and jsonb_typeof(m -> 'color') = 'string' and (m ->> 'color') ~ '^(#[0-9A-Fa-f]{3,8}|[a-z]{3,20})$'
     and (m ->> 'type' <> 'text' or (jsonb_typeof(m -> 'text') = 'string' and btrim(m ->> 'text') <> ''))
$$;
comment on function public.clean_annotations(jsonb) is
  'The well-formed marks of a photo''s annotations ({type, points 0 to 1, color, text, photo}, unknown keys dropped).';
revoke execute on function public.clean_annotations(jsonb) from public, anon;
grant execute on function public.clean_annotations(jsonb) to authenticated, service_role;

-- The marks of one photo, from the answers that hold it: a mark names its photo, or is on its answer's first one.
create function public.photo_annotations(p_data jsonb, p_url text) returns jsonb
language sql
immutable
set search_path = public, pg_temp
as $$
  select public.clean_annotations(jsonb_agg(m order by e.key, o))
    from jsonb_each(case when jsonb_typeof(p_data) = 'object' then p_data else '{}'::jsonb end) as e
   cross join lateral jsonb_array_elements(case when jsonb_typeof(e.value -> 'annotations') = 'array'
                                                then e.value -> 'annotations' else '[]'::jsonb end) with ordinality as a(m, o)
   where coalesce(m ->> 'photo', case jsonb_typeof(e.value -> 'value')
                                   when 'array' then e.value -> 'value' ->> 0
                                   when 'string' then e.value ->> 'value' end) = p_url
  having count(*) > 0
$$;
comment on function public.photo_annotations(jsonb, text) is
  'The marks drawn on the photo at p_url, gathered from the image answers of inspection data (a mark''s photo, else its answer''s first photo); null when no answer has marks on it.';
revoke execute on function public.photo_annotations(jsonb, text) from public, anon;
grant execute on function public.photo_annotations(jsonb, text) to authenticated, service_role;

-- The marks the buyer sees: the well-formed ones, without text labels that are a phone number or an email address.
create function public.buyer_annotations(p_annotations jsonb) returns jsonb
language sql
immutable
set search_path = public, pg_temp
as $$
  select coalesce(jsonb_agg(m order by ord), '[]'::jsonb)
    from jsonb_array_elements(public.clean_annotations(p_annotations)) with ordinality as t(m, ord)
   where not (m ->> 'type' = 'text' and public.is_contact_value(m -> 'text'))
$$;
comment on function public.buyer_annotations(jsonb) is
  'A photo''s marks in the buyer''s copy: clean_annotations without text labels that are a phone number or an email address.';
revoke execute on function public.buyer_annotations(jsonb) from public, anon, authenticated;

-- The photos of a report section as the buyer sees them: known keys, and their well-formed marks.
create function public.buyer_report_photos(p_images jsonb) returns jsonb
language sql
immutable
set search_path = public, pg_temp
as $$
  select coalesce(jsonb_agg((select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb)
                               from jsonb_each(img) e where e.key in ('id', 'url', 'alt', 'isIssue', 'issueNote'))
                            || case when jsonb_array_length(marks) > 0 then jsonb_build_object('annotations', marks) else '{}'::jsonb end
                            order by ord), '[]'::jsonb)
    from jsonb_array_elements(case when jsonb_typeof(p_images) = 'array' then p_images else '[]'::jsonb end)
         with ordinality as t(img, ord)
   cross join lateral (select public.buyer_annotations(img -> 'annotations') as marks) m
   where jsonb_typeof(img) = 'object'
$$;
comment on function public.buyer_report_photos(jsonb) is
  'The photos of a report section in the buyer''s copy: id, url, alt, isIssue and issueNote, with their annotations (through buyer_annotations) when they have any.';
revoke execute on function public.buyer_report_photos(jsonb) from public, anon, authenticated;

create or replace function public.buyer_report_field(p_form_id uuid, p_field jsonb) returns jsonb
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
    'issueNote', p_field -> 'issueNote',
    'annotations', case when jsonb_typeof(p_field -> 'annotations') = 'array' then public.buyer_annotations(p_field -> 'annotations') end
  )) || jsonb_build_object('value', coalesce(p_field -> 'value', 'null'::jsonb));
end
$$;
comment on function public.buyer_report_field(uuid, jsonb) is
  'A report field as the buyer''s copy shows it: known keys only, type and input_type from the form; null (left out) for fields not in the form, contact fields by the form''s own type or title, and answers that are a phone number or an email address.';

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
    'updated_at', r.updated_at
  )
  from report r
$$;
comment on function public.get_public_report(uuid) is
  'The one thing an anonymous visitor may read: the buyer''s copy of the report of the booking whose id they hold, built from an allow-list with the form''s own field types (no phone or email answers, no unknown keys), the photos'' well-formed marks and the signatures, or null when there is none or staff switched the link off or let it expire. Security definer so that row level security stays closed for everything else.';

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
  v_signatures jsonb;
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
  -- The inspector signs the report: without their signature nothing is written.
  v_signatures := public.report_signatures(p_report -> 'signatures');

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
                                  -- An image answer's marks travel with it (photo annotations).
                                  || case when jsonb_typeof(v_data -> (f ->> 'id') -> 'annotations') = 'array'
                                          then jsonb_build_object('annotations', public.clean_annotations(v_data -> (f ->> 'id') -> 'annotations'))
                                          else '{}'::jsonb end
                         end order by fo), '[]'::jsonb)
                    from jsonb_array_elements(sec -> 'fields') with ordinality as x(f, fo)))
                else '{}'::jsonb end
             -- Each photo carries the marks the answers hold for it (else the ones the report sent), well-formed only.
             || case when jsonb_typeof(sec -> 'images') = 'array' then jsonb_build_object('images', (
                  select coalesce(jsonb_agg(case
                           when jsonb_typeof(img) <> 'object' or jsonb_typeof(img -> 'url') is distinct from 'string' then img
                           else (img - 'annotations')
                                || case when jsonb_array_length(marks) > 0 then jsonb_build_object('annotations', marks) else '{}'::jsonb end
                         end order by io), '[]'::jsonb)
                    from jsonb_array_elements(sec -> 'images') with ordinality as z(img, io)
                   cross join lateral (select coalesce(public.photo_annotations(v_data, img ->> 'url'),
                                                       public.clean_annotations(img -> 'annotations')) as marks) m))
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
                                              inspection_results, damage_data, images, vehicle_info, signatures)
  values (p_booking_id, v_row.id, v_row.form_id, 'published', v_overall::numeric,
          v_results, coalesce(p_report -> 'damage_data', '{}'::jsonb),
          coalesce(p_report -> 'images', '[]'::jsonb), coalesce(p_report -> 'vehicle_info', '{}'::jsonb), v_signatures)
  on conflict (booking_id) do update
     set inspection_data_id = excluded.inspection_data_id, form_id = excluded.form_id, status = excluded.status,
         overall_score = excluded.overall_score, inspection_results = excluded.inspection_results,
         damage_data = excluded.damage_data, images = excluded.images, vehicle_info = excluded.vehicle_info,
         signatures = excluded.signatures
  returning r.id into v_report_id;

  update public.bookings set status = 'completed' where id = p_booking_id;
  if not found then
    raise exception using errcode = 'PT404', message = 'Booking not found';
  end if;

  return json_build_object('report_id', v_report_id, 'booking_id', p_booking_id, 'overall_score', v_overall::numeric);
end;
$$;
comment on function public.submit_inspection(uuid, jsonb, jsonb, jsonb) is
  'Submit of one booking''s inspection in one transaction: inspection_data published with the given answers and marked_data, inspection_reports upserted by booking_id (damage_data, images, vehicle_info and the sections from p_report), booking completed. p_report.signatures {inspector, customer or null} is required with the inspector''s signature (else 22023, nothing written) and stored in inspection_reports.signatures; each photo of the report carries the marks (annotations) its image answer holds. Every score is computed here from the form''s dropdown options and the answers'' values (field score and maxScore, section rating and maxScores, overall_score); scores sent by the caller are ignored. Any failure leaves all three as they were.';

