-- Step Type's free-form list (docs/areas/bookings.md#the-wizard): what an inspection includes, one short line each, in the
-- order staff set in Settings → Inspection Types, shown on the wizard's and /book's type cards.
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

alter table public.inspection_types
  add column features text[] not null default '{}',
  add constraint inspection_types_features_valid check (public.inspection_type_features_valid(features));
comment on column public.inspection_types.features is
  'What the inspection includes, one line each in display order (the type card''s free-form list); empty when none.';

-- /book reads the catalogue through this function only, so it answers the list too (new column: drop and create).
drop function public.get_public_inspection_types();
create function public.get_public_inspection_types()
returns table (id uuid, name text, name_en text, tag text, duration_minutes integer, actual_price numeric, current_price numeric, features text[])
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select t.id, t.name, t.name_en, t.tag, t.duration_minutes, t.actual_price, t.current_price, t.features
    from inspection_types t
   where t.duration_minutes is not null and t.duration_minutes > 0
   order by coalesce(t.name_en, t.name)
$$;
comment on function public.get_public_inspection_types() is
  'The inspection types a customer on /book can choose (name, tag, duration, prices, what each includes), by name; anonymous visitors read no table directly.';
revoke execute on function public.get_public_inspection_types() from public;
grant execute on function public.get_public_inspection_types() to anon, authenticated, service_role;
