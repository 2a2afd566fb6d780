-- Customers manage their booking, staff cancel instead of deleting (docs/areas/bookings.md#customers-manage-their-booking,
-- docs/areas/bookings.md#cancel-not-delete): bookings.manage_token (no API role selects it), cancel_reason and
-- cancelled_at (stamped), public_booking_settings.change_cutoff_hours, the manage links' origin, the staff read of a
-- token, deleting an admin's action, and the audit log without the token.

-- A volatile default: each existing booking gets its own token as the column is added.
alter table public.bookings
  add column manage_token text not null default replace(gen_random_uuid()::text, '-', '') unique check (manage_token ~ '^[0-9a-f]{32}$'),
  add column cancel_reason text,
  add column cancelled_at timestamptz;

drop policy "Office staff can delete bookings" on public.bookings;
create policy "Admins can delete bookings" on public.bookings for delete to authenticated
  using ((select public.is_staff()) and (select public.is_admin()));

alter table public.public_booking_settings
  add column change_cutoff_hours integer not null default 24 check (change_cutoff_hours between 0 and 720);
comment on table public.public_booking_settings is
  'The limits of the public /book page (one row): how far ahead customers may book (horizon_days), bookings per normalised phone per business day, per client address per 24 hours, booked minutes per address or phone on one business day, public bookings per hour per client network (IPv4 /24, IPv6 /56), live slot holds per client network, slot holds made per client network per business day (holds_per_client_day), and how many hours before the start a customer may still reschedule or cancel through their link (change_cutoff_hours). No cap is global: a few networks cannot shut the page for everyone.';

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

-- The audit log leaves the manage token out (supabase/schemas/audit.sql).
create or replace function public.audit_row_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old jsonb;
  v_new jsonb;
  v_changes jsonb;
  v_claims jsonb;
begin
  -- An inspection's autosave (its answers alone) makes no entry: decided before any row is turned into JSON.
  -- (Nested: PL/pgSQL prepares an expression whole, and other tables have no status column.)
  if tg_op = 'UPDATE' and tg_table_name = 'inspection_data' then
    if (old.status, old.is_published, old.form_id, old.booking_id)
       is not distinct from (new.status, new.is_published, new.form_id, new.booking_id) then
      return null;
    end if;
  end if;
  -- A booking's manage token is a key, never logged (supabase/schemas/bookings-manage.sql).
  v_old := case when tg_op <> 'INSERT' then to_jsonb(old) - 'manage_token' end;
  v_new := case when tg_op <> 'DELETE' then to_jsonb(new) - 'manage_token' end;
  if tg_op = 'UPDATE' then
    -- Values as the log keeps them (inline, not a function call per value): large JSON (a report's sections,
    -- photos) and an inspection's answers as their number of entries.
    select coalesce(jsonb_object_agg(c.key, jsonb_build_array(
             case when jsonb_typeof(c.before) in ('object', 'array')
                            and ((tg_table_name = 'inspection_data' and c.key in ('data', 'marked_data')) or length(c.before::text) > 2000)
                          then jsonb_build_object('entries', case jsonb_typeof(c.before) when 'object'
                            then jsonb_array_length(jsonb_path_query_array(c.before, '$.keyvalue()')) else jsonb_array_length(c.before) end)
                          else c.before end,
             case when jsonb_typeof(c.after) in ('object', 'array')
                            and ((tg_table_name = 'inspection_data' and c.key in ('data', 'marked_data')) or length(c.after::text) > 2000)
                          then jsonb_build_object('entries', case jsonb_typeof(c.after) when 'object'
                            then jsonb_array_length(jsonb_path_query_array(c.after, '$.keyvalue()')) else jsonb_array_length(c.after) end)
                          else c.after end)), '{}'::jsonb)
      into v_changes
      from (select n.key, v_old -> n.key as before, n.value as after
              from jsonb_each(v_new) n
             where n.key <> 'updated_at' and (v_old -> n.key) is distinct from n.value) c;
    -- Nothing but updated_at, or nothing at all: no entry. (An inspection is logged when it starts, changes status
    -- and is submitted.)
    if v_changes = '{}'::jsonb then
      return null;
    end if;
  else
    select coalesce(jsonb_object_agg(c.key, case when tg_op = 'INSERT'
             then jsonb_build_array(null, c.kept) else jsonb_build_array(c.kept, null) end), '{}'::jsonb)
      into v_changes
      from (select e.key,
                   case when jsonb_typeof(e.value) in ('object', 'array')
                            and ((tg_table_name = 'inspection_data' and e.key in ('data', 'marked_data')) or length(e.value::text) > 2000)
                          then jsonb_build_object('entries', case jsonb_typeof(e.value) when 'object'
                            then jsonb_array_length(jsonb_path_query_array(e.value, '$.keyvalue()')) else jsonb_array_length(e.value) end)
                          else e.value end as kept
              from jsonb_each(coalesce(v_new, v_old)) e
             where e.value <> 'null'::jsonb) c;
  end if;

  v_claims := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  insert into public.audit_log (actor_id, actor_email, table_name, row_id, action, changes)
  values (nullif(v_claims ->> 'sub', '')::uuid, nullif(v_claims ->> 'email', ''), tg_table_name,
          coalesce(v_new ->> 'id', v_old ->> 'id'), lower(tg_op), v_changes);
  return null;
end;
$$;
comment on function public.audit_row_change() is
  'Trigger function (after insert, update or delete, for each row): writes the change to public.audit_log in the same transaction, with the actor from the request''s JWT (sub, email; none for the anonymous role and the service role) and only the changed columns as [old, new]. No entry for an update of updated_at alone or of nothing; an inspection''s answers alone (an autosave) make none either. Attach it to any table with an id column.';
revoke execute on function public.audit_row_change() from public, anon;
