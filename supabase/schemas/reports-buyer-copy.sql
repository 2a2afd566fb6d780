-- Reports, the buyer's copy (docs/areas/reports.md#what-the-buyers-copy-withholds): what an anonymous visitor of
-- /report/{booking_id} reads. It is built once, whenever a report's content is written (submit, the seed, staff
-- writing a report not yet submitted), and stored in inspection_reports.buyer_copy; get_public_report only checks
-- the link's switch and expiry and returns it, so an anonymous call costs the same whatever the report's size.
--
-- The copy is built from an allow-list, never by removing what looks dangerous from what the browser stored:
--   * only known keys are copied, each in its shape (a title is text, a score a number, a photo an http(s) URL, a
--     year a plausible year, a value text, a number, a yes/no or a list of those; anything else is left out);
--   * a field is shown only when it is a field of the report's form (its id, or for vehicle_info fields without an
--     id its title), and neither the form's field nor the stored one is withheld: input type phone or email, or a
--     title naming a phone, mobile, WhatsApp, email or the customer's (owner's, seller's) name;
--   * a value that is on its own a phone number or an email address leaves its field (or list entry, or photo
--     mark) out; inside free text (values, notes, titles, photo alt text, damage conditions, mark labels) each
--     phone number, email address and the customer's or seller's name is replaced by '…';
--   * both signatures are copied (the buyer's report draws them): a signature is the signer's own mark on the
--     report, not a contact; the customer's name is still redacted everywhere else.
-- Titles and types are the stored report's (copied from the form version at submit), so a later change to the
-- form alters neither copy.
--
-- Each function declares what it costs (planner units of cpu_operator_cost): a whole report's builder 80,000 (as
-- build_inspection_report), a list's 10,000, one value's the default 100, so that PGlite's time budget
-- (apps/backend/src/db/query-budget.ts) prices a statement calling them for what it is.

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

-- Free text as the buyer reads it: every email address (a word with an @ and a dot after it), phone number (a run
-- of 7 digits or more of any script, with spaces, dots, dashes or brackets between them, that normalises to a
-- plausible phone; a date written 2026-11-25 is not one) and given name (whole words, any case) replaced by '…'.
create function public.buyer_text(p_text text, p_names text[]) returns text
language plpgsql
immutable
set search_path = public, pg_temp
as $$
declare
  v_text text := p_text;
  v_candidate text;
  v_name text;
begin
  if v_text is null or v_text = '' then
    return v_text;
  end if;
  if strpos(v_text, '@') > 0 then
    v_text := regexp_replace(v_text, '[^[:space:]@]+@[^[:space:]@]+\.[[:alnum:]]+', '…', 'g');
  end if;
  -- The query below only for text with 7 digits close together (most text has none: no query then).
  if v_text ~ '[0-9\u0660-\u0669\u06F0-\u06F9\uFF10-\uFF19](?:[[:space:]().-]{0,3}[0-9\u0660-\u0669\u06F0-\u06F9\uFF10-\uFF19]){6}' then
    for v_candidate in
      select m[1] from regexp_matches(v_text,
        '(?<![[:alnum:]])([+＋]?[0-9\u0660-\u0669\u06F0-\u06F9\uFF10-\uFF19](?:[[:space:]().-]{0,3}[0-9\u0660-\u0669\u06F0-\u06F9\uFF10-\uFF19]){6,})(?![[:alnum:]])',
        'g') as m
    loop
      if v_candidate !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' and public.is_plausible_phone(public.normalize_phone(v_candidate)) then
        v_text := replace(v_text, v_candidate, '…');
      end if;
    end loop;
  end if;
  foreach v_name in array coalesce(p_names, '{}'::text[]) loop
    continue when v_name is null or length(btrim(v_name)) < 3 or strpos(lower(v_text), lower(btrim(v_name))) = 0;
    v_text := regexp_replace(v_text,
      '(?<![[:alnum:]])' || regexp_replace(btrim(v_name), '([].*+?^${}()|[\\])', '\\\1', 'g') || '(?![[:alnum:]])', '…', 'gi');
  end loop;
  return v_text;
end
$$;
comment on function public.buyer_text(text, text[]) is
  'Free text of the buyer''s copy: each email address, phone number (7 digits or more normalising to a plausible phone, not a yyyy-mm-dd date) and each of p_names (whole words, any case, 3 characters or more) replaced by an ellipsis.';
revoke execute on function public.buyer_text(text, text[]) from public, anon, authenticated;

-- Whether a field is withheld from the buyer by its title or input type (the form's or the stored one).
create function public.buyer_withheld_field(p_title text, p_input_type text) returns boolean
language sql
immutable
set search_path = public, pg_temp
as $$
  select lower(btrim(coalesce(p_input_type, ''))) in ('phone', 'tel', 'email')
      or coalesce(p_title, '') ~* '(phone|mobile|whats\s*app|e-?mail|\mtel\M|contact\s*(number|no)|هاتف|جوال|موبايل|واتس|بريد)'
      or coalesce(p_title, '') ~* '(^\W*(full\s*)?name\W*$|(customer|owner|client|buyer|seller)(''?s)?\W*(full\s*)?name|اسم)'
$$;
comment on function public.buyer_withheld_field(text, text) is
  'Whether a field is left out of the buyer''s copy by its title or input type: phone or email input, or a title naming a phone, mobile, WhatsApp, email or a person''s name (customer, owner, client, buyer, seller; in English or Arabic).';
revoke execute on function public.buyer_withheld_field(text, text) from public, anon, authenticated;

-- The http(s) URLs of a list (a single URL is a list of one); URLs are kept as they are.
create function public.buyer_urls(p_urls jsonb) returns jsonb
language sql
immutable
set search_path = public, pg_temp
as $$
  select coalesce(jsonb_agg(u order by o), '[]'::jsonb)
    from jsonb_array_elements(case jsonb_typeof(p_urls) when 'array' then p_urls when 'string' then jsonb_build_array(p_urls)
                                   else '[]'::jsonb end) with ordinality as t(u, o)
   where jsonb_typeof(u) = 'string' and (u #>> '{}') ~ '^https?://[^[:space:]]+$'
$$;
comment on function public.buyer_urls(jsonb) is
  'The http(s) URLs of a JSON list (or of a single URL) for the buyer''s copy, in order; anything else is left out.';
revoke execute on function public.buyer_urls(jsonb) from public, anon, authenticated;

-- An answer's value as the buyer reads it: text (through buyer_text), a number, a yes/no, or a list of those
-- without entries that are a phone number or an email address; objects and anything else read as null.
create function public.buyer_value(p_value jsonb, p_names text[]) returns jsonb
language sql
immutable
set search_path = public, pg_temp
as $$
  select case jsonb_typeof(p_value)
           when 'string' then to_jsonb(public.buyer_text(p_value #>> '{}', p_names))
           when 'number' then p_value
           when 'boolean' then p_value
           when 'array' then (
             select coalesce(jsonb_agg(case when jsonb_typeof(e) = 'string' then to_jsonb(public.buyer_text(e #>> '{}', p_names)) else e end
                                       order by o), '[]'::jsonb)
               from jsonb_array_elements(p_value) with ordinality as t(e, o)
              where jsonb_typeof(e) in ('string', 'number', 'boolean') and not public.is_contact_value(e))
           else 'null'::jsonb
         end
$$;
comment on function public.buyer_value(jsonb, text[]) is
  'An answer''s value in the buyer''s copy: text through buyer_text, numbers and booleans as they are, lists of those without phone or email entries; objects and other shapes read as null.';
revoke execute on function public.buyer_value(jsonb, text[]) from public, anon, authenticated;

-- A photo's marks for the buyer: the well-formed ones (clean_annotations), without text labels that are a phone
-- number or an email address, other labels through buyer_text.
create function public.buyer_marks(p_annotations jsonb, p_names text[]) returns jsonb
language sql
immutable
cost 1000
set search_path = public, pg_temp
as $$
  select coalesce(jsonb_agg((case when m ? 'text' then m || jsonb_build_object('text', public.buyer_text(m ->> 'text', p_names)) else m end)
                              - (case when (m ->> 'photo') ~ '^https?://[^[:space:]]+$' then '' else 'photo' end)
                            order by ord), '[]'::jsonb)
    from jsonb_array_elements(public.clean_annotations(p_annotations)) with ordinality as t(m, ord)
   where not (m ->> 'type' = 'text' and public.is_contact_value(m -> 'text'))
$$;
comment on function public.buyer_marks(jsonb, text[]) is
  'A photo''s marks in the buyer''s copy: clean_annotations without text labels that are a phone number or an email address, the other labels through buyer_text, a photo key only when it is an http(s) URL.';
revoke execute on function public.buyer_marks(jsonb, text[]) from public, anon, authenticated;

-- The form's fields, read once per copy: which may be shown, by id and by lowered title (of several fields with
-- one title, a withheld one wins: better left out than leaked).
create function public.buyer_form(p_form_id uuid) returns jsonb
language sql
stable
cost 10000
set search_path = public, pg_temp
as $$
  with fields as (
    select f.id, lower(btrim(f.title)) as title, public.buyer_withheld_field(f.title, f.input_type) as withheld
      from public.form_fields f
      join public.form_sections s on s.id = f.section_id
     where s.form_id = p_form_id
  )
  select jsonb_build_object(
           'ids', (select coalesce(jsonb_object_agg(id::text, withheld), '{}'::jsonb) from fields),
           'titles', (select coalesce(jsonb_object_agg(title, withheld), '{}'::jsonb)
                        from (select title, bool_or(withheld) as withheld from fields where title is not null group by title) t))
$$;
comment on function public.buyer_form(uuid) is
  'The fields of a form as the buyer''s copy looks them up: {ids: {field id: withheld}, titles: {lowered title: withheld}}, withheld by buyer_withheld_field.';
revoke execute on function public.buyer_form(uuid) from public, anon, authenticated;

-- One field the buyer may see, with its known keys in their shapes (an image field's value holds URLs only).
create function public.buyer_field(p_field jsonb, p_names text[]) returns jsonb
language sql
immutable
set search_path = public, pg_temp
as $$
  select jsonb_strip_nulls(jsonb_build_object(
           'id', case when jsonb_typeof(p_field -> 'id') = 'string' then p_field -> 'id' end,
           'title', case when jsonb_typeof(p_field -> 'title') = 'string' then to_jsonb(public.buyer_text(p_field ->> 'title', p_names)) end,
           'type', case when jsonb_typeof(p_field -> 'type') = 'string' then p_field -> 'type' end,
           'input_type', case when jsonb_typeof(p_field -> 'input_type') = 'string' then p_field -> 'input_type' end,
           'score', case when jsonb_typeof(p_field -> 'score') = 'number' then p_field -> 'score' end,
           'maxScore', case when jsonb_typeof(p_field -> 'maxScore') = 'number' then p_field -> 'maxScore' end,
           'isIssue', case when jsonb_typeof(p_field -> 'isIssue') = 'boolean' then p_field -> 'isIssue' end,
           'notes', case when jsonb_typeof(p_field -> 'notes') = 'string' then to_jsonb(public.buyer_text(p_field ->> 'notes', p_names)) end,
           'issueNote', case when jsonb_typeof(p_field -> 'issueNote') = 'string'
                             then to_jsonb(public.buyer_text(p_field ->> 'issueNote', p_names)) end,
           'annotations', case when jsonb_typeof(p_field -> 'annotations') = 'array' then public.buyer_marks(p_field -> 'annotations', p_names) end))
         || jsonb_build_object('value', case when p_field ->> 'type' = 'image' then public.buyer_urls(p_field -> 'value')
                                             else public.buyer_value(p_field -> 'value', p_names) end)
$$;
comment on function public.buyer_field(jsonb, text[]) is
  'A report field in the buyer''s copy: id, title, type, input_type, value, score, maxScore, isIssue, notes, issueNote and annotations, each only in its shape, free text through buyer_text.';
revoke execute on function public.buyer_field(jsonb, text[]) from public, anon, authenticated;

-- A list of fields for the buyer, in one pass: the form's fields only (p_form from buyer_form), none withheld by the
-- form's or the stored title and type, none whose value is a phone number or an email address.
create function public.buyer_fields(p_fields jsonb, p_form jsonb, p_names text[]) returns jsonb
language sql
immutable
cost 10000
set search_path = public, pg_temp
as $$
  select coalesce(jsonb_agg(public.buyer_field(f, p_names) order by ord), '[]'::jsonb)
    from jsonb_array_elements(case when jsonb_typeof(p_fields) = 'array' then p_fields else '[]'::jsonb end) with ordinality as t(f, ord)
   where jsonb_typeof(f) = 'object'
     -- A child answer's id is '{childId}-child-{n}': its field is the uuid in front.
     and case when f ? 'id'
              then p_form -> 'ids' -> lower(substring(f ->> 'id' from '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}'))
              else p_form -> 'titles' -> lower(btrim(f ->> 'title')) end = 'false'::jsonb
     and not public.buyer_withheld_field(f ->> 'title', f ->> 'input_type')
     and lower(btrim(coalesce(f ->> 'inputType', ''))) not in ('phone', 'tel', 'email')
     and not (jsonb_typeof(f -> 'value') in ('string', 'number') and public.is_contact_value(f -> 'value'))
$$;
comment on function public.buyer_fields(jsonb, jsonb, text[]) is
  'The fields of a report section (or vehicle_info) that the buyer''s copy shows, in order, through buyer_field: only the form''s fields, none withheld by title or input type, none whose value is a phone number or an email address.';
revoke execute on function public.buyer_fields(jsonb, jsonb, text[]) from public, anon, authenticated;

-- A section's photos for the buyer: each with an http(s) URL, its alt text and issue note through buyer_text, and its marks.
create function public.buyer_photos(p_images jsonb, p_names text[]) returns jsonb
language sql
immutable
cost 10000
set search_path = public, pg_temp
as $$
  select coalesce(jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
           'id', case when jsonb_typeof(img -> 'id') = 'string' then img -> 'id' end,
           'url', img -> 'url',
           'alt', case when jsonb_typeof(img -> 'alt') = 'string' then to_jsonb(public.buyer_text(img ->> 'alt', p_names)) end,
           'isIssue', case when jsonb_typeof(img -> 'isIssue') = 'boolean' then img -> 'isIssue' end,
           'issueNote', case when jsonb_typeof(img -> 'issueNote') = 'string' then to_jsonb(public.buyer_text(img ->> 'issueNote', p_names)) end))
         || case when jsonb_array_length(m.marks) > 0 then jsonb_build_object('annotations', m.marks) else '{}'::jsonb end
         order by o), '[]'::jsonb)
    from jsonb_array_elements(case when jsonb_typeof(p_images) = 'array' then p_images else '[]'::jsonb end) with ordinality as t(img, o)
   cross join lateral (select case when jsonb_typeof(img -> 'annotations') = 'array'
                                   then public.buyer_marks(img -> 'annotations', p_names) else '[]'::jsonb end as marks) m
   where jsonb_typeof(img) = 'object' and jsonb_typeof(img -> 'url') = 'string' and (img ->> 'url') ~ '^https?://[^[:space:]]+$'
$$;
comment on function public.buyer_photos(jsonb, text[]) is
  'The photos of a report section in the buyer''s copy: {id, url (http or https only), alt, isIssue, issueNote, annotations (buyer_marks) when it has any}.';
revoke execute on function public.buyer_photos(jsonb, text[]) from public, anon, authenticated;

-- The sections for the buyer: title, rating and max scores in their shapes, the fields and the photos.
create function public.buyer_sections(p_sections jsonb, p_form jsonb, p_names text[]) returns jsonb
language sql
immutable
cost 10000
set search_path = public, pg_temp
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', case when jsonb_typeof(s -> 'id') = 'string' then s -> 'id' end,
           'title', case when jsonb_typeof(s -> 'title') = 'string' then to_jsonb(public.buyer_text(s ->> 'title', p_names)) end,
           'rating', case when jsonb_typeof(s -> 'rating') = 'number' then s -> 'rating' end,
           'maxScores', case when jsonb_typeof(s -> 'maxScores') = 'number' then s -> 'maxScores' end,
           'fields', public.buyer_fields(s -> 'fields', p_form, p_names),
           'images', public.buyer_photos(s -> 'images', p_names)) order by ord), '[]'::jsonb)
    from jsonb_array_elements(case when jsonb_typeof(p_sections) = 'array' then p_sections else '[]'::jsonb end) with ordinality as x(s, ord)
   where jsonb_typeof(s) = 'object'
$$;
comment on function public.buyer_sections(jsonb, jsonb, text[]) is
  'A report''s inspection_results in the buyer''s copy: {id, title, rating, maxScores, fields (buyer_fields), images (buyer_photos)}.';
revoke execute on function public.buyer_sections(jsonb, jsonb, text[]) from public, anon, authenticated;

-- The whole copy of one report, from its row and the form it answered (titles and types as stored at submit).
create function public.build_buyer_copy(p_report public.inspection_reports) returns jsonb
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

-- The copy is rebuilt whenever the report's content is written, and only then: switching the link or changing its
-- expiry keeps it. What a writer puts in buyer_copy is never kept. Security definer, so that row level security on
-- forms and bookings never changes what the copy holds.
create function public.store_buyer_copy() returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  if tg_op = 'UPDATE'
     and (new.id, new.booking_id, new.inspection_data_id, new.form_id, new.status, new.overall_score, new.inspection_results,
          new.damage_data, new.images, new.vehicle_info, new.signatures)
         is not distinct from (old.id, old.booking_id, old.inspection_data_id, old.form_id, old.status, old.overall_score,
                               old.inspection_results, old.damage_data, old.images, old.vehicle_info, old.signatures) then
    new.buyer_copy := old.buyer_copy;
  else
    new.buyer_copy := public.build_buyer_copy(new);
  end if;
  return new;
end
$$;
comment on function public.store_buyer_copy() is
  'Trigger (before insert or update on inspection_reports, after set_updated_at): stores build_buyer_copy of the row in buyer_copy when its content is written; an update of the buyer''s link settings alone keeps the stored copy. A value written to buyer_copy is never kept.';
revoke execute on function public.store_buyer_copy() from public, anon, authenticated;

-- Named to run after set_updated_at (triggers of one kind run in name order): the copy carries the write's time.
create trigger store_buyer_copy before insert or update on public.inspection_reports
  for each row execute function public.store_buyer_copy();

create function public.get_public_report(booking_id uuid) returns json
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select r.buyer_copy::json
    from public.inspection_reports r
   where r.booking_id = get_public_report.booking_id
     and r.public_link_enabled
     and (r.public_link_expires_at is null or r.public_link_expires_at > now())
$$;
comment on function public.get_public_report(uuid) is
  'The one thing an anonymous visitor may read: the buyer''s copy of the report of the booking whose id they hold, as stored when the report was written (inspection_reports.buyer_copy, build_buyer_copy), or null when there is none or staff switched the link off or let it expire. Costs the same whatever the report''s size. Security definer so that row level security stays closed for everything else.';
revoke execute on function public.get_public_report(uuid) from public;
grant execute on function public.get_public_report(uuid) to anon, authenticated, service_role;
