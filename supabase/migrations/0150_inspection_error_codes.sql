-- Error codes for the inspection's and the report's refusals (docs/decisions/0011-error-codes-not-sentences.md):
-- each raise carries a stable code in its hint (inspection_locked, report_locked, inspection_data_invalid,
-- inspection_not_found, inspection_submitted, already_submitted, booking_not_found, inspector_signature_required,
-- customer_signature_invalid); SQLSTATEs and messages are unchanged. Each function below is redefined with its body
-- as before (submit_inspection as in 0121) but for the hint.

create or replace function public.refuse_change_to_submitted_inspection() returns trigger
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

create or replace function public.refuse_change_to_submitted_report() returns trigger
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

create or replace function public.refuse_delete_of_submitted_inspection() returns trigger
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

create or replace function public.report_signatures(p_signatures jsonb) returns jsonb
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
      message = 'The inspector''s signature is required to submit the inspection', hint = 'inspector_signature_required';
  end if;
  if jsonb_typeof(p_signatures -> 'customer') is not distinct from 'object' then
    v_customer := public.report_signature(p_signatures -> 'customer');
    if v_customer is null then
      raise exception using errcode = '22023',
        message = 'The customer''s signature needs their name and a signature', hint = 'customer_signature_invalid';
    end if;
  end if;
  return jsonb_build_object('inspector', v_inspector, 'customer', v_customer);
end
$$;
