-- Reports: the report stored when an inspection is submitted (locked with it, see inspection.sql). Buyers
-- read it by booking id through get_public_report: the buyer's copy, built from an allow-list when the report is
-- written and stored with it (reports-buyer-copy.sql), while its link is on and not expired. Spreadsheet reports
-- are shared by an unguessable token (sheet_report_links).

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
  signatures jsonb,
  buyer_copy jsonb
);
comment on table public.inspection_reports is
  'One report per booking: overall_score out of 10, inspection_results (sections with title, id, rating, fields, images, maxScores), damage_data (parts map), images (groups of title and urls, Main Picture first), vehicle_info (brand, model, year and section fields).';
comment on column public.inspection_reports.public_link_enabled is
  'Whether the buyer''s link /report/{booking_id} shows this report; staff switch it off and on.';
comment on column public.inspection_reports.public_link_expires_at is
  'When the buyer''s link stops showing this report; null = never.';
comment on column public.inspection_reports.buyer_copy is
  'What get_public_report answers: the buyer''s copy of this report, built by the database (build_buyer_copy) whenever the content is written; what a writer puts here is never kept.';
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

-- Photo annotations: an image answer's entry may carry annotations, marks drawn over its photos as vectors
-- ({type: arrow, ellipse, freehand or text, points [{x, y}] from 0 to 1 relative to the photo, color, text}, and
-- photo: the URL of the photo the mark is on, the answer's first photo when absent). The photo file never changes.
-- Only well-formed marks are kept; the buyer's copy also leaves out a text label that is a phone number or an
-- email address (buyer_marks, reports-buyer-copy.sql).
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
