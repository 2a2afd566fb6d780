-- Submitting an inspection: the answers published, the report stored for /report/{bookingId}
-- and the booking completed, all or nothing.

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
  v_score numeric;
begin
  if p_data is null or jsonb_typeof(p_data) <> 'object'
     or (p_marked_data is not null and jsonb_typeof(p_marked_data) <> 'object')
     or p_report is null or jsonb_typeof(p_report) <> 'object' then
    raise exception using errcode = '22023', message = 'Invalid inspection data. Please try again.';
  end if;
  if jsonb_typeof(p_report -> 'overall_score') is distinct from 'number' then
    raise exception using errcode = '22023', message = 'The report needs an overall_score';
  end if;
  v_score := (p_report ->> 'overall_score')::numeric;

  select * into v_row from public.inspection_data where booking_id = p_booking_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'Inspection data not found. Please refresh the page and try again.';
  end if;
  if v_row.is_published then
    raise exception using errcode = 'PT409', message = 'This inspection has already been submitted';
  end if;

  update public.inspection_data
     set data = p_data, marked_data = coalesce(p_marked_data, '{}'::jsonb),
         status = 'published', is_published = true
   where id = v_row.id;

  insert into public.inspection_reports as r (booking_id, inspection_data_id, form_id, status, overall_score,
                                              inspection_results, damage_data, images, vehicle_info)
  values (p_booking_id, v_row.id, v_row.form_id, 'published', v_score,
          coalesce(p_report -> 'inspection_results', '[]'::jsonb), coalesce(p_report -> 'damage_data', '{}'::jsonb),
          coalesce(p_report -> 'images', '[]'::jsonb), coalesce(p_report -> 'vehicle_info', '{}'::jsonb))
  on conflict (booking_id) do update
     set inspection_data_id = excluded.inspection_data_id, form_id = excluded.form_id, status = excluded.status,
         overall_score = excluded.overall_score, inspection_results = excluded.inspection_results,
         damage_data = excluded.damage_data, images = excluded.images, vehicle_info = excluded.vehicle_info
  returning r.id into v_report_id;

  update public.bookings set status = 'completed' where id = p_booking_id;
  if not found then
    raise exception using errcode = 'PT404', message = 'Booking not found';
  end if;

  return json_build_object('report_id', v_report_id, 'booking_id', p_booking_id, 'overall_score', v_score);
end;
$$;
comment on function public.submit_inspection(uuid, jsonb, jsonb, jsonb) is
  'Submit of one booking''s inspection in one transaction: inspection_data published with the given data and marked_data, inspection_reports upserted by booking_id from p_report (overall_score, inspection_results, damage_data, images, vehicle_info), booking completed. Any failure leaves all three as they were.';
revoke execute on function public.submit_inspection(uuid, jsonb, jsonb, jsonb) from public, anon;
grant execute on function public.submit_inspection(uuid, jsonb, jsonb, jsonb) to authenticated, service_role;
