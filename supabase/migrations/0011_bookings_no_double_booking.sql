-- No double booking, whoever writes: the database refuses two live bookings whose times
-- overlap. Only an admin override (is_override) may overlap; cancelled bookings never block.
-- The booking day runs in the business time zone (Asia/Dubai), whatever the client's zone.

-- btree_gist lets later constraints add equality columns (e.g. per inspector) to the range.
create schema if not exists extensions;
create extension if not exists btree_gist with schema extensions;

alter table public.bookings add column is_override boolean not null default false;
-- Where a booking came from: staff screens, or a customer on the public /book page (rate-limited).
alter table public.bookings add column created_via text not null default 'staff'
  check (created_via in ('staff', 'public'));
comment on column public.bookings.is_override is
  'An admin chose to book over an existing booking; overrides are the only bookings allowed to overlap.';
comment on column public.bookings.created_via is
  'staff (the back office) or public (a customer through create_public_booking).';

alter table public.bookings add constraint bookings_no_overlap
  exclude using gist (tstzrange(start_time, end_time, '[)') with &&)
  where (status <> 'cancelled' and not is_override and start_time is not null and end_time is not null);

create index bookings_public_phone_idx on public.bookings (customer_phone, created_at) where created_via = 'public';
