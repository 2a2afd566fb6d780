-- Bookings, after they are made: the customer's manage link (manage_token) and its anonymous functions, and
-- cancelling, which keeps the booking (docs/areas/bookings.md#customers-manage-their-booking,
-- docs/areas/bookings.md#cancel-not-delete).

-- The manage token is a key to the booking: no API role selects it through /rest/v1 (column privileges; the REST
-- layer's `*` stands for the other columns, apps/backend/src/rest/schema-cache.ts). A new bookings column is
-- granted here too.
revoke select on public.bookings from anon, authenticated, service_role;
grant select (id, customer_name, customer_email, customer_phone, vehicle_make, vehicle_model, vehicle_year, notes,
              location_address, reversegeocoded_address, inspection_type_id, latitude, longitude, start_time, end_time,
              status, seller_name, seller_phone, created_at, updated_at, is_override, created_via, inspector_id, language,
              cancel_reason, cancelled_at)
  on public.bookings to anon, authenticated, service_role;
comment on column public.bookings.manage_token is
  'The customer''s key to their booking (/book/manage/{token} on the bookings origin): 32 random hex digits. No API role selects it; staff read it through booking_manage_token, messages through the database.';
comment on column public.bookings.cancel_reason is
  'Why the booking was cancelled (required when staff or the customer cancel; cleared when it is reinstated).';
comment on column public.bookings.cancelled_at is
  'When the booking was cancelled: stamped by the database (stamp_booking_cancellation), never by the writer.';

-- Where customers open their booking (/book/manage/{token}): the database setting app.public_booking_origin
-- (`alter database postgres set app.public_booking_origin = 'https://book.example.com'`), else the bookings app of
-- `npm start`.
create function public.public_booking_origin() returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(nullif(rtrim(current_setting('app.public_booking_origin', true), '/'), ''), 'http://localhost:4203')
$$;
comment on function public.public_booking_origin() is
  'The origin of the customers'' manage links in messages ({origin}/book/manage/{token}): the setting app.public_booking_origin, else http://localhost:4203.';
revoke execute on function public.public_booking_origin() from public, anon;
grant execute on function public.public_booking_origin() to authenticated, service_role;

-- Staff show the customer's link on booking details (an inspector only for a booking assigned to them).
create function public.booking_manage_token(p_booking_id uuid) returns text
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select b.manage_token from bookings b
   where b.id = p_booking_id and (select is_staff())
     and (not (select is_inspector()) or b.inspector_id = (select current_inspector_id()))
$$;
comment on function public.booking_manage_token(uuid) is
  'For staff: the booking''s manage token (the link is {bookings origin}/book/manage/{token}); an inspector only for a booking assigned to them; null for anyone else or an unknown booking.';
revoke execute on function public.booking_manage_token(uuid) from public, anon;
grant execute on function public.booking_manage_token(uuid) to authenticated, service_role;

-- Cancelling keeps the booking with a reason and a time; its slot frees at once (bookings_no_overlap and the slot
-- functions skip cancelled rows). The API roles must give a reason; the owner and service_role (seed,
-- maintenance) may leave it out. Leaving cancelled (staff reinstate a booking) clears both.
create function public.stamp_booking_cancellation() returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if new.status <> 'cancelled' then
    new.cancel_reason := null;
    new.cancelled_at := null;
    return new;
  end if;
  new.cancel_reason := nullif(btrim(coalesce(new.cancel_reason, '')), '');
  if new.cancel_reason is null and current_user in ('anon', 'authenticated') then
    raise exception using errcode = '22023', message = 'Please give a reason for cancelling', hint = 'cancel_reason_required';
  end if;
  if length(new.cancel_reason) > 500 then
    raise exception using errcode = '22023', message = 'Please keep the reason under 500 characters', hint = 'cancel_reason_too_long';
  end if;
  new.cancelled_at := case when tg_op = 'UPDATE' and old.status = 'cancelled' then old.cancelled_at else now() end;
  return new;
end;
$$;
comment on function public.stamp_booking_cancellation() is
  'Trigger function: a booking becoming cancelled gets cancelled_at = now() and needs a cancel_reason (trimmed, at most 500 characters; 22023 cancel_reason_required or cancel_reason_too_long) when written through the API roles; a booking that is not cancelled has neither.';
revoke execute on function public.stamp_booking_cancellation() from public, anon;

create trigger stamp_booking_cancellation before insert or update on public.bookings
  for each row execute function public.stamp_booking_cancellation();
