-- submit_inspection stores the report build_inspection_report (migration 0120) makes from the answers, the part
-- marks and the inspection's own form version: the stored report has one author. Of p_report only the signatures
-- are read; the sections, fields, scores, damage, photos and vehicle data a caller sends are ignored.

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
    raise exception using errcode = 'PT404', message = 'Booking not found';
  end if;

  return json_build_object('report_id', v_report_id, 'booking_id', p_booking_id,
                           'overall_score', (v_report ->> 'overall_score')::numeric);
end;
$$;
comment on function public.submit_inspection(uuid, jsonb, jsonb, jsonb) is
  'Submit of one booking''s inspection in one transaction: inspection_data published with the given answers (scored from the form) and marked_data, inspection_reports upserted by booking_id with the report build_inspection_report makes from those answers, marks and the inspection''s own form version, booking completed. Of p_report only signatures is read: {inspector, customer or null}, the inspector''s required (else 22023, nothing written), stored in inspection_reports.signatures; sections, fields, scores, damage, photos and vehicle data the caller sends are ignored. Any failure leaves all three as they were.';
revoke execute on function public.submit_inspection(uuid, jsonb, jsonb, jsonb) from public, anon;
grant execute on function public.submit_inspection(uuid, jsonb, jsonb, jsonb) to authenticated, service_role;
