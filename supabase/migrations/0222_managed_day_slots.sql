-- The customer's page moves a booking without learning its id: the day's times with the booking's own time counted
-- free (docs/areas/bookings.md#customers-manage-their-booking).
create function public.get_managed_day_slots(p_token text, p_day date)
returns table (slot_start timestamptz, slot_end timestamptz, is_available boolean, is_open boolean)
language plpgsql
stable
security definer
set search_path = public, pg_temp
as $$
begin
  return query
  select s.* from bookings b, get_day_slots(p_day, b.inspection_type_id, b.id) s
   where b.manage_token = lower(left(coalesce(p_token, ''), 64));
end
$$;
comment on function public.get_managed_day_slots(text, date) is
  'The customer''s page moving a booking: get_day_slots of p_day for the booking''s inspection type with the booking itself left out (its own time counts free); no rows for any text that is not a manage token. Anonymous.';
revoke execute on function public.get_managed_day_slots(text, date) from public;
grant execute on function public.get_managed_day_slots(text, date) to anon, authenticated, service_role;
