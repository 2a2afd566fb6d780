-- A report's size is capped at save and submit (docs/areas/inspection.md#submit): a 1.2 MB report of 20,000 fields
-- made each anonymous read of its buyer's copy hold the database for most of a minute, and 20,000 marks made a
-- submit take seconds. The limits are far above any real form; save_inspection_data and submit_inspection are as
-- in 0150 but for the one call before anything is written.
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

create or replace function public.save_inspection_data(p_booking_id uuid, p_data jsonb, p_marked_data jsonb default null)
returns json
language plpgsql
volatile
security invoker
set search_path = public, pg_temp
as $$
declare
  v_row public.inspection_data;
begin
  if p_data is null or jsonb_typeof(p_data) <> 'object'
     or (p_marked_data is not null and jsonb_typeof(p_marked_data) <> 'object') then
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
    raise exception using errcode = 'PT409', message = 'This inspection has been submitted and can no longer be edited',
      hint = 'inspection_submitted';
  end if;

  update public.inspection_data
     set data = public.merge_inspection_answers(v_row.data, p_data),
         -- Part marks travel as one object: the later lastUpdated wins as a whole.
         marked_data = case
           when p_marked_data is null or p_marked_data = '{}'::jsonb then v_row.marked_data
           when coalesce(public.inspection_answer_time(p_marked_data), '-infinity')
                >= coalesce(public.inspection_answer_time(v_row.marked_data), '-infinity') then p_marked_data
           else v_row.marked_data end,
         status = 'in_progress'
   where id = v_row.id
   returning * into v_row;

  -- Saving an inspection starts the booking (never reopens a finished or cancelled one).
  update public.bookings set status = 'in_progress'
   where id = p_booking_id and status in ('scheduled', 'draft', 'pending');

  return json_build_object('data', v_row.data, 'marked_data', v_row.marked_data,
                           'status', v_row.status, 'updated_at', v_row.updated_at);
end;
$$;

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
