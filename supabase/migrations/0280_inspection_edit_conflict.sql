-- Two people on one inspection (docs/areas/inspection.md#two-people-on-one-inspection): the database records who
-- last wrote each answer (inspection_data.answer_writes) and refuses a save based on an older version that would
-- replace another person's later answer (PT409 inspection_edit_conflict). save_inspection_data gains p_based_on
-- (default null: the old behaviour) and moves to supabase/schemas/inspection-save.sql.

alter table public.inspection_data add column answer_writes jsonb not null default '{}'::jsonb;

drop function public.save_inspection_data(uuid, jsonb, jsonb);

-- An answer (or the part marks) without its lastUpdated: what was said, not when.
create function public.inspection_answer_content(p_answer jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when jsonb_typeof(p_answer) = 'object' then p_answer - 'lastUpdated' else p_answer end
$$;
comment on function public.inspection_answer_content(jsonb) is
  'An inspection answer or marked_data without its lastUpdated (anything but an object as it is): two answers with the same content say the same.';
revoke execute on function public.inspection_answer_content(jsonb) from public, anon;
grant execute on function public.inspection_answer_content(jsonb) to authenticated, service_role;

-- The answers (and "$marks", the part marks) of a save that would replace another person's answer written after
-- p_based_on with a different one: null when there is none, else {name, at, keys} for the refusal's detail.
create function public.inspection_save_conflict(p_row public.inspection_data, p_data jsonb, p_marked_data jsonb,
                                                p_based_on timestamptz)
returns jsonb
language sql
stable
set search_path = public, pg_temp
as $$
  with sent as (
    select i.key, i.value, p_row.data -> i.key as stored from jsonb_each(p_data) as i
    union all
    select '$marks', p_marked_data, p_row.marked_data where p_marked_data is not null and p_marked_data <> '{}'::jsonb
  ),
  clashes as (
    select s.key, w.value ->> 'name' as name, (w.value ->> 'at')::timestamptz as at
      from sent s
      join jsonb_each(p_row.answer_writes) as w on w.key = s.key
     where p_based_on is not null
       and (w.value ->> 'at')::timestamptz > p_based_on
       and (w.value ->> 'by') is distinct from (select auth.uid())::text
       -- The same answer (its time aside) overwrites nothing.
       and public.inspection_answer_content(s.stored) is distinct from public.inspection_answer_content(s.value)
  )
  select case when count(*) = 0 then null
              else jsonb_build_object('name', coalesce((array_agg(c.name order by c.at desc))[1], ''),
                                      'at', p_row.updated_at, 'keys', jsonb_agg(c.key order by c.key)) end
    from clashes c
$$;
comment on function public.inspection_save_conflict(public.inspection_data, jsonb, jsonb, timestamptz) is
  'The answers of a save (keys, "$marks" for the part marks) that another person wrote after p_based_on with a different value: null, or {name: the latest such writer, at: the row''s updated_at, keys}. Without p_based_on, none.';
revoke execute on function public.inspection_save_conflict(public.inspection_data, jsonb, jsonb, timestamptz) from public, anon;
grant execute on function public.inspection_save_conflict(public.inspection_data, jsonb, jsonb, timestamptz) to authenticated, service_role;

create function public.save_inspection_data(p_booking_id uuid, p_data jsonb, p_marked_data jsonb default null,
                                            p_based_on timestamptz default null)
returns json
language plpgsql
volatile
security invoker
set search_path = public, pg_temp
as $$
declare
  v_row public.inspection_data;
  v_old public.inspection_data;
  v_conflict jsonb;
  v_claims jsonb := coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb, '{}'::jsonb);
  v_writer jsonb;
begin
  if p_data is null or jsonb_typeof(p_data) <> 'object'
     or (p_marked_data is not null and jsonb_typeof(p_marked_data) <> 'object') then
    raise exception using errcode = '22023', message = 'Invalid inspection data. Please try again.',
      hint = 'inspection_data_invalid';
  end if;
  perform public.refuse_oversized_inspection(p_data, p_marked_data);

  select * into v_old from public.inspection_data where booking_id = p_booking_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'Inspection data not found. Please refresh the page and try again.',
      hint = 'inspection_not_found';
  end if;
  if v_old.is_published then
    raise exception using errcode = 'PT409', message = 'This inspection has been submitted and can no longer be edited',
      hint = 'inspection_submitted';
  end if;
  v_conflict := public.inspection_save_conflict(v_old, p_data, p_marked_data, p_based_on);
  if v_conflict is not null then
    raise exception using errcode = 'PT409', message = 'Someone else changed these answers after you opened the inspection',
      hint = 'inspection_edit_conflict', detail = v_conflict::text;
  end if;

  v_row := v_old;
  -- Answers the saver had seen (written at or before p_based_on) are replaced whatever lastUpdated says, so a choice
  -- to overwrite holds against a clock that runs behind; the others merge by lastUpdated.
  v_row.data := public.merge_inspection_answers(v_old.data, p_data) || coalesce((
    select jsonb_object_agg(i.key, i.value) from jsonb_each(p_data) as i
     where p_based_on is not null
       and coalesce((v_old.answer_writes -> i.key ->> 'at')::timestamptz, '-infinity') <= p_based_on), '{}'::jsonb);
  -- Part marks travel as one object: the later lastUpdated wins as a whole (or the saver's, having seen the stored).
  v_row.marked_data := case
    when p_marked_data is null or p_marked_data = '{}'::jsonb then v_old.marked_data
    when p_based_on is not null
         and coalesce((v_old.answer_writes -> '$marks' ->> 'at')::timestamptz, '-infinity') <= p_based_on then p_marked_data
    when coalesce(public.inspection_answer_time(p_marked_data), '-infinity')
         >= coalesce(public.inspection_answer_time(v_old.marked_data), '-infinity') then p_marked_data
    else v_old.marked_data end;
  -- The writer's name for another person's refusal: their inspector name, else their profile's, else their email.
  v_writer := jsonb_build_object('at', now(), 'by', (select auth.uid()), 'name', coalesce(
    (select i.full_name from public.inspectors i where i.user_id = (select auth.uid())),
    nullif(btrim(v_claims -> 'user_metadata' ->> 'full_name'), ''), nullif(btrim(v_claims -> 'user_metadata' ->> 'name'), ''),
    v_claims ->> 'email', ''));

  update public.inspection_data
     set data = v_row.data,
         marked_data = v_row.marked_data,
         status = 'in_progress',
         answer_writes = answer_writes || coalesce((
           select jsonb_object_agg(c.key, v_writer) from (
             select n.key from jsonb_each(v_row.data) as n
              where public.inspection_answer_content(n.value) is distinct from public.inspection_answer_content(v_old.data -> n.key)
             union all
             select '$marks' where public.inspection_answer_content(v_row.marked_data)
                                   is distinct from public.inspection_answer_content(v_old.marked_data)) c), '{}'::jsonb)
   where id = v_old.id
   returning * into v_row;

  -- Saving an inspection starts the booking (never reopens a finished or cancelled one).
  update public.bookings set status = 'in_progress'
   where id = p_booking_id and status in ('scheduled', 'draft', 'pending');

  return json_build_object('data', v_row.data, 'marked_data', v_row.marked_data,
                           'status', v_row.status, 'updated_at', v_row.updated_at);
end;
$$;
comment on function public.save_inspection_data(uuid, jsonb, jsonb, timestamptz) is
  'Save or autosave of one booking''s inspection: merges data per field by lastUpdated (marked_data as a whole; answers written at or before p_based_on are replaced outright), records who changed each answer''s content in answer_writes, sets status in_progress and the booking in_progress, in one transaction; refuses a submitted inspection (PT409 inspection_submitted) and, with p_based_on, a save that would replace another person''s later answer (PT409 inspection_edit_conflict, detail {name, at, keys}). Returns the merged data, marked_data, status and updated_at.';
revoke execute on function public.save_inspection_data(uuid, jsonb, jsonb, timestamptz) from public, anon;
grant execute on function public.save_inspection_data(uuid, jsonb, jsonb, timestamptz) to authenticated, service_role;
