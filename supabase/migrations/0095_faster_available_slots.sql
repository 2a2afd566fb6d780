-- get_available_slots, faster (the aim: a day with 40 bookings, p50 under 3 ms): the same signature, columns and
-- results, computed in one pass. The day's slot starts and ends go into two ordered arrays; each live booking and
-- time off becomes the run of slots it overlaps by binary search (width_bucket), a bigint of 52 bits per inspector;
-- a slot's free inspectors are those working it whose bit is clear. PL/pgSQL, so PostgreSQL keeps the plan
-- (a SQL function's query is planned on every call before PostgreSQL 18). Comment and grants unchanged.
create or replace function public.get_available_slots(p_day date, p_inspection_type_id uuid, p_exclude_booking_id uuid default null)
returns table (slot_start timestamptz, slot_end timestamptz, is_available boolean)
language plpgsql
stable
security definer
set search_path = public, pg_temp
as $$
begin
  -- PL/pgSQL so the plan is prepared once per connection (a SQL function's query is planned on every call
  -- before PostgreSQL 18); one pass over the day's bookings, no per-slot subqueries.
  return query
  with slots as materialized (
    select g,
           ((p_day + time '08:00' + make_interval(mins => 15 * g)) at time zone business_time_zone()) as s,
           ((p_day + time '08:00' + make_interval(mins => 15 * g + t.duration_minutes)) at time zone business_time_zone()) as e,
           (time '08:00' + make_interval(mins => 15 * g)) as local_start
      from inspection_types t, generate_series(0, 51) as g  -- 08:00 .. 20:45, the last start before 21:00
     where t.id = p_inspection_type_id
  ),
  -- The day's starts and ends in order: a time's slots are found by binary search (width_bucket), not by a scan.
  day as materialized (
    select min(s) as lo, max(e) as hi, array_agg(s order by g) as starts, array_agg(e order by g) as ends from slots
  ),
  -- Each live booking (other than the edited one) and each time off as the slots it overlaps, first .. last:
  -- slot g overlaps [a, b) when its end is after a and its start before b.
  taken as (
    select x.inspector_id, width_bucket(x.a, day.ends) as first, width_bucket(x.b - interval '1 microsecond', day.starts) - 1 as last
      from day, lateral (
        select b.inspector_id, b.start_time as a, b.end_time as b from bookings b
         where b.status <> 'cancelled' and b.start_time is not null and b.end_time is not null
           and b.id is distinct from p_exclude_booking_id and b.start_time < day.hi and b.end_time > day.lo
        union all
        select o.inspector_id, o.starts_at, o.ends_at from inspector_time_off o
         where o.starts_at < day.hi and o.ends_at > day.lo
      ) x
  ),
  -- Per inspector, the slots taken as bits of one bigint (52 slots).
  busy as (
    select inspector_id, bit_or((1::bigint << (last + 1)) - (1::bigint << first)) as mask
      from taken where first <= last group by inspector_id
  ),
  -- How many active inspectors work each slot (that business day, a start within their hours) and are free for all of it.
  free as (
    select slots.g, count(*) as n
      from slots join inspectors i
        on i.active and extract(dow from p_day)::smallint = any (i.working_days)
       and slots.local_start >= i.work_start and slots.local_start < i.work_end
      left join busy on busy.inspector_id = i.id
     where coalesce(busy.mask, 0) & (1::bigint << slots.g) = 0
     group by slots.g
  ),
  -- The customers' live holds, each taking one inspector over the slots it overlaps.
  held as (
    select width_bucket(h.slot_start, day.ends) as first, width_bucket(h.slot_end - interval '1 microsecond', day.starts) - 1 as last
      from day, booking_slot_holds h
     where h.expires_at > now() and h.slot_start < day.hi and h.slot_end > day.lo
  ),
  holds as (
    select slots.g, count(*) as n from slots join held on slots.g between held.first and held.last group by slots.g
  )
  select slots.s, slots.e, slots.s > now() and coalesce(free.n, 0) > coalesce(holds.n, 0)
    from slots left join free on free.g = slots.g left join holds on holds.g = slots.g
   order by slots.g;
end
$$;
