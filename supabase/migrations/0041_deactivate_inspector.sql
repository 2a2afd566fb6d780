-- Deactivating an inspector who has future bookings: each goes to an inspector free then (as assignment chooses),
-- and the ones nobody can take are listed for the office to move, in one transaction.
create function public.deactivate_inspector(p_inspector_id uuid)
returns table (booking_id uuid, start_time timestamptz, customer_name text, reassigned_to uuid)
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  v_booking record;
  v_chosen uuid;
begin
  if not (is_staff() and is_admin()) then
    raise exception using errcode = '42501', message = 'Only an admin can change inspectors';
  end if;
  update inspectors set active = false where id = p_inspector_id;
  if not found then
    raise exception using errcode = 'PT404', message = 'Inspector not found';
  end if;
  for v_booking in
    select b.id, b.start_time, b.end_time, b.customer_name from bookings b
     where b.inspector_id = p_inspector_id and b.status <> 'cancelled' and b.start_time > now()
     order by b.start_time, b.id
  loop
    select f.inspector_id into v_chosen from free_inspectors(v_booking.start_time, v_booking.end_time, v_booking.id) f limit 1;
    if v_chosen is not null then
      update bookings set inspector_id = v_chosen where id = v_booking.id;
    end if;
    booking_id := v_booking.id;
    start_time := v_booking.start_time;
    customer_name := v_booking.customer_name;
    reassigned_to := v_chosen;
    return next;
  end loop;
end
$$;
comment on function public.deactivate_inspector(uuid) is
  'An admin deactivates an inspector: each of their future live bookings goes to the free inspector assignment would choose; answers every one of them with reassigned_to (null: nobody was free, the booking keeps the inactive inspector for the office to move). One transaction.';
revoke execute on function public.deactivate_inspector(uuid) from public, anon;
grant execute on function public.deactivate_inspector(uuid) to authenticated, service_role;
