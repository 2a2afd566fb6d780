-- The type card in Arabic (docs/areas/forms.md#inspection-types): /book?lang=ar showed the Arabic name (`name`) but the tag and the list of
-- what the inspection includes only in English. tag_ar and features_ar sit beside tag and features, under the same
-- rules (the Settings form trims them; a blank tag is null), and /book shows them when the page speaks Arabic
-- (English when a type has none).
alter table public.inspection_types
  add column tag_ar text,
  add column features_ar text[] not null default '{}',
  add constraint inspection_types_tag_ar_trimmed check (tag_ar is null or (btrim(tag_ar) <> '' and tag_ar = btrim(tag_ar))),
  add constraint inspection_types_features_ar_valid check (public.inspection_type_features_valid(features_ar));
comment on column public.inspection_types.tag_ar is
  'The tag in Arabic (the badge on /book''s Arabic card); null when none, then the Arabic page shows tag.';
comment on column public.inspection_types.features_ar is
  'What the inspection includes in Arabic, one line each in display order (the Arabic card''s list); empty when none, then the Arabic page shows features.';

-- /book reads the catalogue through this function only, so it answers the Arabic card too (new columns: drop and
-- create; the existing fields keep their names and order).
drop function public.get_public_inspection_types();
create function public.get_public_inspection_types()
returns table (id uuid, name text, name_en text, tag text, duration_minutes integer, actual_price numeric, current_price numeric, features text[], tag_ar text, features_ar text[])
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select t.id, t.name, t.name_en, t.tag, t.duration_minutes, t.actual_price, t.current_price, t.features, t.tag_ar, t.features_ar
    from inspection_types t
   where t.duration_minutes is not null and t.duration_minutes > 0
   order by coalesce(t.name_en, t.name)
$$;
comment on function public.get_public_inspection_types() is
  'The inspection types a customer on /book can choose (name, tag, duration, prices, what each includes; tag_ar and features_ar in Arabic), by name; anonymous visitors read no table directly.';
revoke execute on function public.get_public_inspection_types() from public;
grant execute on function public.get_public_inspection_types() to anon, authenticated, service_role;
