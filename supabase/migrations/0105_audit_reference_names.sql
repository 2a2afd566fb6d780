-- The Activity's references in words (no ids shown to people: docs/areas/audit.md#where-it-is-shown): the names of the inspectors, inspection
-- types, forms and contacts a change refers to. Security invoker: the caller's row level security decides which.
create function public.audit_reference_names(p_ids uuid[])
returns table (id uuid, name text)
language sql
stable
security invoker
set search_path = ''
as $$
  select i.id, i.full_name from public.inspectors i where i.id = any (p_ids)
  union all
  select t.id, coalesce(nullif(btrim(t.name_en), ''), t.name) from public.inspection_types t where t.id = any (p_ids)
  union all
  select f.id, f.title from public.inspection_forms f where f.id = any (p_ids) and btrim(f.title) <> ''
  union all
  select c.id, c.full_name from public.contacts c where c.id = any (p_ids)
$$;
comment on function public.audit_reference_names(uuid[]) is
  'The names of the inspectors, inspection types, forms and contacts among p_ids (the ids an Activity entry refers to), as the caller may read them.';
revoke execute on function public.audit_reference_names(uuid[]) from public, anon;
grant execute on function public.audit_reference_names(uuid[]) to authenticated, service_role;
