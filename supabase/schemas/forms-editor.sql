-- Forms, the editor's writes: a whole template saved in one call (save_form_template, by step) and a new version of
-- a form copied whole (docs/areas/forms.md).

-- The editor saves a whole template in one call, one transaction: save_form_template, by step. Each step runs as
-- the caller (row level security applies, as to the editor's own writes); the anonymous role executes none.

-- Step 1: the form row, created as a draft, or checked against the version the editor opened and updated.
create function public.save_form_row(template jsonb) returns uuid
language plpgsql
volatile
security invoker
set search_path = public, pg_temp
as $$
declare
  v_form_id uuid := nullif(template ->> 'id', '')::uuid;
  v_type_id uuid := nullif(template ->> 'inspection_type_id', '')::uuid;
  v_expected timestamptz := nullif(template ->> 'expected_updated_at', '')::timestamptz;
  v_current timestamptz;
begin
  if v_type_id is null then
    raise exception using errcode = '22023', message = 'Please select an inspection type', hint = 'form_type_required';
  end if;
  if v_form_id is null then
    insert into inspection_forms (title, inspection_type_id)
    values (coalesce(template ->> 'title', ''), v_type_id)
    returning id into v_form_id;
    return v_form_id;
  end if;
  select f.updated_at into v_current from inspection_forms f where f.id = v_form_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'Form not found', hint = 'form_not_found';
  end if;
  -- Clients that went through a JavaScript Date only keep milliseconds.
  if v_expected is not null and v_expected <> v_current
     and not (v_expected = date_trunc('milliseconds', v_expected)
              and v_expected = date_trunc('milliseconds', v_current)) then
    raise exception using errcode = 'PT409', message = 'Template changed since it was opened', hint = 'template_changed';
  end if;
  -- The trigger bumps updated_at: every save is a new version, even when only children changed.
  update inspection_forms
     set title = coalesce(template ->> 'title', ''), inspection_type_id = v_type_id
   where id = v_form_id;
  return v_form_id;
end;
$$;
comment on function public.save_form_row(jsonb) is
  'save_form_template''s first step: creates the form as a draft (no id) or, for an existing one, refuses an unknown form (PT404) or a version saved since expected_updated_at (PT409), then updates its title and type. Answers the form''s id.';
revoke execute on function public.save_form_row(jsonb) from public, anon;
grant execute on function public.save_form_row(jsonb) to authenticated, service_role;

-- Step 2: the sections, each with its resolved id: an id keeps its row only if it is one of this form's sections
-- (first use wins); each carries its payload's fields.
create function public.resolve_template_sections(p_form_id uuid, template jsonb) returns jsonb
language plpgsql
volatile
security invoker
set search_path = public, pg_temp
as $$
declare
  v_sections jsonb;
begin
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
      on existing.form_id = p_form_id and existing.id::text = p.s ->> 'id' and p.occurrence = 1;
  return v_sections;
end;
$$;
comment on function public.resolve_template_sections(uuid, jsonb) is
  'save_form_template''s second step: the payload''s sections with their resolved ids (kept when one of this form''s, first use wins; else new), titles, order and fields.';
revoke execute on function public.resolve_template_sections(uuid, jsonb) from public, anon;
grant execute on function public.resolve_template_sections(uuid, jsonb) to authenticated, service_role;

-- Step 3: fields at every depth, each with its resolved id and its parent's resolved id.
create function public.resolve_template_fields(p_form_id uuid, p_sections jsonb) returns jsonb
language plpgsql
volatile
security invoker
set search_path = public, pg_temp
as $$
declare
  v_fields jsonb;
begin
  with recursive tree as (
    select gen_random_uuid() as node, null::uuid as parent_node, (s ->> 'id')::uuid as section_id,
           f, (ford - 1)::int as order_index, 1 as depth, (sord * 100000 + ford)::numeric as seq
      from jsonb_array_elements(p_sections) with ordinality as st(s, sord),
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
        on es.form_id = p_form_id and existing.id::text = n.f ->> 'id' and n.occurrence = 1
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
  return v_fields;
end;
$$;
comment on function public.resolve_template_fields(uuid, jsonb) is
  'save_form_template''s third step: the fields of the resolved sections at every depth, each with its resolved id (kept when one of this form''s, first use wins) and its parent''s, with defaults (is120point for top-level fields, plain text input).';
revoke execute on function public.resolve_template_fields(uuid, jsonb) from public, anon;
grant execute on function public.resolve_template_fields(uuid, jsonb) to authenticated, service_role;

-- Step 4: the dropdown options of the resolved fields, each with its resolved id.
create function public.resolve_template_options(p_form_id uuid, p_fields jsonb) returns jsonb
language plpgsql
volatile
security invoker
set search_path = public, pg_temp
as $$
declare
  v_options jsonb;
begin
  with payload as (
    select (f ->> 'id')::uuid as field_id, o, (ord - 1)::int as order_index,
           row_number() over (partition by o ->> 'id' order by fo, ord) as occurrence
      from jsonb_array_elements(p_fields) with ordinality as ft(f, fo),
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
      on es.form_id = p_form_id and existing.id::text = p.o ->> 'id' and p.occurrence = 1;
  return v_options;
end;
$$;
comment on function public.resolve_template_options(uuid, jsonb) is
  'save_form_template''s fourth step: the options of the resolved dropdown fields, each with its resolved id (kept when one of this form''s, first use wins), label and score.';
revoke execute on function public.resolve_template_options(uuid, jsonb) from public, anon;
grant execute on function public.resolve_template_options(uuid, jsonb) to authenticated, service_role;

-- Step 5: the write. New and kept rows first (so moved rows are never caught by a cascade), then remove what the
-- payload no longer has.
create function public.write_template_content(p_form_id uuid, p_sections jsonb, p_fields jsonb, p_options jsonb) returns void
language plpgsql
volatile
security invoker
set search_path = public, pg_temp
as $$
begin
  insert into form_sections (id, form_id, title, order_index)
  select x.id, p_form_id, x.title, x.order_index
    from jsonb_to_recordset(p_sections) as x(id uuid, kept boolean, title text, order_index int)
   where not x.kept;
  update form_sections s
     set title = x.title, order_index = x.order_index
    from jsonb_to_recordset(p_sections) as x(id uuid, kept boolean, title text, order_index int)
   where x.kept and s.id = x.id;

  insert into form_fields (id, section_id, parent_field_id, title, type, required, is120point,
                           input_type, allow_multiple, order_index)
  select x.id, x.section_id, x.parent_field_id, x.title, x.type, x.required, x.is120point,
         x.input_type, x.allow_multiple, x.order_index
    from jsonb_to_recordset(p_fields) as x(id uuid, kept boolean, section_id uuid, parent_field_id uuid,
         title text, type text, required boolean, is120point boolean, input_type text,
         allow_multiple boolean, order_index int)
   where not x.kept;
  update form_fields ff
     set section_id = x.section_id, parent_field_id = x.parent_field_id, title = x.title,
         type = x.type, required = x.required, is120point = x.is120point,
         input_type = x.input_type, allow_multiple = x.allow_multiple, order_index = x.order_index
    from jsonb_to_recordset(p_fields) as x(id uuid, kept boolean, section_id uuid, parent_field_id uuid,
         title text, type text, required boolean, is120point boolean, input_type text,
         allow_multiple boolean, order_index int)
   where x.kept and ff.id = x.id;

  insert into dropdown_options (id, field_id, label, value, score, order_index)
  select x.id, x.field_id, x.label, x.label, x.score, x.order_index
    from jsonb_to_recordset(p_options) as x(id uuid, kept boolean, field_id uuid, label text,
         score numeric, order_index int)
   where not x.kept;
  update dropdown_options d
     set field_id = x.field_id, label = x.label, value = x.label, score = x.score,
         order_index = x.order_index
    from jsonb_to_recordset(p_options) as x(id uuid, kept boolean, field_id uuid, label text,
         score numeric, order_index int)
   where x.kept and d.id = x.id;

  delete from dropdown_options d
   using form_fields ff, form_sections s
   where d.field_id = ff.id and ff.section_id = s.id and s.form_id = p_form_id
     and d.id not in (select (x ->> 'id')::uuid from jsonb_array_elements(p_options) x);
  delete from form_fields ff
   using form_sections s
   where ff.section_id = s.id and s.form_id = p_form_id
     and ff.id not in (select (x ->> 'id')::uuid from jsonb_array_elements(p_fields) x);
  delete from form_sections s
   where s.form_id = p_form_id
     and s.id not in (select (x ->> 'id')::uuid from jsonb_array_elements(p_sections) x);
end;
$$;
comment on function public.write_template_content(uuid, jsonb, jsonb, jsonb) is
  'save_form_template''s last step: inserts the new sections, fields and options and updates the kept ones in place, then deletes this form''s rows the payload no longer has.';
revoke execute on function public.write_template_content(uuid, jsonb, jsonb, jsonb) from public, anon;
grant execute on function public.write_template_content(uuid, jsonb, jsonb, jsonb) to authenticated, service_role;

create function public.save_form_template(template jsonb) returns json
language plpgsql
volatile
security invoker
set search_path = public, pg_temp
-- The planner cannot size jsonb_array_elements; its huge estimates would make every save pay
-- for JIT compilation (seconds on PostgreSQL) for a few hundred rows. The steps run under this setting.
set jit = off
as $$
declare
  v_form_id uuid;
  v_sections jsonb;
  v_fields jsonb;
  v_options jsonb;
  v_result json;
begin
  v_form_id := save_form_row(template);
  v_sections := resolve_template_sections(v_form_id, template);
  v_fields := resolve_template_fields(v_form_id, v_sections);
  v_options := resolve_template_options(v_form_id, v_fields);
  perform write_template_content(v_form_id, v_sections, v_fields, v_options);
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

-- A new version of a form: the whole template copied as the family's next draft, in one transaction.
create function public.new_form_version(p_form_id uuid) returns uuid
language plpgsql
volatile
security invoker
set search_path = public, pg_temp
set jit = off
as $$
declare
  v_source public.inspection_forms;
  v_form_id uuid;
  v_sections jsonb;
  v_fields jsonb;
begin
  -- Staff edit forms; inspectors fill them in but do not edit them.
  if not public.is_staff() or coalesce(auth.jwt() -> 'app_metadata' ->> 'role', '') = 'inspector' then
    raise exception using errcode = '42501', message = 'Only staff can make a new version of a form', hint = 'form_versions_staff_only';
  end if;
  select * into v_source from public.inspection_forms where id = p_form_id;
  if not found then
    raise exception using errcode = 'PT404', message = 'Form not found', hint = 'form_not_found';
  end if;

  -- One new version of a family at a time: the next number is read under the family's lock.
  perform 1 from public.inspection_forms where family_id = v_source.family_id for update;
  insert into public.inspection_forms (title, status, inspection_type_id, family_id, version)
  select v_source.title, 'draft', v_source.inspection_type_id, v_source.family_id, max(f.version) + 1
    from public.inspection_forms f
   where f.family_id = v_source.family_id
  returning id into v_form_id;

  select coalesce(jsonb_object_agg(s.id::text, gen_random_uuid()), '{}'::jsonb) into v_sections
    from public.form_sections s where s.form_id = p_form_id;
  select coalesce(jsonb_object_agg(f.id::text, gen_random_uuid()), '{}'::jsonb) into v_fields
    from public.form_fields f join public.form_sections s on s.id = f.section_id where s.form_id = p_form_id;

  insert into public.form_sections (id, form_id, title, order_index)
  select (v_sections ->> s.id::text)::uuid, v_form_id, s.title, s.order_index
    from public.form_sections s where s.form_id = p_form_id;

  insert into public.form_fields (id, section_id, parent_field_id, title, type, required, is120point, input_type,
                                  allow_multiple, order_index, stable_id)
  select (v_fields ->> f.id::text)::uuid, (v_sections ->> f.section_id::text)::uuid,
         (v_fields ->> f.parent_field_id::text)::uuid, f.title, f.type, f.required, f.is120point, f.input_type,
         f.allow_multiple, f.order_index, f.stable_id
    from public.form_fields f join public.form_sections s on s.id = f.section_id where s.form_id = p_form_id;

  insert into public.dropdown_options (field_id, label, value, score, order_index)
  select (v_fields ->> o.field_id::text)::uuid, o.label, o.value, o.score, o.order_index
    from public.dropdown_options o
    join public.form_fields f on f.id = o.field_id
    join public.form_sections s on s.id = f.section_id
   where s.form_id = p_form_id;

  return v_form_id;
end;
$$;
comment on function public.new_form_version(uuid) is
  'Makes the next version of a form''s family: a draft copy of the form with its sections, fields at every depth (keeping each field''s stable_id), options and scores. Returns the new form''s id. Staff only (not inspectors); runs as the caller, so row level security applies.';
revoke execute on function public.new_form_version(uuid) from public, anon;
grant execute on function public.new_form_version(uuid) to authenticated, service_role;
