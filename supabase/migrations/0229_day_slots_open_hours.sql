-- The slot pickers tell closed hours from booked ones (docs/areas/bookings.md#slots): get_day_slots, get_available_slots'
-- rows with whether some inspector works each slot.
create function public.get_day_slots(p_day date, p_inspection_type_id uuid, p_exclude_booking_id uuid default null)
returns table (slot_start timestamptz, slot_end timestamptz, is_available boolean, is_open boolean)
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select s.slot_start, s.slot_end, s.is_available,
         exists (
           select 1 from inspectors i
            where i.active and extract(dow from p_day)::smallint = any (i.working_days)
              and (s.slot_start at time zone business_time_zone())::time >= i.work_start
              and (s.slot_start at time zone business_time_zone())::time < i.work_end
              and not exists (select 1 from inspector_time_off o
                               where o.inspector_id = i.id and o.starts_at < s.slot_end and o.ends_at > s.slot_start)
         )
    from get_available_slots(p_day, p_inspection_type_id, p_exclude_booking_id) s
$$;
comment on function public.get_day_slots(date, uuid, uuid) is
  'get_available_slots'' rows (same day, type and excluded booking) with is_open: some active inspector works that slot (a working day, a start within their hours) and has no time off during it. A slot that is not available and not open is closed, not booked. Security definer so anonymous customers see times, never inspectors.';
revoke execute on function public.get_day_slots(date, uuid, uuid) from public;
grant execute on function public.get_day_slots(date, uuid, uuid) to anon, authenticated, service_role;
