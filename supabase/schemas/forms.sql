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
-- status, back to draft first, stays allowed), and so does any write to its sections, fields and options. A form
-- that inspections answered never goes back to draft (its titles and types are what those inspections answered;
-- new_form_version is the way to change it): docs/areas/forms.md. Security definer so that row level security on
-- inspection_data hides none of them.
create function public.refuse_edit_of_locked_form() returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  if old.status <> 'draft' and new.status = 'draft'
     and exists (select 1 from public.inspection_data d where d.form_id = old.id) then
    raise exception using
      errcode = 'PT423',
      message = 'This form has inspections and cannot go back to draft. Make a new version to change it.',
      hint = 'form_in_use';
  end if;
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
  'Trigger function: refuses an update of a live or inactive form that keeps its status (only a draft is editable, PT423 form_locked), and taking a form that inspections answered back to draft (PT423 form_in_use).';
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
