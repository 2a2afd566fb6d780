-- The public page's limits that were global are counted per client network (IPv4 /24, IPv6 /56), and a network's
-- slot holds are capped per business day: three addresses could shut the page for every customer
-- (docs/areas/bookings.md#limits-of-the-public-page).
alter table public.public_booking_settings alter column live_holds set default 3;
update public.public_booking_settings set live_holds = 3 where live_holds = 20;
alter table public.public_booking_settings
  add column holds_per_client_day integer not null default 30 check (holds_per_client_day >= 1);
comment on table public.public_booking_settings is
  'The limits of the public /book page (one row): how far ahead customers may book (horizon_days), bookings per normalised phone per business day, per client address per 24 hours, booked minutes per address or phone on one business day, public bookings per hour per client network (IPv4 /24, IPv6 /56), live slot holds per client network, and slot holds made per client network per business day (holds_per_client_day). No cap is global: a few networks cannot shut the page for everyone.';

-- Limits that would be global are counted per client network instead: one holder usually has a whole IPv4 /24 or
-- IPv6 /56 (docs/areas/bookings.md#limits-of-the-public-page).
create function public.client_network(p_address text) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_address inet;
begin
  begin
    v_address := regexp_replace(p_address, '^::ffff:(\d+\.\d+\.\d+\.\d+)$', '\1', 'i')::inet;
  exception when others then
    return p_address;
  end;
  return network(set_masklen(v_address, case family(v_address) when 4 then 24 else 56 end))::text;
end
$$;
comment on function public.client_network(text) is
  'The client network of an address, which the public page''s would-be global limits are counted by: its IPv4 /24 or IPv6 /56 (10.1.2.0/24), the text itself when not an address.';
revoke execute on function public.client_network(text) from public, anon, authenticated;

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

create or replace function public.check_public_booking_limits(p_row public.bookings, p_phone_key text, p_client text, p_limits public.public_booking_settings)
returns void
language plpgsql
volatile
set search_path = public, pg_temp
as $$
declare
  v_day_start timestamptz := date_trunc('day', now() at time zone business_time_zone()) at time zone business_time_zone();
begin
  perform pg_advisory_xact_lock(hashtext('public_booking'));
  if (select count(*) from public_booking_requests q
       where q.phone_normalized = p_phone_key and q.created_at >= v_day_start) >= p_limits.phone_bookings_per_day then
    raise exception using errcode = 'PT429',
      message = format('This phone number already has %s bookings today. Please call us to book more.', p_limits.phone_bookings_per_day),
      detail = json_build_object('count', p_limits.phone_bookings_per_day)::text, hint = 'phone_daily_limit';
  end if;
  if (select count(*) from public_booking_requests q
       where q.created_at > now() - interval '1 hour' and client_network(q.client_address) = client_network(p_client)) >= p_limits.bookings_per_hour then
    raise exception using errcode = 'PT429',
      message = 'We are receiving many online bookings right now. Please try again later or call us.', hint = 'hourly_limit';
  end if;
  if (select count(*) from public_booking_requests q
       where q.client_address = p_client and q.created_at > now() - interval '24 hours') >= p_limits.address_bookings_per_day then
    raise exception using errcode = 'PT429', message = 'Too many online bookings from this connection today. Please call us to book more.', hint = 'address_daily_limit';
  end if;
  -- One visitor (address or phone) books at most minutes_per_client_day of one business day, so no one can fill it.
  if p_row.start_time is not null and extract(epoch from (p_row.end_time - p_row.start_time)) / 60 + (
       select coalesce(sum(extract(epoch from (b.end_time - b.start_time)) / 60), 0)
         from public_booking_requests q join bookings b on b.id = q.booking_id
        where (q.client_address = p_client or q.phone_normalized = p_phone_key)
          and b.status <> 'cancelled' and b.start_time is not null
          and (b.start_time at time zone business_time_zone())::date = (p_row.start_time at time zone business_time_zone())::date
     ) > p_limits.minutes_per_client_day then
    raise exception using errcode = 'PT429',
      message = format('Online bookings are limited to %s minutes per customer per day. Please call us to book more.', p_limits.minutes_per_client_day),
      detail = json_build_object('minutes', p_limits.minutes_per_client_day)::text, hint = 'client_minutes_limit';
  end if;
end
$$;
comment on function public.check_public_booking_limits(public.bookings, text, text, public.public_booking_settings) is
  'create_public_booking''s third step, under the public booking lock: per normalised phone per business day, public bookings per hour per client network (client_network), per client address per 24 hours, booked minutes per address or phone on one business day (PT429 with its code and number).';
revoke execute on function public.check_public_booking_limits(public.bookings, text, text, public.public_booking_settings) from public, anon, authenticated;

comment on function public.create_public_booking(jsonb) is
  'The public /book page''s only write: validates like the Details step (required fields, digits-only phones of a plausible length, email, year 1900 to next year, location, directions and a slot time within horizon_days when with location), then the limits of public_booking_settings (per normalised phone per business day, per client address per 24 hours, booked minutes per address or phone on one business day, public bookings per hour per client network; PT429), refuses a time no inspector is left for (booked, or held by other customers) with 23P01, inserts one scheduled booking in the customer''s language (p_booking.language: en, the default, or ar; anything else 22023) and answers {id, reference}.';

create or replace function public.hold_booking_slot(p_slot_start timestamptz, p_inspection_type_id uuid, p_hold_id uuid default null)
returns json
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  v_limits public_booking_settings;
  v_address text := request_client_address();
  v_duration integer;
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
  select duration_minutes into v_duration from inspection_types where id = p_inspection_type_id;
  if v_duration is null then
    raise exception using errcode = '22023', message = 'Please choose an inspection type', hint = 'inspection_type_required';
  end if;
  if p_slot_start is null or not is_slot_start(p_slot_start) or p_slot_start <= now() then
    raise exception using errcode = '22023', message = 'Please choose one of the available times', hint = 'slot_not_offered';
  end if;
  if p_slot_start > now() + make_interval(days => v_limits.horizon_days) then
    raise exception using errcode = '22023', message = format('Please choose a date within the next %s days', v_limits.horizon_days),
      detail = json_build_object('days', v_limits.horizon_days)::text, hint = 'booking_horizon';
  end if;
  v_end := p_slot_start + make_interval(mins => v_duration);
  -- Public bookings and holds are counted one after the other.
  perform pg_advisory_xact_lock(hashtext('public_booking'));
  delete from booking_slot_holds where expires_at <= now();
  -- Each live hold takes one inspector of the time it overlaps.
  if slot_capacity(p_slot_start, v_end) <= 0 then
    raise exception using errcode = '23P01', message = 'This time slot is no longer available. Please select a different time.', hint = 'slot_taken';
  end if;
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
