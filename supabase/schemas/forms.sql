-- Forms: inspection types (the catalogue with prices) and the form templates inspectors fill in. A form has
-- ordered sections, a section ordered fields (a field may have child fields), a dropdown field ordered options
-- with scores. Only a draft form may be edited, whoever writes (PT423); at most one live form per type.

-- Step Type's free-form list: at most 15 trimmed, non-blank lines of at most 100 characters.
create function public.inspection_type_features_valid(p_features text[]) returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(cardinality(p_features), 0) <= 15
     and coalesce(array_ndims(p_features), 1) = 1
     and array_position(p_features, null) is null
     and not exists (
       select 1 from unnest(p_features) as line
        where btrim(line) = '' or line <> btrim(line) or char_length(line) > 100
     )
$$;
comment on function public.inspection_type_features_valid(text[]) is
  'True when an inspection type''s features list is at most 15 lines, each trimmed, not blank and at most 100 characters (the Settings form''s rules).';
-- Writers of inspection types (staff) evaluate it in the check constraint; anonymous visitors execute no function but the public ones.
revoke execute on function public.inspection_type_features_valid(text[]) from public, anon;
grant execute on function public.inspection_type_features_valid(text[]) to authenticated, service_role;

create table public.inspection_types (
  id uuid primary key default gen_random_uuid(),
  name text,
  name_en text,
  tag text,
  duration_minutes integer check (duration_minutes >= 1),
  actual_price numeric(10, 2) check (actual_price >= 0),
  current_price numeric(10, 2) check (current_price >= 0),
  created_at timestamptz not null default now(),
  features text[] not null default '{}',
  tag_ar text,
  features_ar text[] not null default '{}',
  constraint inspection_types_name_present check (
    coalesce(nullif(btrim(name_en), ''), nullif(btrim(name), '')) is not null
  ),
  constraint inspection_types_features_valid check (public.inspection_type_features_valid(features)),
  constraint inspection_types_tag_ar_trimmed check (tag_ar is null or (btrim(tag_ar) <> '' and tag_ar = btrim(tag_ar))),
  constraint inspection_types_features_ar_valid check (public.inspection_type_features_valid(features_ar))
);
comment on table public.inspection_types is
  'Kinds of inspection the business sells, with duration (the booking slot length) and prices. name_en is shown, name is the fallback; tag is an optional badge such as Popular or New.';
comment on column public.inspection_types.features is
  'What the inspection includes, one line each in display order (the type card''s free-form list); empty when none.';
comment on column public.inspection_types.tag_ar is
  'The tag in Arabic (the badge on /book''s Arabic card); null when none, then the Arabic page shows tag.';
comment on column public.inspection_types.features_ar is
  'What the inspection includes in Arabic, one line each in display order (the Arabic card''s list); empty when none, then the Arabic page shows features.';

create table public.inspection_forms (
  id uuid primary key default gen_random_uuid(),
  title text not null default '',
  status text not null default 'draft' check (status in ('draft', 'live', 'inactive')),
  -- A type that still has templates cannot be deleted: the templates would lose their meaning.
  inspection_type_id uuid references public.inspection_types (id) on delete no action,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Versions (migration 0050): a live form is never rewritten; new_form_version copies it as the next draft.
  version integer not null default 1,
  family_id uuid not null,
  constraint inspection_forms_version_positive check (version >= 1),
  constraint inspection_forms_family_version_key unique (family_id, version)
);
comment on table public.inspection_forms is
  'Inspection form templates. Only a draft may be edited; the live template of a type is the one new inspections use. updated_at is the optimistic-concurrency token of save_form_template.';
comment on column public.inspection_forms.version is 'The version number within the family (1, 2, ...).';
comment on column public.inspection_forms.family_id is
  'The first version''s id: every version of one form shares it. Set to the row''s own id when a form is created without one.';

create table public.form_sections (
  id uuid primary key default gen_random_uuid(),
  form_id uuid not null references public.inspection_forms (id) on delete cascade,
  title text not null default '',
  order_index integer not null default 0
);
comment on table public.form_sections is 'Ordered sections of a form template (order_index from 0).';

create table public.form_fields (
  id uuid primary key default gen_random_uuid(),
  section_id uuid not null references public.form_sections (id) on delete cascade,
  -- Child fields share their parent's section and go with it.
  parent_field_id uuid references public.form_fields (id) on delete cascade,
  title text not null default '',
  type text not null check (type in ('text', 'image', 'dropdown')),
  required boolean not null default false,
  is120point boolean not null default true,
  input_type text check (input_type in ('plain', 'email', 'phone', 'datetime', 'number', 'url')),
  allow_multiple boolean not null default false,
  order_index integer not null default 0,
  stable_id uuid not null default gen_random_uuid()
);
comment on table public.form_fields is
  'Fields of a section, ordered by order_index among their siblings. parent_field_id is set for child fields (sub-fields), which sit in the same section as their parent. Inspection answers are keyed by field id, so saves keep ids.';
comment on column public.form_fields.stable_id is
  'The same field across the versions of a form: copied by new_form_version, new for a field added in a version.';

create table public.dropdown_options (
  id uuid primary key default gen_random_uuid(),
  field_id uuid not null references public.form_fields (id) on delete cascade,
  label text not null default '',
  value text not null default '',
  score numeric not null default 0,
  order_index integer not null default 0
);
comment on table public.dropdown_options is
  'Choices of a dropdown field with the score an inspector records by choosing it; value equals label.';

create index inspection_types_name_en_idx on public.inspection_types (name_en);
create index inspection_types_created_at_idx on public.inspection_types (created_at desc);
create index inspection_forms_type_status_idx on public.inspection_forms (inspection_type_id, status);
create index inspection_forms_created_at_idx on public.inspection_forms (created_at desc);
create index inspection_forms_title_idx on public.inspection_forms (title);
create index form_sections_form_order_idx on public.form_sections (form_id, order_index);
create index form_fields_section_order_idx on public.form_fields (section_id, order_index);
create index form_fields_parent_field_id_idx on public.form_fields (parent_field_id);
create index dropdown_options_field_order_idx on public.dropdown_options (field_id, order_index);
create index form_fields_stable_id_idx on public.form_fields (stable_id);

-- At most one live form per inspection type: a booking's inspection starts on "the live form for that type",
-- read with a single-row query; going live with a second form is refused (23505, HTTP 409).
create unique index inspection_forms_one_live_per_type
  on public.inspection_forms (inspection_type_id)
  where status = 'live';
comment on index public.inspection_forms_one_live_per_type is
  'At most one live form per inspection type: the one new inspections of that type use.';

create trigger set_updated_at before update on public.inspection_forms
  for each row execute function public.set_updated_at();

-- Versions: a form written without a family starts its own; a version going live retires its family's live one.
create function public.start_form_family() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.family_id := coalesce(new.family_id, new.id);
  return new;
end;
$$;
comment on function public.start_form_family() is
  'Trigger function: a form written without a family starts its own (family_id = id, the first version).';
revoke execute on function public.start_form_family() from public, anon;

create trigger start_form_family before insert on public.inspection_forms
  for each row execute function public.start_form_family();

create function public.retire_live_version_of_family() returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if new.status = 'live' and (tg_op = 'INSERT' or old.status <> 'live') then
    update public.inspection_forms
       set status = 'inactive'
     where family_id = new.family_id and status = 'live' and id <> new.id;
  end if;
  return new;
end;
$$;
comment on function public.retire_live_version_of_family() is
  'Trigger function: a version going live makes the live version of its family inactive (one live form per type still holds through inspection_forms_one_live_per_type).';
revoke execute on function public.retire_live_version_of_family() from public, anon;

create trigger retire_live_version_of_family before insert or update of status on public.inspection_forms
  for each row execute function public.retire_live_version_of_family();

-- Only a draft may be edited: an update of a live or inactive form that keeps its status fails (changing the
-- status, back to draft first, stays allowed), and so does any write to its sections, fields and options.
create function public.refuse_edit_of_locked_form() returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if old.status <> 'draft' and new.status = old.status then
    raise exception using
      errcode = 'PT423',
      message = 'Only a draft form can be edited',
      detail = 'Set the form back to draft first.', hint = 'form_locked';
  end if;
  return new;
end;
$$;
comment on function public.refuse_edit_of_locked_form() is
  'Trigger function: refuses an update of a live or inactive form that keeps its status (only a draft is editable).';
revoke execute on function public.refuse_edit_of_locked_form() from public, anon;

create trigger refuse_edit_of_locked_form before update on public.inspection_forms
  for each row execute function public.refuse_edit_of_locked_form();

create function public.refuse_content_of_locked_forms() returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
declare
  v_forms_of text := case tg_table_name
    when 'form_sections' then 'select r.form_id from %I r'
    when 'form_fields' then 'select s.form_id from %I r join public.form_sections s on s.id = r.section_id'
    when 'dropdown_options' then
      'select s.form_id from %I r join public.form_fields f on f.id = r.field_id join public.form_sections s on s.id = f.section_id'
  end;
  v_rows text;
  v_locked boolean;
begin
  foreach v_rows in array case tg_op
    when 'INSERT' then array['changed_new']
    when 'DELETE' then array['changed_old']
    else array['changed_old', 'changed_new'] end
  loop
    execute format(
      'select exists (select 1 from public.inspection_forms f where f.status <> ''draft'' and f.id in (' || v_forms_of || '))',
      v_rows) into v_locked;
    if v_locked then
      raise exception using
        errcode = 'PT423',
        message = 'Only a draft form can be edited',
        detail = 'Set the form back to draft first.', hint = 'form_locked';
    end if;
  end loop;
  return null;
end;
$$;
comment on function public.refuse_content_of_locked_forms() is
  'Statement trigger function: refuses writes to the sections, fields and options of a live or inactive form.';
revoke execute on function public.refuse_content_of_locked_forms() from public, anon;

create trigger refuse_insert_into_locked_form after insert on public.form_sections
  referencing new table as changed_new for each statement execute function public.refuse_content_of_locked_forms();
create trigger refuse_update_of_locked_form after update on public.form_sections
  referencing old table as changed_old new table as changed_new
  for each statement execute function public.refuse_content_of_locked_forms();
create trigger refuse_delete_from_locked_form after delete on public.form_sections
  referencing old table as changed_old for each statement execute function public.refuse_content_of_locked_forms();
create trigger refuse_insert_into_locked_form after insert on public.form_fields
  referencing new table as changed_new for each statement execute function public.refuse_content_of_locked_forms();
create trigger refuse_update_of_locked_form after update on public.form_fields
  referencing old table as changed_old new table as changed_new
  for each statement execute function public.refuse_content_of_locked_forms();
create trigger refuse_delete_from_locked_form after delete on public.form_fields
  referencing old table as changed_old for each statement execute function public.refuse_content_of_locked_forms();
create trigger refuse_insert_into_locked_form after insert on public.dropdown_options
  referencing new table as changed_new for each statement execute function public.refuse_content_of_locked_forms();
create trigger refuse_update_of_locked_form after update on public.dropdown_options
  referencing old table as changed_old new table as changed_new
  for each statement execute function public.refuse_content_of_locked_forms();
create trigger refuse_delete_from_locked_form after delete on public.dropdown_options
  referencing old table as changed_old for each statement execute function public.refuse_content_of_locked_forms();

-- Staff (the JWT's staff claim) read and write; anonymous visitors keep SELECT only, which row level
-- security answers with no rows, so a write attempt fails with 42501 instead of touching nothing.
alter table public.inspection_types enable row level security;
create policy "Staff can read inspection types" on public.inspection_types for select to authenticated using ((select public.is_staff()));
create policy "Staff can add inspection types" on public.inspection_types for insert to authenticated with check ((select public.is_staff()) and not (select public.is_inspector()));
create policy "Staff can update inspection types" on public.inspection_types for update to authenticated using ((select public.is_staff()) and not (select public.is_inspector())) with check ((select public.is_staff()) and not (select public.is_inspector()));
create policy "Staff can delete inspection types" on public.inspection_types for delete to authenticated using ((select public.is_staff()) and not (select public.is_inspector()));

alter table public.inspection_forms enable row level security;
create policy "Staff can read inspection forms" on public.inspection_forms for select to authenticated using ((select public.is_staff()));
create policy "Staff can add inspection forms" on public.inspection_forms for insert to authenticated with check ((select public.is_staff()) and not (select public.is_inspector()));
create policy "Staff can update inspection forms" on public.inspection_forms for update to authenticated using ((select public.is_staff()) and not (select public.is_inspector())) with check ((select public.is_staff()) and not (select public.is_inspector()));
create policy "Staff can delete inspection forms" on public.inspection_forms for delete to authenticated using ((select public.is_staff()) and not (select public.is_inspector()));

alter table public.form_sections enable row level security;
create policy "Staff can read form sections" on public.form_sections for select to authenticated using ((select public.is_staff()));
create policy "Staff can add form sections" on public.form_sections for insert to authenticated with check ((select public.is_staff()) and not (select public.is_inspector()));
create policy "Staff can update form sections" on public.form_sections for update to authenticated using ((select public.is_staff()) and not (select public.is_inspector())) with check ((select public.is_staff()) and not (select public.is_inspector()));
create policy "Staff can delete form sections" on public.form_sections for delete to authenticated using ((select public.is_staff()) and not (select public.is_inspector()));

alter table public.form_fields enable row level security;
create policy "Staff can read form fields" on public.form_fields for select to authenticated using ((select public.is_staff()));
create policy "Staff can add form fields" on public.form_fields for insert to authenticated with check ((select public.is_staff()) and not (select public.is_inspector()));
create policy "Staff can update form fields" on public.form_fields for update to authenticated using ((select public.is_staff()) and not (select public.is_inspector())) with check ((select public.is_staff()) and not (select public.is_inspector()));
create policy "Staff can delete form fields" on public.form_fields for delete to authenticated using ((select public.is_staff()) and not (select public.is_inspector()));

alter table public.dropdown_options enable row level security;
create policy "Staff can read dropdown options" on public.dropdown_options for select to authenticated using ((select public.is_staff()));
create policy "Staff can add dropdown options" on public.dropdown_options for insert to authenticated with check ((select public.is_staff()) and not (select public.is_inspector()));
create policy "Staff can update dropdown options" on public.dropdown_options for update to authenticated using ((select public.is_staff()) and not (select public.is_inspector())) with check ((select public.is_staff()) and not (select public.is_inspector()));
create policy "Staff can delete dropdown options" on public.dropdown_options for delete to authenticated using ((select public.is_staff()) and not (select public.is_inspector()));

revoke insert, update, delete, truncate, references, trigger
  on public.inspection_types, public.inspection_forms, public.form_sections, public.form_fields, public.dropdown_options
  from anon;

-- The editor saves a whole template in one call, one transaction.
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
    raise exception using errcode = '22023', message = 'Please select an inspection type', hint = 'form_type_required';
  end if;

  -- The form row: created as a draft, or checked against the version the editor opened.
  if v_form_id is null then
    insert into inspection_forms (title, inspection_type_id)
    values (coalesce(template ->> 'title', ''), v_type_id)
    returning id into v_form_id;
  else
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
