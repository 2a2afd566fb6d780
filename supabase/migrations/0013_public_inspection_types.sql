-- The public /book page shows the inspection types a customer can choose; anonymous visitors
-- still read no table, so the catalogue comes through this function (no internal columns).
create function public.get_public_inspection_types()
returns table (id uuid, name text, name_en text, tag text, duration_minutes integer, actual_price numeric, current_price numeric)
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select t.id, t.name, t.name_en, t.tag, t.duration_minutes, t.actual_price, t.current_price
    from inspection_types t
   where t.duration_minutes is not null and t.duration_minutes > 0
   order by coalesce(t.name_en, t.name)
$$;
comment on function public.get_public_inspection_types() is
  'The inspection types a customer on /book can choose (name, tag, duration, prices), by name; anonymous visitors read no table directly.';
revoke execute on function public.get_public_inspection_types() from public;
grant execute on function public.get_public_inspection_types() to anon, authenticated, service_role;
