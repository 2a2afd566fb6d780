-- Remote procedures called through /rest/v1/rpc.

create function public.get_public_report(booking_id uuid) returns json
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select json_build_object(
    'id', r.id,
    'booking_id', r.booking_id,
    'images', r.images,
    'vehicle_info', r.vehicle_info,
    'overall_score', r.overall_score,
    'damage_data', r.damage_data,
    'inspection_results', r.inspection_results,
    'updated_at', r.updated_at
  )
  from public.inspection_reports r
  where r.booking_id = get_public_report.booking_id
$$;
comment on function public.get_public_report(uuid) is
  'The one thing an anonymous visitor may read: the report of the booking whose id they hold (the buyer''s link), or null. Security definer so that row level security stays closed for everything else.';
revoke execute on function public.get_public_report(uuid) from public;
grant execute on function public.get_public_report(uuid) to anon, authenticated, service_role;

create function public.save_form_template(template jsonb) returns json
language plpgsql
volatile
security invoker
set search_path = public, pg_temp
-- The planner cannot size jsonb_array_elements; its huge estimates would make every save pay
-- for JIT compilation (seconds on PostgreSQL) for a few hundred rows.
set jit = off
as $$
declare
  v_form_id uuid := nullif(template ->> 'id', '')::uuid;
  v_type_id uuid := nullif(template ->> 'inspection_type_id', '')::uuid;
  v_expected timestamptz := nullif(template ->> 'expected_updated_at', '')::timestamptz;
  v_current timestamptz;
  v_sections jsonb;
  v_fields jsonb;
  v_options jsonb;
  v_result json;
begin
  if v_type_id is null then
    raise exception using errcode = '22023', message = 'Please select an inspection type';
  end if;

  -- The form row: created as a draft, or checked against the version the editor opened.
  if v_form_id is null then
    insert into inspection_forms (title, inspection_type_id)
    values (coalesce(template ->> 'title', ''), v_type_id)
    returning id into v_form_id;
  else
    select f.updated_at into v_current from inspection_forms f where f.id = v_form_id for update;
    if not found then
      raise exception using errcode = 'PT404', message = 'Form not found';
    end if;
    -- Clients that went through a JavaScript Date only keep milliseconds.
    if v_expected is not null and v_expected <> v_current
       and not (v_expected = date_trunc('milliseconds', v_expected)
                and v_expected = date_trunc('milliseconds', v_current)) then
      raise exception using errcode = 'PT409', message = 'Template changed since it was opened';
    end if;
    -- The trigger bumps updated_at: every save is a new version, even when only children changed.
    update inspection_forms
       set title = coalesce(template ->> 'title', ''), inspection_type_id = v_type_id
     where id = v_form_id;
  end if;

  -- Sections: an id keeps its row only if it is one of this form's sections (first use wins).
  with payload as (
    select s, (ord - 1)::int as order_index,
           row_number() over (partition by s ->> 'id' order by ord) as occurrence
      from jsonb_array_elements(case when jsonb_typeof(template -> 'sections') = 'array'
                                      then template -> 'sections' else '[]'::jsonb end) with ordinality as t(s, ord)
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', coalesce(existing.id, gen_random_uuid()),
           'kept', existing.id is not null,
           'title', coalesce(p.s ->> 'title', ''),
           'order_index', p.order_index,
           'fields', case when jsonb_typeof(p.s -> 'fields') = 'array' then p.s -> 'fields' else '[]'::jsonb end)), '[]'::jsonb)
    into v_sections
    from payload p
    left join form_sections existing
      on existing.form_id = v_form_id and existing.id::text = p.s ->> 'id' and p.occurrence = 1;

  -- Fields at every depth, each with its resolved id and its parent's resolved id.
  with recursive tree as (
    select gen_random_uuid() as node, null::uuid as parent_node, (s ->> 'id')::uuid as section_id,
           f, (ford - 1)::int as order_index, 1 as depth, (sord * 100000 + ford)::numeric as seq
      from jsonb_array_elements(v_sections) with ordinality as st(s, sord),
           jsonb_array_elements(s -> 'fields') with ordinality as ft(f, ford)
    union all
    select gen_random_uuid(), tree.node, tree.section_id, c, (cord - 1)::int, tree.depth + 1,
           tree.seq * 1000 + cord
      from tree,
           jsonb_array_elements(case when jsonb_typeof(tree.f -> 'child_fields') = 'array'
                                     then tree.f -> 'child_fields' else '[]'::jsonb end)
             with ordinality as ct(c, cord)
  ),
  numbered as (
    select tree.*, row_number() over (partition by f ->> 'id' order by seq) as occurrence from tree
  ),
  resolved as (
    select n.*, coalesce(existing.id, n.node) as id, existing.id is not null as kept
      from numbered n
      left join (form_fields existing join form_sections es on es.id = existing.section_id)
        on es.form_id = v_form_id and existing.id::text = n.f ->> 'id' and n.occurrence = 1
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', r.id,
           'kept', r.kept,
           'section_id', r.section_id,
           'parent_field_id', parent.id,
           'title', coalesce(r.f ->> 'title', ''),
           'type', r.f ->> 'type',
           'required', coalesce((r.f ->> 'required')::boolean, false),
           'is120point', coalesce((r.f ->> 'is120point')::boolean, r.depth = 1),
           'input_type', case when r.f ->> 'type' = 'text'
                              then coalesce(r.f ->> 'input_type', 'plain') else r.f ->> 'input_type' end,
           'allow_multiple', coalesce((r.f ->> 'allow_multiple')::boolean, false),
           'order_index', r.order_index,
           'options', case when r.f ->> 'type' = 'dropdown' and jsonb_typeof(r.f -> 'options') = 'array'
                           then r.f -> 'options' else '[]'::jsonb end)), '[]'::jsonb)
    into v_fields
    from resolved r
    left join resolved parent on parent.node = r.parent_node;

  with payload as (
    select (f ->> 'id')::uuid as field_id, o, (ord - 1)::int as order_index,
           row_number() over (partition by o ->> 'id' order by fo, ord) as occurrence
      from jsonb_array_elements(v_fields) with ordinality as ft(f, fo),
           jsonb_array_elements(f -> 'options') with ordinality as ot(o, ord)
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', coalesce(existing.id, gen_random_uuid()),
           'kept', existing.id is not null,
           'field_id', p.field_id,
           'label', coalesce(p.o ->> 'label', ''),
           'score', coalesce((p.o ->> 'score')::numeric, 0),
           'order_index', p.order_index)), '[]'::jsonb)
    into v_options
    from payload p
    left join (dropdown_options existing
               join form_fields ef on ef.id = existing.field_id
               join form_sections es on es.id = ef.section_id)
      on es.form_id = v_form_id and existing.id::text = p.o ->> 'id' and p.occurrence = 1;

  -- Write: new and kept rows first (so moved rows are never caught by a cascade), then
  -- remove what the payload no longer has.
  insert into form_sections (id, form_id, title, order_index)
  select x.id, v_form_id, x.title, x.order_index
    from jsonb_to_recordset(v_sections) as x(id uuid, kept boolean, title text, order_index int)
   where not x.kept;
  update form_sections s
     set title = x.title, order_index = x.order_index
    from jsonb_to_recordset(v_sections) as x(id uuid, kept boolean, title text, order_index int)
   where x.kept and s.id = x.id;

  insert into form_fields (id, section_id, parent_field_id, title, type, required, is120point,
                           input_type, allow_multiple, order_index)
  select x.id, x.section_id, x.parent_field_id, x.title, x.type, x.required, x.is120point,
         x.input_type, x.allow_multiple, x.order_index
    from jsonb_to_recordset(v_fields) as x(id uuid, kept boolean, section_id uuid, parent_field_id uuid,
         title text, type text, required boolean, is120point boolean, input_type text,
         allow_multiple boolean, order_index int)
   where not x.kept;
  update form_fields ff
     set section_id = x.section_id, parent_field_id = x.parent_field_id, title = x.title,
         type = x.type, required = x.required, is120point = x.is120point,
         input_type = x.input_type, allow_multiple = x.allow_multiple, order_index = x.order_index
    from jsonb_to_recordset(v_fields) as x(id uuid, kept boolean, section_id uuid, parent_field_id uuid,
         title text, type text, required boolean, is120point boolean, input_type text,
         allow_multiple boolean, order_index int)
   where x.kept and ff.id = x.id;

  insert into dropdown_options (id, field_id, label, value, score, order_index)
  select x.id, x.field_id, x.label, x.label, x.score, x.order_index
    from jsonb_to_recordset(v_options) as x(id uuid, kept boolean, field_id uuid, label text,
         score numeric, order_index int)
   where not x.kept;
  update dropdown_options d
     set field_id = x.field_id, label = x.label, value = x.label, score = x.score,
         order_index = x.order_index
    from jsonb_to_recordset(v_options) as x(id uuid, kept boolean, field_id uuid, label text,
         score numeric, order_index int)
   where x.kept and d.id = x.id;

  delete from dropdown_options d
   using form_fields ff, form_sections s
   where d.field_id = ff.id and ff.section_id = s.id and s.form_id = v_form_id
     and d.id not in (select (x ->> 'id')::uuid from jsonb_array_elements(v_options) x);
  delete from form_fields ff
   using form_sections s
   where ff.section_id = s.id and s.form_id = v_form_id
     and ff.id not in (select (x ->> 'id')::uuid from jsonb_array_elements(v_fields) x);
  delete from form_sections s
   where s.form_id = v_form_id
     and s.id not in (select (x ->> 'id')::uuid from jsonb_array_elements(v_sections) x);

  select json_build_object('id', f.id, 'title', f.title, 'status', f.status,
                           'inspection_type_id', f.inspection_type_id,
                           'created_at', f.created_at, 'updated_at', f.updated_at)
    into v_result
    from inspection_forms f
   where f.id = v_form_id;
  return v_result;
end;
$$;
comment on function public.save_form_template(jsonb) is
  'Saves a whole form template (form, sections, fields at any depth, options) in one transaction. Rows whose ids belong to this form are updated in place, so inspection answers keyed by field id survive; new ids get new rows; rows missing from the payload are deleted. With expected_updated_at, refuses (PT409) when someone saved in between. Runs as the caller, so row level security applies.';
revoke execute on function public.save_form_template(jsonb) from public, anon;
grant execute on function public.save_form_template(jsonb) to authenticated, service_role;
