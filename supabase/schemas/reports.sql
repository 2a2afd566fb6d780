-- Reports: the report stored when an inspection is submitted (locked with it, see inspection.sql). Buyers
-- read it by booking id through get_public_report, a copy built from an allow-list (no phone or email
-- answers), while its link is on and not expired. Spreadsheet reports are shared by an unguessable token
-- (sheet_report_links).

create table public.inspection_reports (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null unique references public.bookings (id) on delete cascade,
  -- A report is a snapshot: it outlives the inspection data and template it was computed from.
  inspection_data_id uuid references public.inspection_data (id) on delete set null,
  form_id uuid references public.inspection_forms (id) on delete set null,
  status text,
  overall_score numeric check (overall_score between 0 and 10),
  inspection_results jsonb not null default '[]'::jsonb,
  damage_data jsonb not null default '{}'::jsonb,
  images jsonb not null default '[]'::jsonb,
  vehicle_info jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  public_link_enabled boolean not null default true,
  public_link_expires_at timestamptz,
  signatures jsonb
);
comment on table public.inspection_reports is
  'One report per booking: overall_score out of 10, inspection_results (sections with title, id, rating, fields, images, maxScores), damage_data (parts map), images (groups of title and urls, Main Picture first), vehicle_info (brand, model, year and section fields).';
comment on column public.inspection_reports.public_link_enabled is
  'Whether the buyer''s link /report/{booking_id} shows this report; staff switch it off and on.';
comment on column public.inspection_reports.public_link_expires_at is
  'When the buyer''s link stops showing this report; null = never.';
comment on column public.inspection_reports.signatures is
  'Who signed the report at submit: {inspector: {name, signed_at, path}, customer: {name, signed_at, path} or null}; path is SVG path data on a 600 x 200 box. Null for reports submitted before signatures.';

create index inspection_reports_inspection_data_id_idx on public.inspection_reports (inspection_data_id);
create index inspection_reports_form_id_idx on public.inspection_reports (form_id);

create trigger set_updated_at before update on public.inspection_reports
  for each row execute function public.set_updated_at();
-- A submitted inspection's report is locked (functions and reasons in inspection.sql): only the buyer's link
-- settings change, and only the booking's deletion removes it.
create trigger lock_submitted_report after insert or update on public.inspection_reports
  for each row execute function public.refuse_change_to_submitted_report();
create trigger lock_submitted_report_delete before delete on public.inspection_reports
  for each row execute function public.refuse_delete_of_submitted_inspection();

alter table public.inspection_reports enable row level security;
create policy "Staff can read inspection reports" on public.inspection_reports for select to authenticated using ((select public.is_staff()) and (not (select public.is_inspector()) or booking_id in (select b.id from public.bookings b where b.inspector_id = (select public.current_inspector_id()))));
create policy "Staff can add inspection reports" on public.inspection_reports for insert to authenticated with check ((select public.is_staff()) and (not (select public.is_inspector()) or booking_id in (select b.id from public.bookings b where b.inspector_id = (select public.current_inspector_id()))));
create policy "Staff can update inspection reports" on public.inspection_reports for update to authenticated using ((select public.is_staff()) and (not (select public.is_inspector()) or booking_id in (select b.id from public.bookings b where b.inspector_id = (select public.current_inspector_id())))) with check ((select public.is_staff()) and (not (select public.is_inspector()) or booking_id in (select b.id from public.bookings b where b.inspector_id = (select public.current_inspector_id()))));
create policy "Staff can delete inspection reports" on public.inspection_reports for delete to authenticated using ((select public.is_staff()) and (not (select public.is_inspector()) or booking_id in (select b.id from public.bookings b where b.inspector_id = (select public.current_inspector_id()))));
revoke insert, update, delete, truncate, references, trigger on public.inspection_reports from anon;

-- The buyer's copy: a forwarded link must not carry the customer's phone number or email address. This first
-- filter trusted the input_type the report JSON carried; get_public_report no longer uses it (see below).
create function public.without_contact_fields(fields jsonb) returns jsonb
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
revoke execute on function public.without_contact_fields(jsonb) from public, anon, authenticated;

-- The buyer's copy of a report (get_public_report) is built from an allow-list, never by removing what looks
-- dangerous from what the browser stored (trusting the input_type each field carried in the report JSON let a
-- phone answer labelled 'plain' or 'Phone ', a child field typed phone and an extra key such as
-- vehicle_info.customer_phone reach anonymous readers):
--   * only known keys are copied (report, section, field, photo, image group, damage part, vehicle_info);
--   * a field is shown only when it is a field of the report's form (its id, or for vehicle_info fields without
--     an id its title), and neither the form's field nor the stored one is a contact field: input_type phone or
--     email, or a title naming a phone, mobile, WhatsApp or email, is left out, whatever the report JSON says;
--   * title, type and input_type in the copy are the stored report's (copied from the form version at submit), so
--     a later change to the form alters neither copy; a value that is itself a phone number or an email address
--     is left out in any field.

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
     or lower(btrim(coalesce(p_field ->> 'input_type', ''))) in ('phone', 'tel', 'email')
     or v_form_field.title ~* '(phone|mobile|whats\s*app|e-?mail|\mtel\M|contact\s*(number|no))'
     or coalesce(p_field ->> 'title', '') ~* '(phone|mobile|whats\s*app|e-?mail|\mtel\M|contact\s*(number|no))'
     or public.is_contact_value(p_field -> 'value') then
    return null;
  end if;
  -- Shown as stored at submit: a later change to the form's field alters neither the staff report nor this copy.
  return jsonb_strip_nulls(jsonb_build_object(
    'id', p_field -> 'id',
    'title', case when jsonb_typeof(p_field -> 'title') = 'string' then p_field -> 'title' end,
    'type', case when jsonb_typeof(p_field -> 'type') = 'string' then p_field -> 'type' end,
    'input_type', case when jsonb_typeof(p_field -> 'input_type') = 'string' then p_field -> 'input_type' end,
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
  'A report field as the buyer''s copy shows it: known keys only, title, type and input_type as stored at submit; null (left out) for fields not in the form, contact fields by the form''s or the stored type or title, and answers that are a phone number or an email address.';
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

create function public.get_public_report(booking_id uuid) returns json
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
  'The one thing an anonymous visitor may read: the buyer''s copy of the report of the booking whose id they hold, built from an allow-list with the titles and types stored at submit (only the form''s fields, no contact fields by the form''s or the stored type, no phone or email answers, no unknown keys), the photos'' well-formed marks and the signatures, naming the form version it answered, or null when there is none or staff switched the link off or let it expire. Security definer so that row level security stays closed for everything else.';
revoke execute on function public.get_public_report(uuid) from public;
grant execute on function public.get_public_report(uuid) to anon, authenticated, service_role;

-- A spreadsheet report's buyer link is an unguessable token, never the sheet's id (ids like RPT-1001 are
-- guessable, and the row holds the customer's name and phone). Staff share a report with
-- share_sheet_report, which gives the report its token (one per report, kept); the buyer's link is
-- /report/{token}. Like a booking report's link, staff switch it off and on and give it an expiry. The
-- spreadsheet service (/sheets, apps/backend/src/sheets) answers a token that is on and not expired with that
-- report's row only, without the contact columns (A customer name, B customer phone).

create table public.sheet_report_links (
  report_id text primary key check (btrim(report_id) <> '' and length(report_id) <= 200),
  -- 122 random bits as 32 hex digits: not a uuid in form, so /report/{token} is never taken for a booking id.
  token text not null unique default replace(gen_random_uuid()::text, '-', ''),
  public_link_enabled boolean not null default true,
  public_link_expires_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.sheet_report_links is
  'Buyer links of spreadsheet reports: report_id is the sheet''s id column (O), token the unguessable id of the link /report/{token}; public_link_enabled and public_link_expires_at (null = never) as on inspection_reports.';
create trigger set_updated_at before update on public.sheet_report_links
  for each row execute function public.set_updated_at();

alter table public.sheet_report_links enable row level security;
create policy "Staff can read sheet report links" on public.sheet_report_links for select to authenticated using ((select public.is_staff()) and not (select public.is_inspector()));
create policy "Staff can add sheet report links" on public.sheet_report_links for insert to authenticated with check ((select public.is_staff()) and not (select public.is_inspector()));
create policy "Staff can update sheet report links" on public.sheet_report_links for update to authenticated using ((select public.is_staff()) and not (select public.is_inspector())) with check ((select public.is_staff()) and not (select public.is_inspector()));
create policy "Staff can delete sheet report links" on public.sheet_report_links for delete to authenticated using ((select public.is_staff()) and not (select public.is_inspector()));
revoke all on public.sheet_report_links from anon;

create function public.share_sheet_report(p_report_id text) returns public.sheet_report_links
language plpgsql
volatile
security invoker
set search_path = public, pg_temp
as $$
declare
  v_link public.sheet_report_links;
begin
  insert into public.sheet_report_links (report_id) values (btrim(p_report_id))
  on conflict (report_id) do nothing;
  select * into v_link from public.sheet_report_links where report_id = btrim(p_report_id);
  return v_link;
end
$$;
comment on function public.share_sheet_report(text) is
  'The buyer link of a spreadsheet report (the sheet''s id column), created on first use and kept: {report_id, token, public_link_enabled, public_link_expires_at}. Runs as the caller, so only staff may.';
revoke execute on function public.share_sheet_report(text) from public, anon;
grant execute on function public.share_sheet_report(text) to authenticated, service_role;
