-- Form versions (docs/areas/forms.md#versions): a live or inactive form is never rewritten; improving it makes a new version, a draft
-- copy of everything (sections, fields, child fields, options, scores) with the next number of its family. Every
-- inspection keeps the version it started on (inspection_data.form_id). One live form per type still holds: a
-- version going live makes its family's live one inactive in the same statement.

-- family_id is the first version's id; existing forms are the first version of their own family. The backfill
-- must not trip the lock of live forms nor move their updated_at (the editor's concurrency token).
alter table public.inspection_forms
  add column version integer not null default 1,
  add column family_id uuid;
alter table public.inspection_forms disable trigger refuse_edit_of_locked_form;
alter table public.inspection_forms disable trigger set_updated_at;
update public.inspection_forms set family_id = id where family_id is null;
alter table public.inspection_forms enable trigger refuse_edit_of_locked_form;
alter table public.inspection_forms enable trigger set_updated_at;
alter table public.inspection_forms
  alter column family_id set not null,
  add constraint inspection_forms_version_positive check (version >= 1),
  add constraint inspection_forms_family_version_key unique (family_id, version);
comment on column public.inspection_forms.version is 'The version number within the family (1, 2, ...).';
comment on column public.inspection_forms.family_id is
  'The first version''s id: every version of one form shares it. Set to the row''s own id when a form is created without one.';

-- A field keeps its stable_id across versions (a new field gets a new one), so a version's differences from the one
-- before read as fields added, removed and renamed, and answers can be matched field by field across versions.
alter table public.form_fields add column stable_id uuid not null default gen_random_uuid();
comment on column public.form_fields.stable_id is
  'The same field across the versions of a form: copied by new_form_version, new for a field added in a version.';

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

create index form_fields_stable_id_idx on public.form_fields (stable_id);

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
    raise exception using errcode = '42501', message = 'Only staff can make a new version of a form';
  end if;
  select * into v_source from public.inspection_forms where id = p_form_id;
  if not found then
    raise exception using errcode = 'PT404', message = 'Form not found';
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
