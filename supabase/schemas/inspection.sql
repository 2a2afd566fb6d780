-- Inspection: the answers an inspector records for a booking against a form template, their save (merged per
-- field by lastUpdated) and their submit, which scores them from the form (docs/areas/inspection.md#scores) and stores the
-- report; a submitted inspection and its report are locked. The condition names an inspector marks on a car part
-- are in inspection-conditions.sql.

create table public.inspection_data (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null unique references public.bookings (id) on delete cascade,
  -- Answers are keyed by the form's field ids: a form with conducted inspections stays.
  form_id uuid references public.inspection_forms (id) on delete no action,
  data jsonb not null default '{}'::jsonb,
  marked_data jsonb not null default '{}'::jsonb,
  status text not null default 'draft' check (status in ('draft', 'in_progress', 'published')),
  is_published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Who last wrote each answer ("$marks": the part marks) and when: {key: {at, by, name}} (inspection-save.sql).
  answer_writes jsonb not null default '{}'::jsonb
);
comment on table public.inspection_data is
  'One inspection per booking: data maps field id (child values under "{childId}-child-{index}") to {value, score, maxScore, lastUpdated, isIssue, notes}; marked_data maps car part to condition names plus lastUpdated.';

create index inspection_data_form_status_created_idx on public.inspection_data (form_id, status, created_at desc);
create index inspection_data_status_created_idx on public.inspection_data (status, created_at desc);
create index inspection_data_created_at_idx on public.inspection_data (created_at desc);

create trigger set_updated_at before update on public.inspection_data
  for each row execute function public.set_updated_at();

alter table public.inspection_data enable row level security;
create policy "Staff can read inspection data" on public.inspection_data for select to authenticated using ((select public.is_staff()) and (not (select public.is_inspector()) or booking_id in (select b.id from public.bookings b where b.inspector_id = (select public.current_inspector_id()))));
create policy "Staff can add inspection data" on public.inspection_data for insert to authenticated with check ((select public.is_staff()) and (not (select public.is_inspector()) or booking_id in (select b.id from public.bookings b where b.inspector_id = (select public.current_inspector_id()))));
create policy "Staff can update inspection data" on public.inspection_data for update to authenticated using ((select public.is_staff()) and (not (select public.is_inspector()) or booking_id in (select b.id from public.bookings b where b.inspector_id = (select public.current_inspector_id())))) with check ((select public.is_staff()) and (not (select public.is_inspector()) or booking_id in (select b.id from public.bookings b where b.inspector_id = (select public.current_inspector_id()))));
create policy "Staff can delete inspection data" on public.inspection_data for delete to authenticated using ((select public.is_staff()) and (not (select public.is_inspector()) or booking_id in (select b.id from public.bookings b where b.inspector_id = (select public.current_inspector_id()))));

revoke insert, update, delete, truncate, references, trigger on public.inspection_data from anon;

-- A submitted inspection is final: after submit_inspection, neither its answers (inspection_data) nor its report
-- (inspection_reports) can be rewritten, by staff through the API or anyone else. There is no re-open: a wrong
-- report is withdrawn (its link switched off, or the booking deleted) rather than edited in place, so what a buyer
-- was shown is what the business recorded. The buyer's link (public_link_enabled, public_link_expires_at) stays
-- under staff control. Deleting stays possible (a booking's deletion removes its inspection and report).
--
-- The transaction that publishes an inspection may keep writing it and its report: an AFTER trigger notes the
-- booking in a transaction-local setting when inspection_data turns published, and the locks let that booking
-- through for the rest of the transaction. So submit_inspection works whatever order it writes in. AFTER
-- triggers, so a CHECK or unique violation still answers with its own code. The triggers on inspection_reports
-- are in reports.sql, with the table.
create function public.note_inspection_published() returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if new.is_published and (tg_op = 'INSERT' or not old.is_published) then
    perform set_config('inspection.published_now',
                       coalesce(current_setting('inspection.published_now', true), '') || ',' || new.booking_id::text, true);
  end if;
  return null;
end
$$;
comment on function public.note_inspection_published() is
  'Trigger: notes in the transaction-local setting inspection.published_now the booking whose inspection this transaction published; the locks let that booking through until the transaction ends.';
revoke execute on function public.note_inspection_published() from public, anon, authenticated;

create function public.refuse_change_to_submitted_inspection() returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if old.is_published and not position(',' || old.booking_id::text in coalesce(current_setting('inspection.published_now', true), '')) > 0 then
    raise exception using errcode = 'PT423', message = 'This inspection has been submitted and can no longer be changed',
      hint = 'inspection_locked';
  end if;
  return null;
end
$$;
comment on function public.refuse_change_to_submitted_inspection() is
  'Trigger: refuses any update of a published inspection_data row, except in the transaction that published it.';
revoke execute on function public.refuse_change_to_submitted_inspection() from public, anon, authenticated;

create trigger note_inspection_published after insert or update on public.inspection_data
  for each row execute function public.note_inspection_published();
create trigger lock_submitted_inspection after update on public.inspection_data
  for each row execute function public.refuse_change_to_submitted_inspection();

-- Security definer: whether the booking's inspection is submitted must not depend on what the writer may read.
create function public.refuse_change_to_submitted_report() returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_link_columns text[] := array['public_link_enabled', 'public_link_expires_at', 'updated_at'];
begin
  if tg_op = 'UPDATE' and (to_jsonb(new) - v_link_columns) = (to_jsonb(old) - v_link_columns) then
    return null; -- only the buyer's link changed
  end if;
  if position(',' || new.booking_id::text in coalesce(current_setting('inspection.published_now', true), '')) > 0 then
    return null;
  end if;
  if exists (select 1 from public.inspection_data d where d.booking_id = new.booking_id and d.is_published)
     or (tg_op = 'UPDATE' and exists (select 1 from public.inspection_data d where d.booking_id = old.booking_id and d.is_published)) then
    raise exception using errcode = 'PT423', message = 'This report is published and can no longer be changed',
      hint = 'report_locked';
  end if;
  return null;
end
$$;
comment on function public.refuse_change_to_submitted_report() is
  'Trigger: refuses writing the content of a report whose inspection is submitted (anything but the buyer''s link settings), except in the transaction that submitted it.';
revoke execute on function public.refuse_change_to_submitted_report() from public, anon, authenticated;

-- Deleting a submitted inspection or its report and submitting again would rewrite it too: only the booking's
-- own deletion removes them (its cascade runs after the booking row is gone).
create function public.refuse_delete_of_submitted_inspection() returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  if exists (select 1 from public.bookings b where b.id = old.booking_id)
     and exists (select 1 from public.inspection_data d where d.booking_id = old.booking_id and d.is_published) then
    raise exception using errcode = 'PT423',
      message = 'This inspection has been submitted and can no longer be changed', hint = 'inspection_locked';
  end if;
  return old;
end
$$;
comment on function public.refuse_delete_of_submitted_inspection() is
  'Trigger: refuses deleting a submitted inspection or its report while the booking exists (deleting the booking removes both).';
revoke execute on function public.refuse_delete_of_submitted_inspection() from public, anon, authenticated;

create trigger lock_submitted_inspection_delete before delete on public.inspection_data
  for each row execute function public.refuse_delete_of_submitted_inspection();

-- Save and autosave: answers merged per field by lastUpdated, so two devices keep each other's answers.
create function public.inspection_answer_time(p_answer jsonb) returns timestamptz
language plpgsql
immutable
set search_path = public, pg_temp
as $$
begin
  return nullif(p_answer ->> 'lastUpdated', '')::timestamptz;
exception when others then
  return null;
end;
$$;
comment on function public.inspection_answer_time(jsonb) is
  'The lastUpdated time of an inspection answer or of marked_data, or null when it is missing or unreadable.';
revoke execute on function public.inspection_answer_time(jsonb) from public, anon;
grant execute on function public.inspection_answer_time(jsonb) to authenticated, service_role;

create function public.merge_inspection_answers(p_current jsonb, p_incoming jsonb) returns jsonb
language sql
immutable
set search_path = public, pg_temp
as $$
  select coalesce(p_current, '{}'::jsonb) || coalesce((
    select jsonb_object_agg(i.key, i.value)
      from jsonb_each(coalesce(p_incoming, '{}'::jsonb)) as i
     where not (coalesce(p_current, '{}'::jsonb) ? i.key)
        or coalesce(public.inspection_answer_time(i.value), '-infinity')
           >= coalesce(public.inspection_answer_time(p_current -> i.key), '-infinity')
  ), '{}'::jsonb)
$$;
comment on function public.merge_inspection_answers(jsonb, jsonb) is
  'Per-field merge of inspection answers: an incoming answer replaces the stored one unless the stored one has a later lastUpdated (untimed answers count as oldest; a tie goes to the incoming one).';
revoke execute on function public.merge_inspection_answers(jsonb, jsonb) from public, anon;
grant execute on function public.merge_inspection_answers(jsonb, jsonb) to authenticated, service_role;

-- A report's size is capped where it is written (docs/areas/inspection.md#submit): far above any real form, so no
-- single save or submit can make a report whose building or reading holds the database for seconds.
create function public.refuse_oversized_inspection(p_data jsonb, p_marked_data jsonb)
returns void
language plpgsql
stable
set search_path = public, pg_temp
as $$
begin
  -- The bytes first: every count below then reads at most a megabyte.
  if octet_length(coalesce(p_data, '{}'::jsonb)::text) > 1000000
     or octet_length(coalesce(p_marked_data, '{}'::jsonb)::text) > 1000000
     or (select count(*) from jsonb_object_keys(p_data)) > 2000
     or exists (select 1
                  from jsonb_each(p_data) e
                  join public.form_fields f on f.id::text = left(e.key, 36) and f.type = 'image'
                 where jsonb_typeof(e.value -> 'value') = 'array' and jsonb_array_length(e.value -> 'value') > 20)
     or exists (select 1
                  from jsonb_each(p_data) e
                 cross join lateral jsonb_array_elements(
                   case when jsonb_typeof(e.value -> 'annotations') = 'array' then e.value -> 'annotations' else '[]'::jsonb end) m
                 group by e.key, case when jsonb_typeof(m) = 'object' then m ->> 'photo' end
                having count(*) > 200) then
    raise exception using errcode = '22023',
      message = 'This inspection is too large: at most 2,000 answers, 20 photos per field, 200 marks per photo and 1 MB of data',
      hint = 'inspection_too_large', detail = '{"fields": 2000, "photos": 20, "marks": 200, "bytes": 1000000}';
  end if;
end;
$$;
comment on function public.refuse_oversized_inspection(jsonb, jsonb) is
  'Raises 22023 inspection_too_large when answers or part marks exceed 1,000,000 bytes as JSON text, or the answers hold more than 2,000 entries, an image field more than 20 photos, or one photo more than 200 marks; save_inspection_data and submit_inspection call it before writing anything.';
revoke execute on function public.refuse_oversized_inspection(jsonb, jsonb) from public, anon;
grant execute on function public.refuse_oversized_inspection(jsonb, jsonb) to authenticated, service_role;

-- save_inspection_data, with its rule against overwriting another person's answers, is in inspection-save.sql.

-- The answer slots of a form, in the order the inspection screen shows them: each top-level field, then its child
-- fields, whose answers are kept under "{childId}-child-{index}" (index among the parent's children).
create function public.inspection_form_slots(p_form_id uuid)
returns table (section_id uuid, section_order integer, slot_order integer, answer_key text, field_id uuid,
               title text, type text, input_type text)
language sql
stable
set search_path = public, pg_temp
as $$
  with top_fields as (
    select f.id, f.section_id, s.order_index as section_order, f.title, f.type, f.input_type,
           row_number() over (partition by f.section_id order by f.order_index, f.id)::int as top_order
      from form_fields f
      join form_sections s on s.id = f.section_id
     where s.form_id = p_form_id and f.parent_field_id is null
  ),
  slots as (
    select t.section_id, t.section_order, t.top_order, -1 as child_index, t.id::text as answer_key, t.id as field_id,
           t.title, t.type, t.input_type
      from top_fields t
    union all
    select c.section_id, c.section_order, c.top_order, c.child_index, c.field_id::text || '-child-' || c.child_index,
           c.field_id, c.title, c.type, c.input_type
      from (select t.section_id, t.section_order, t.top_order, child.id as field_id, child.title, child.type, child.input_type,
                   (row_number() over (partition by child.parent_field_id order by child.order_index, child.id) - 1)::int
                     as child_index
              from top_fields t
              join form_fields child on child.parent_field_id = t.id) c
  )
  select s.section_id, s.section_order,
         row_number() over (partition by s.section_id order by s.top_order, s.child_index)::int,
         s.answer_key, s.field_id, s.title, s.type, s.input_type
    from slots s
   order by s.section_order, s.section_id, s.top_order, s.child_index
$$;
comment on function public.inspection_form_slots(uuid) is
  'The answer slots of a form in screen order: per section, each top-level field then its child fields ("{childId}-child-{index}" keys), with the field''s title, type and input_type.';
revoke execute on function public.inspection_form_slots(uuid) from public, anon;
grant execute on function public.inspection_form_slots(uuid) to authenticated, service_role;

-- Scores come from the database: computed in double precision, from the form's options (docs/areas/inspection.md#scores).
create function public.inspection_answer_scores(p_form_id uuid, p_data jsonb)
returns table (section_id uuid, answer_key text, field_type text, score double precision, max_score double precision)
language sql
stable
set search_path = public, pg_temp
as $$
  -- What each slot holds: one stored value, or every value of a multiple selection (a JSON array).
  with answers as (
    select s.*,
           case coalesce(jsonb_typeof(p_data -> s.answer_key -> 'value'), 'null')
             when 'null' then '{}'::text[]
             when 'array' then array(select jsonb_array_elements_text(p_data -> s.answer_key -> 'value'))
             else array[p_data -> s.answer_key ->> 'value']
           end as chosen_values
      from public.inspection_form_slots(p_form_id) s
  )
  select a.section_id, a.answer_key, a.type,
         case when a.type = 'dropdown' then chosen.score end,
         case when a.type = 'dropdown' and cardinality(a.chosen_values) > 0 then best.max_score end
    from answers a
    -- The worst choice scores a multiple selection; a single choice is scored by its option.
    left join lateral (select min(o.score)::double precision as score
                         from dropdown_options o
                        where o.field_id = a.field_id and o.value = any (a.chosen_values)) chosen on true
    left join lateral (select max(o.score)::double precision as max_score
                         from dropdown_options o
                        where o.field_id = a.field_id) best on true
   order by a.section_order, a.section_id, a.slot_order
$$;
comment on function public.inspection_answer_scores(uuid, jsonb) is
  'One row per answer slot of a form (fields and "{childId}-child-{index}" child slots): for a dropdown, the score of the option whose value the answer holds (a multiple selection, stored as a JSON array: the lowest score among its chosen options) and the field''s highest option score; null otherwise.';
revoke execute on function public.inspection_answer_scores(uuid, jsonb) from public, anon;
grant execute on function public.inspection_answer_scores(uuid, jsonb) to authenticated, service_role;

create function public.inspection_section_rating(p_score double precision, p_max_score double precision)
returns double precision
language sql
immutable
set search_path = ''
as $$
  select case
    when p_max_score is null or p_max_score <= 0 then null
    when p_score / p_max_score * 10 = trunc(p_score / p_max_score * 10) then p_score / p_max_score * 10
    else floor(p_score / p_max_score * 10 * 10 + 0.5) / 10
  end
$$;
comment on function public.inspection_section_rating(double precision, double precision) is
  'A section''s rating out of 10 from its score and max score totals: an integer kept, otherwise one decimal; null without max scores.';
revoke execute on function public.inspection_section_rating(double precision, double precision) from public, anon;
grant execute on function public.inspection_section_rating(double precision, double precision) to authenticated, service_role;

create function public.inspection_overall_score(p_ratings double precision[])
returns double precision
language sql
immutable
set search_path = ''
as $$
  select coalesce((select floor(sum(r order by o) / count(r)::double precision * 10 + 0.5) / 10
                     from unnest(p_ratings) with ordinality as u(r, o)
                    where r is not null), 0)
$$;
comment on function public.inspection_overall_score(double precision[]) is
  'The overall score: the average of the rated sections'' ratings (in section order), one decimal; 0 when none is rated.';
revoke execute on function public.inspection_overall_score(double precision[]) from public, anon;
grant execute on function public.inspection_overall_score(double precision[]) to authenticated, service_role;

-- The answers as a submit stores them: what the inspector chose, with the form's scores (other answers carry none).
create function public.scored_inspection_answers(p_form_id uuid, p_data jsonb)
returns jsonb
language sql
stable
set search_path = public, pg_temp
as $$
  with scores as (
    select coalesce(jsonb_object_agg(a.answer_key, jsonb_build_object('score', a.score, 'maxScore', a.max_score)), '{}'::jsonb) as by_key
      from public.inspection_answer_scores(p_form_id, p_data) a
     where a.field_type = 'dropdown'
  )
  select coalesce(jsonb_object_agg(e.key, case
           when jsonb_typeof(e.value) <> 'object' then e.value
           when s.by_key ? e.key then e.value || (s.by_key -> e.key)
           when e.value ? 'score' or e.value ? 'maxScore' then e.value || '{"score": null, "maxScore": null}'::jsonb
           else e.value end), '{}'::jsonb)
    from jsonb_each(p_data) e, scores s
$$;
comment on function public.scored_inspection_answers(uuid, jsonb) is
  'Inspection answers with each dropdown answer''s score and maxScore from the form''s options (inspection_answer_scores); other answers'' scores set to null.';
revoke execute on function public.scored_inspection_answers(uuid, jsonb) from public, anon;
grant execute on function public.scored_inspection_answers(uuid, jsonb) to authenticated, service_role;

-- The report has one author: this function builds it (build_inspection_report, reports.sql) from the answers, the
-- part marks and the inspection's own form version. Of p_report only the signatures are read.
create function public.submit_inspection(p_booking_id uuid, p_data jsonb, p_marked_data jsonb, p_report jsonb)
returns json
language plpgsql
volatile
security invoker
set search_path = public, pg_temp
as $$
declare
  v_row public.inspection_data;
  v_report_id uuid;
  v_report jsonb;
  v_signatures jsonb;
begin
  if p_data is null or jsonb_typeof(p_data) <> 'object'
     or (p_marked_data is not null and jsonb_typeof(p_marked_data) <> 'object')
     or p_report is null or jsonb_typeof(p_report) <> 'object' then
    raise exception using errcode = '22023', message = 'Invalid inspection data. Please try again.',
      hint = 'inspection_data_invalid';
  end if;
  perform public.refuse_oversized_inspection(p_data, p_marked_data);

  select * into v_row from public.inspection_data where booking_id = p_booking_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'Inspection data not found. Please refresh the page and try again.',
      hint = 'inspection_not_found';
  end if;
  if v_row.is_published then
    raise exception using errcode = 'PT409', message = 'This inspection has already been submitted',
      hint = 'already_submitted';
  end if;
  -- The inspector signs the report: without their signature nothing is written.
  v_signatures := public.report_signatures(p_report -> 'signatures');
  v_report := public.build_inspection_report(v_row.form_id, p_data, p_marked_data, p_booking_id);

  update public.inspection_data
     set data = public.scored_inspection_answers(v_row.form_id, p_data), marked_data = coalesce(p_marked_data, '{}'::jsonb),
         status = 'published', is_published = true
   where id = v_row.id;

  insert into public.inspection_reports as r (booking_id, inspection_data_id, form_id, status, overall_score,
                                              inspection_results, damage_data, images, vehicle_info, signatures)
  values (p_booking_id, v_row.id, v_row.form_id, v_report ->> 'status', (v_report ->> 'overall_score')::numeric,
          v_report -> 'inspection_results', v_report -> 'damage_data', v_report -> 'images', v_report -> 'vehicle_info',
          v_signatures)
  on conflict (booking_id) do update
     set inspection_data_id = excluded.inspection_data_id, form_id = excluded.form_id, status = excluded.status,
         overall_score = excluded.overall_score, inspection_results = excluded.inspection_results,
         damage_data = excluded.damage_data, images = excluded.images, vehicle_info = excluded.vehicle_info,
         signatures = excluded.signatures
  returning r.id into v_report_id;

  update public.bookings set status = 'completed' where id = p_booking_id;
  if not found then
    raise exception using errcode = 'PT404', message = 'Booking not found', hint = 'booking_not_found';
  end if;

  return json_build_object('report_id', v_report_id, 'booking_id', p_booking_id,
                           'overall_score', (v_report ->> 'overall_score')::numeric);
end;
$$;
comment on function public.submit_inspection(uuid, jsonb, jsonb, jsonb) is
  'Submit of one booking''s inspection in one transaction: inspection_data published with the given answers (scored from the form) and marked_data, inspection_reports upserted by booking_id with the report build_inspection_report makes from those answers, marks and the inspection''s own form version, booking completed. Of p_report only signatures is read: {inspector, customer or null}, the inspector''s required (else 22023, nothing written), stored in inspection_reports.signatures; sections, fields, scores, damage, photos and vehicle data the caller sends are ignored. Any failure leaves all three as they were.';
revoke execute on function public.submit_inspection(uuid, jsonb, jsonb, jsonb) from public, anon;
grant execute on function public.submit_inspection(uuid, jsonb, jsonb, jsonb) to authenticated, service_role;

-- Storage: inspection photos are kept per booking (object name `<booking id>/...`, migration 0082). Admins and
-- office staff upload, replace, read and delete every photo; an inspector only those of the bookings assigned to
-- them. Once the booking's inspection is submitted (published), its photos are what the report shows: nobody
-- uploads, replaces or deletes them any more (docs/areas/inspection.md#photos). A buyer opens a photo by its
-- public link (GET /object/public/..., no policy asked); nobody else may use them through the API.
create policy "Staff can upload inspection photos" on storage.objects
  for insert to authenticated
  with check ((select public.is_staff()) and bucket_id = 'inspection-photos'
    and (not (select public.is_inspector())
      or split_part(name, '/', 1) in (select b.id::text from public.bookings b where b.inspector_id = (select public.current_inspector_id())))
    and not exists (select 1 from public.inspection_data d where d.is_published and d.booking_id::text = split_part(objects.name, '/', 1)));
create policy "Staff can replace inspection photos" on storage.objects
  for update to authenticated
  using ((select public.is_staff()) and bucket_id = 'inspection-photos'
    and (not (select public.is_inspector())
      or split_part(name, '/', 1) in (select b.id::text from public.bookings b where b.inspector_id = (select public.current_inspector_id())))
    and not exists (select 1 from public.inspection_data d where d.is_published and d.booking_id::text = split_part(objects.name, '/', 1)))
  with check ((select public.is_staff()) and bucket_id = 'inspection-photos'
    and (not (select public.is_inspector())
      or split_part(name, '/', 1) in (select b.id::text from public.bookings b where b.inspector_id = (select public.current_inspector_id())))
    and not exists (select 1 from public.inspection_data d where d.is_published and d.booking_id::text = split_part(objects.name, '/', 1)));
create policy "Staff can delete inspection photos" on storage.objects
  for delete to authenticated
  using ((select public.is_staff()) and bucket_id = 'inspection-photos'
    and (not (select public.is_inspector())
      or split_part(name, '/', 1) in (select b.id::text from public.bookings b where b.inspector_id = (select public.current_inspector_id())))
    and not exists (select 1 from public.inspection_data d where d.is_published and d.booking_id::text = split_part(objects.name, '/', 1)));
create policy "Staff can view inspection photos" on storage.objects
  for select to authenticated
  using ((select public.is_staff()) and bucket_id = 'inspection-photos'
    and (not (select public.is_inspector())
      or split_part(name, '/', 1) in (select b.id::text from public.bookings b where b.inspector_id = (select public.current_inspector_id()))));
