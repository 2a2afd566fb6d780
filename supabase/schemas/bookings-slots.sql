-- Bookings, the slots: the day's slots (computed here, in the business time zone) and the 5-minute holds of
-- customers on the public /book page, each taking one inspector of the time it overlaps (docs/areas/bookings.md).

create table public.booking_slot_holds (
  id uuid primary key default gen_random_uuid(),
  inspection_type_id uuid references public.inspection_types (id) on delete cascade,
  slot_start timestamptz not null,
  slot_end timestamptz not null,
  expires_at timestamptz not null default now() + interval '5 minutes',
  created_at timestamptz not null default now(),
  constraint booking_slot_holds_time_order check (slot_end > slot_start)
);
comment on table public.booking_slot_holds is
  'A time a customer on /book has chosen and is filling in details for: it takes one inspector of that time for everyone else until expires_at (5 minutes), released on submit or a new choice. Holds carry no customer data.';
create index booking_slot_holds_expires_idx on public.booking_slot_holds (expires_at);
create index booking_slot_holds_slot_idx on public.booking_slot_holds (slot_start, slot_end);

alter table public.booking_slot_holds enable row level security;
-- Staff see held times (labelled as held in the admin slot grid); anonymous visitors read nothing. Holds are
-- written only through the functions below.
create policy "Staff can read slot holds" on public.booking_slot_holds for select to authenticated using ((select public.is_staff()));
revoke insert, update, delete, truncate, references, trigger on public.booking_slot_holds from anon, authenticated;

-- The address each hold came from (kept apart from the holds staff read, which carry no customer data).
create table public.booking_slot_hold_clients (
  hold_id uuid primary key references public.booking_slot_holds (id) on delete cascade,
  client_address text not null
);
comment on table public.booking_slot_hold_clients is
  'The client address of each slot hold, so that an address keeps one live hold. No policies: only hold_booking_slot uses it.';
create index booking_slot_hold_clients_address_idx on public.booking_slot_hold_clients (client_address);
alter table public.booking_slot_hold_clients enable row level security;
revoke all on public.booking_slot_hold_clients from anon, authenticated;
-- Selectable, like every table: with no policy, no row is visible.
grant select on public.booking_slot_hold_clients to authenticated;

-- How many holds each client network made on each business day: a network that keeps re-holding long slots runs out.
create table public.booking_slot_hold_counts (
  network text not null,
  day date not null,
  holds integer not null,
  primary key (network, day)
);
comment on table public.booking_slot_hold_counts is
  'Slot holds made per client network (client_network: IPv4 /24, IPv6 /56) per business day, which hold_booking_slot caps at public_booking_settings.holds_per_client_day. No policies: only hold_booking_slot uses it.';
alter table public.booking_slot_hold_counts enable row level security;
revoke all on public.booking_slot_hold_counts from anon, authenticated;
-- Selectable, like every table: with no policy, no row is visible.
grant select on public.booking_slot_hold_counts to authenticated;

-- Slots: every 15 minutes from 08:00 up to the last start before 21:00 in the business time zone, lasting
-- the inspection type's duration.
create function public.get_available_slots(p_day date, p_inspection_type_id uuid, p_exclude_booking_id uuid default null)
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
comment on function public.get_available_slots(date, uuid, uuid) is
  'The day''s slots in the business time zone (business_time_zone()): every 15 minutes from 08:00 to the last start before 21:00, lasting the type''s duration_minutes; available when in the future and at least one active inspector works that slot and is free for all of it (no live booking other than p_exclude_booking_id, the booking being edited, no time off) beyond the customers'' live holds overlapping it (each takes one inspector). Security definer so anonymous customers see times, never customer data.';
revoke execute on function public.get_available_slots(date, uuid, uuid) from public;
grant execute on function public.get_available_slots(date, uuid, uuid) to anon, authenticated, service_role;

-- The day's slots as the slot pickers show them: get_available_slots' rows and whether the business is open then,
-- so an hour no inspector works reads as closed, never as booked (docs/areas/bookings.md#slots).
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

-- How many more could take [p_start, p_end): free inspectors less the live holds overlapping it. A booking being
-- moved (p_exclude_booking_id) does not count against its own new time.
create function public.slot_capacity(p_start timestamptz, p_end timestamptz, p_exclude_booking_id uuid default null)
returns bigint
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select (select count(*) from free_inspectors(p_start, p_end, p_exclude_booking_id))
       - (select count(*) from booking_slot_holds h
           where h.expires_at > now() and h.slot_start < p_end and h.slot_end > p_start)
$$;
comment on function public.slot_capacity(timestamptz, timestamptz, uuid) is
  'Free inspectors for this time (leaving out p_exclude_booking_id, a booking being moved) less the live holds overlapping it: above 0, one more customer can hold or book it.';
revoke execute on function public.slot_capacity(timestamptz, timestamptz, uuid) from public, anon, authenticated;

-- The customers' slot rules, one place for holding, booking and moving a booking: the type, a future slot start
-- within the horizon; answers the slot's end (the type's duration).
create function public.public_slot_end(p_start timestamptz, p_inspection_type_id uuid, p_limits public.public_booking_settings)
returns timestamptz
language plpgsql
stable
set search_path = public, pg_temp
as $$
declare
  v_duration integer;
begin
  select duration_minutes into v_duration from inspection_types where id = p_inspection_type_id;
  if v_duration is null then
    raise exception using errcode = '22023', message = 'Please choose an inspection type', hint = 'inspection_type_required';
  end if;
  if p_start is null or not is_slot_start(p_start) or p_start <= now() then
    raise exception using errcode = '22023', message = 'Please choose one of the available times', hint = 'slot_not_offered';
  end if;
  if p_start > now() + make_interval(days => p_limits.horizon_days) then
    raise exception using errcode = '22023', message = format('Please choose a date within the next %s days', p_limits.horizon_days),
      detail = json_build_object('days', p_limits.horizon_days)::text, hint = 'booking_horizon';
  end if;
  return p_start + make_interval(mins => v_duration);
end
$$;
comment on function public.public_slot_end(timestamptz, uuid, public.public_booking_settings) is
  'A customer''s slot (hold_booking_slot, create_public_booking, reschedule_public_booking): the inspection type, a future slot start (is_slot_start) within horizon_days (22023 inspection_type_required, slot_not_offered, booking_horizon); answers the end, start plus the type''s duration.';
revoke execute on function public.public_slot_end(timestamptz, uuid, public.public_booking_settings) from public, anon, authenticated;

-- Taking a customer's slot (booking or moving): expired holds go, the customer's own hold is used up, and a time
-- no inspector is left for (booked, or held by other customers) is 23P01.
create function public.take_public_slot(p_start timestamptz, p_end timestamptz, p_own_holds uuid[], p_exclude_booking_id uuid)
returns void
language plpgsql
volatile
set search_path = public, pg_temp
as $$
begin
  delete from booking_slot_holds where expires_at <= now() or id = any (p_own_holds);
  if slot_capacity(p_start, p_end, p_exclude_booking_id) <= 0 then
    raise exception using errcode = '23P01', message = 'This time slot is no longer available. Please select a different time.', hint = 'slot_taken';
  end if;
end
$$;
comment on function public.take_public_slot(timestamptz, timestamptz, uuid[], uuid) is
  'Before a customer''s booking takes [p_start, p_end): drops expired holds and the customer''s own (p_own_holds), then refuses with 23P01 slot_taken when no inspector is left (free ones, leaving out p_exclude_booking_id, less other customers'' live holds).';
revoke execute on function public.take_public_slot(timestamptz, timestamptz, uuid[], uuid) from public, anon, authenticated;

create function public.is_slot_start(p_start timestamptz) returns boolean
language sql
stable
set search_path = public, pg_temp
as $$
  select extract(second from (p_start at time zone business_time_zone())) = 0
     and extract(minute from (p_start at time zone business_time_zone()))::int % 15 = 0
     and (p_start at time zone business_time_zone())::time >= time '08:00'
     and (p_start at time zone business_time_zone())::time < time '21:00'
$$;
comment on function public.is_slot_start(timestamptz) is
  'True when the time is a slot start in the business time zone: a 15-minute step from 08:00, before 21:00.';
revoke execute on function public.is_slot_start(timestamptz) from public, anon;

create function public.hold_booking_slot(p_slot_start timestamptz, p_inspection_type_id uuid, p_hold_id uuid default null)
returns json
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  v_limits public_booking_settings;
  v_address text := request_client_address();
  v_end timestamptz;
  v_hold booking_slot_holds;
  v_today date := (now() at time zone business_time_zone())::date;
  v_held_today integer;
begin
  select * into v_limits from public_booking_settings;
  -- A new choice releases the customer's previous hold.
  if p_hold_id is not null then
    delete from booking_slot_holds where id = p_hold_id;
  end if;
  v_end := public_slot_end(p_slot_start, p_inspection_type_id, v_limits);
  -- Public bookings and holds are counted one after the other.
  perform pg_advisory_xact_lock(hashtext('public_booking'));
  -- Each live hold takes one inspector of the time it overlaps.
  perform take_public_slot(p_slot_start, v_end, '{}', null);
  -- Live holds and holds made today are counted per client network, never overall (a few networks must not
  -- keep every customer from choosing a time).
  if (select count(*) from booking_slot_holds h join booking_slot_hold_clients c on c.hold_id = h.id
       where c.client_address <> v_address and client_network(c.client_address) = client_network(v_address))
     >= v_limits.live_holds then
    raise exception using errcode = 'PT429', message = 'Many customers are choosing a time right now. Please try again in a few minutes.', hint = 'holds_busy';
  end if;
  delete from booking_slot_hold_counts where day < v_today - 1;
  insert into booking_slot_hold_counts as n (network, day, holds) values (client_network(v_address), v_today, 1)
  on conflict (network, day) do update set holds = n.holds + 1
  returning n.holds into v_held_today;
  if v_held_today > v_limits.holds_per_client_day then
    raise exception using errcode = 'PT429', message = 'Too many times chosen from this connection today. Please call us to book.', hint = 'holds_daily_limit';
  end if;
  insert into booking_slot_holds (inspection_type_id, slot_start, slot_end)
  values (p_inspection_type_id, p_slot_start, v_end)
  returning * into v_hold;
  insert into booking_slot_hold_clients (hold_id, client_address) values (v_hold.id, v_address);
  -- One live hold per client: this one ends the address's others.
  delete from booking_slot_holds h using booking_slot_hold_clients c
   where c.hold_id = h.id and c.client_address = v_address and h.id <> v_hold.id;
  return json_build_object('id', v_hold.id, 'slot_start', v_hold.slot_start, 'slot_end', v_hold.slot_end,
                           'expires_at', v_hold.expires_at);
end
$$;
comment on function public.hold_booking_slot(timestamptz, uuid, uuid) is
  'Holds a slot for 5 minutes for a customer on /book (releasing their previous hold p_hold_id, and any other hold of the same client address); 23P01 when no inspector is left for the time (free inspectors less other customers'' live holds); refuses a time beyond the horizon (public_booking_settings.horizon_days) and, with PT429, more live holds of other addresses of the client network (client_network) than live_holds (holds_busy) or more holds made by the network this business day than holds_per_client_day (holds_daily_limit). Answers {id, slot_start, slot_end, expires_at}; the id is the customer''s token.';
revoke execute on function public.hold_booking_slot(timestamptz, uuid, uuid) from public;
grant execute on function public.hold_booking_slot(timestamptz, uuid, uuid) to anon, authenticated, service_role;

create function public.release_booking_slot(p_hold_id uuid) returns void
language sql
volatile
security definer
set search_path = public, pg_temp
as $$
  delete from booking_slot_holds where id = p_hold_id or expires_at <= now();
$$;
comment on function public.release_booking_slot(uuid) is
  'Ends a customer''s hold (they left the time step or chose no time); also clears expired holds.';
revoke execute on function public.release_booking_slot(uuid) from public;
grant execute on function public.release_booking_slot(uuid) to anon, authenticated, service_role;
