-- Inspection types (the catalogue with prices) and the form templates inspectors fill in:
-- a form has ordered sections, a section ordered fields (a field may have child fields at any
-- depth), a dropdown field ordered options with scores.

create function public.set_updated_at() returns trigger
language plpgsql
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
comment on function public.set_updated_at() is
  'Trigger function: keeps updated_at at the time of the last write, whatever the client sends.';

create table public.inspection_types (
  id uuid primary key default gen_random_uuid(),
  name text,
  name_en text,
  tag text,
  duration_minutes integer check (duration_minutes >= 1),
  actual_price numeric(10, 2) check (actual_price >= 0),
  current_price numeric(10, 2) check (current_price >= 0),
  created_at timestamptz not null default now(),
  constraint inspection_types_name_present check (
    coalesce(nullif(btrim(name_en), ''), nullif(btrim(name), '')) is not null
  )
);
comment on table public.inspection_types is
  'Kinds of inspection the business sells, with duration (the booking slot length) and prices. name_en is shown, name is the fallback; tag is an optional badge such as Popular or New.';

create table public.inspection_forms (
  id uuid primary key default gen_random_uuid(),
  title text not null default '',
  status text not null default 'draft' check (status in ('draft', 'live', 'inactive')),
  -- A type that still has templates cannot be deleted: the templates would lose their meaning.
  inspection_type_id uuid references public.inspection_types (id) on delete no action,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.inspection_forms is
  'Inspection form templates. Only a draft may be edited; the live template of a type is the one new inspections use. updated_at is the optimistic-concurrency token of save_form_template.';

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
  order_index integer not null default 0
);
comment on table public.form_fields is
  'Fields of a section, ordered by order_index among their siblings. parent_field_id is set for child fields (sub-fields), which sit in the same section as their parent. Inspection answers are keyed by field id, so saves keep ids.';

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

create trigger set_updated_at before update on public.inspection_forms
  for each row execute function public.set_updated_at();
