-- The inspection screen's save and autosave: answers merged per field by lastUpdated inside the
-- database, so two tabs or devices on one inspection keep each other's answers.

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

create function public.save_inspection_data(p_booking_id uuid, p_data jsonb, p_marked_data jsonb default null)
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
    raise exception using errcode = '22023', message = 'Invalid inspection data. Please try again.';
  end if;

  select * into v_row from public.inspection_data where booking_id = p_booking_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'Inspection data not found. Please refresh the page and try again.';
  end if;
  if v_row.is_published then
    raise exception using errcode = 'PT409', message = 'This inspection has been submitted and can no longer be edited';
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
comment on function public.save_inspection_data(uuid, jsonb, jsonb) is
  'Save or autosave of one booking''s inspection: merges data per field by lastUpdated (marked_data as a whole), sets status in_progress and the booking in_progress, in one transaction; refuses a submitted inspection (PT409). Returns the merged data, marked_data, status and updated_at.';
revoke execute on function public.save_inspection_data(uuid, jsonb, jsonb) from public, anon;
grant execute on function public.save_inspection_data(uuid, jsonb, jsonb) to authenticated, service_role;
