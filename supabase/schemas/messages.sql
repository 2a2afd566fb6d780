-- Messages to customers (docs/areas/messages.md): the database queues them in the writing
-- transaction; the backend's sender (apps/backend/src/messages) sends them over SMTP, using this table as the
-- queue (claims with `for update skip locked`, a lease in send_after, retries with backoff, `failed` at the end).

create table public.outbound_messages (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid references public.bookings (id) on delete set null,
  kind text not null check (kind in ('booking_confirmation', 'booking_reminder', 'booking_rescheduled', 'booking_cancelled', 'report_ready')),
  channel text not null default 'email',
  recipient text not null,
  language text not null default 'en',
  subject text not null,
  body_text text not null,
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
  attempts int not null default 0,
  last_error text,
  send_after timestamptz not null default now(),
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  invite_sequence int
);
comment on table public.outbound_messages is
  'Emails to customers, queued by triggers (booking confirmation with a calendar invite, the reminder due 24 hours before the start, a new time with the updated invite, a cancellation with the invite''s CANCEL, report ready with the buyer''s link) and sent by the backend. A claimed row has attempts raised and send_after pushed by the lease: a sender that dies mid-send leaves it to come back to the queue.';

comment on column public.outbound_messages.invite_sequence is
  'The SEQUENCE of the calendar invite this message carries (booking_confirmation, booking_rescheduled, booking_cancelled; null for others): one more than the booking''s latest, set when queued, so a resend repeats it and a calendar keeps the newest (docs/areas/messages.md#the-calendar-invite).';

create index outbound_messages_due_idx on public.outbound_messages (send_after) where status = 'queued';
create index outbound_messages_booking_idx on public.outbound_messages (booking_id, created_at);
create index outbound_messages_created_idx on public.outbound_messages (created_at desc);
create index outbound_messages_recipient_idx on public.outbound_messages (lower(recipient), created_at);

alter table public.outbound_messages enable row level security;
-- Admins read the table (/messages: every message with its body). Office staff read a booking's messages on its
-- details through booking_messages (no body); inspectors read none. Nobody writes through the API: the triggers
-- (security definer) queue, the backend sends, resend_outbound_message requeues (docs/areas/messages.md#who-reads).
create policy "Admins read every message" on public.outbound_messages for select to authenticated
  using ((select public.is_staff()) and (select public.is_admin()));
revoke insert, update, delete, truncate, references, trigger on public.outbound_messages from anon, authenticated;
revoke select on public.outbound_messages from anon;

-- Where buyers open a report (/report/{bookingId}): the database setting app.public_report_origin
-- (`alter database postgres set app.public_report_origin = 'https://reports.example.com'`), else the reports
-- app of `npm start`.
create function public.public_report_origin() returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(nullif(rtrim(current_setting('app.public_report_origin', true), '/'), ''), 'http://localhost:4201')
$$;
comment on function public.public_report_origin() is
  'The origin of the buyer''s report links in messages: the setting app.public_report_origin, else http://localhost:4201.';
revoke execute on function public.public_report_origin() from public, anon;
grant execute on function public.public_report_origin() to authenticated, service_role;

create function public.queue_outbound_message(p_kind text, p_booking public.bookings, p_send_after timestamptz)
returns void
language sql
volatile
set search_path = ''
as $$
  insert into public.outbound_messages (booking_id, kind, recipient, language, subject, body_text, send_after, invite_sequence)
  select p_booking.id, p_kind, btrim(p_booking.customer_email), p_booking.language, r.subject, r.body_text, p_send_after,
         -- One event in the customer's calendar per booking (UID from its id): each invite one SEQUENCE higher.
         case when p_kind in ('booking_confirmation', 'booking_rescheduled', 'booking_cancelled') then
           coalesce((select max(m.invite_sequence) + 1 from public.outbound_messages m where m.booking_id = p_booking.id), 0) end
    from public.render_outbound_message(p_kind, p_booking) r
   -- /book's addresses are nobody's verified ones: at most 6 messages a day to one of them (docs/areas/messages.md).
   where p_booking.created_via <> 'public'
      or (select count(*) from public.outbound_messages m
           where lower(m.recipient) = lower(btrim(p_booking.customer_email)) and m.created_at > now() - interval '24 hours') < 6
$$;
comment on function public.queue_outbound_message(text, public.bookings, timestamptz) is
  'Queues one message of p_kind about p_booking to its customer_email, due at p_send_after (an invite''s kind with the booking''s next invite_sequence); for a booking made on /book, not when that address already has 6 messages from the last 24 hours.';
revoke execute on function public.queue_outbound_message(text, public.bookings, timestamptz) from public, anon, authenticated;
grant execute on function public.queue_outbound_message(text, public.bookings, timestamptz) to service_role;

-- A booking's messages follow it: a confirmation when it is created with an email (or reinstated after a
-- cancellation); a new time when a timed booking moves to another future start; a cancellation when a booking not
-- yet done is cancelled before its start; a reminder due 24 hours before a start more than 24 hours away, rewritten
-- when the time, the email, the language or the details change (no new message then), and removed when it is
-- cancelled (or completed, or the start goes).
create function public.queue_booking_messages() returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_email_ok boolean := coalesce(btrim(new.customer_email) ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$', false);
begin
  if tg_op = 'INSERT' and v_email_ok and new.status <> 'cancelled' then
    perform queue_outbound_message('booking_confirmation', new, now());
  end if;
  if tg_op = 'UPDATE' and v_email_ok then
    -- A past inspection cancelled or moved (the office tidying its records) is no news to the customer.
    if new.status = 'cancelled' and old.status not in ('cancelled', 'completed') and coalesce(new.start_time > now(), true) then
      perform queue_outbound_message('booking_cancelled', new, now());
    elsif old.status = 'cancelled' and new.status in ('scheduled', 'pending') and coalesce(new.start_time > now(), true) then
      -- Reinstated after a cancellation: the customer hears it is on again, with an invite that puts it back.
      perform queue_outbound_message('booking_confirmation', new, now());
    elsif new.status in ('scheduled', 'pending') and old.start_time is not null and new.start_time > now()
          and new.start_time is distinct from old.start_time then
      perform queue_outbound_message('booking_rescheduled', new, now());
    end if;
  end if;
  if tg_op = 'UPDATE' and (old.start_time, old.end_time, old.customer_email, old.language, old.status, old.customer_name,
        old.vehicle_make, old.vehicle_model, old.vehicle_year, old.inspection_type_id, old.location_address,
        old.reversegeocoded_address)
      is not distinct from (new.start_time, new.end_time, new.customer_email, new.language, new.status, new.customer_name,
        new.vehicle_make, new.vehicle_model, new.vehicle_year, new.inspection_type_id, new.location_address,
        new.reversegeocoded_address) then
    return null;
  end if;
  if tg_op = 'UPDATE' then
    delete from outbound_messages where booking_id = new.id and kind = 'booking_reminder' and status = 'queued';
  end if;
  if v_email_ok and new.status in ('scheduled', 'pending') and new.start_time is not null
     and new.start_time - interval '24 hours' > now() then
    perform queue_outbound_message('booking_reminder', new, new.start_time - interval '24 hours');
  end if;
  return null;
end
$$;
comment on function public.queue_booking_messages() is
  'After a booking is written: its confirmation (insert with an email, or reinstated after a cancellation), a new time (a timed booking moved to another future start) or a cancellation (status becomes cancelled before the start, not after completion), and its reminder (due start - 24 h, only for a start more than 24 hours away) queued, rewritten or removed; other changes queue nothing.';
revoke execute on function public.queue_booking_messages() from public, anon, authenticated;

create trigger queue_booking_messages after insert or update on public.bookings
  for each row execute function public.queue_booking_messages();

-- Before the row goes (the foreign key then sets booking_id to null): what was not sent yet is not sent at all.
create function public.drop_queued_booking_messages() returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  delete from outbound_messages where booking_id = old.id and status = 'queued';
  return old;
end
$$;
comment on function public.drop_queued_booking_messages() is
  'Before a booking is deleted: its queued messages are removed (sent and failed ones stay, without the booking).';
revoke execute on function public.drop_queued_booking_messages() from public, anon, authenticated;

create trigger drop_queued_booking_messages before delete on public.bookings
  for each row execute function public.drop_queued_booking_messages();

-- 'Your report is ready' once per booking, when its inspection is submitted (submit_inspection stores the report).
create function public.queue_report_ready_message() returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_booking bookings;
begin
  select * into v_booking from bookings where id = new.booking_id;
  if found and coalesce(btrim(v_booking.customer_email) ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$', false)
     and not exists (select 1 from outbound_messages m where m.booking_id = v_booking.id and m.kind = 'report_ready') then
    perform queue_outbound_message('report_ready', v_booking, now());
  end if;
  return null;
end
$$;
comment on function public.queue_report_ready_message() is
  'After a booking''s report is stored: ''your report is ready'' with the buyer''s link to its customer_email, once per booking.';
revoke execute on function public.queue_report_ready_message() from public, anon, authenticated;

create trigger queue_report_ready_message after insert on public.inspection_reports
  for each row execute function public.queue_report_ready_message();

-- 'Resend' on /messages: the message goes back to the queue, due now, with fresh attempts; once, however often clicked.
create function public.resend_outbound_message(p_id uuid) returns void
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
begin
  if not (is_staff() and is_admin()) then
    raise exception using errcode = '42501', message = 'Only admins can resend messages', hint = 'resend_admin_only';
  end if;
  perform 1 from outbound_messages where id = p_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'Message not found', hint = 'message_not_found';
  end if;
  -- Queued (due, being sent or waiting to retry) or sent under a minute ago: already going out, or a second click.
  update outbound_messages set status = 'queued', attempts = 0, last_error = null, send_after = now(), sent_at = null
   where id = p_id and (status = 'failed' or (status = 'sent' and coalesce(sent_at, '-infinity') <= now() - interval '1 minute'));
end
$$;
comment on function public.resend_outbound_message(uuid) is
  'Admins: puts a failed message, or one sent a minute ago or more, back in the queue (status queued, due now, attempts 0, no error); a queued one or one sent under a minute ago is left as it is, so two clicks send it once.';
revoke execute on function public.resend_outbound_message(uuid) from public, anon;
grant execute on function public.resend_outbound_message(uuid) to authenticated, service_role;

-- A booking's messages as its details show them to office staff and admins: no body (that is /messages', for
-- admins). Security definer, as the table's policy lets only admins read; inspectors and others get no rows.
create function public.booking_messages(p_booking_id uuid)
returns table (id uuid, booking_id uuid, kind text, channel text, recipient text, language text, subject text, status text,
               attempts int, last_error text, send_after timestamptz, sent_at timestamptz, created_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select m.id, m.booking_id, m.kind, m.channel, m.recipient, m.language, m.subject, m.status, m.attempts, m.last_error,
         m.send_after, m.sent_at, m.created_at
    from public.outbound_messages m
   where m.booking_id = p_booking_id and public.is_staff() and not public.is_inspector()
   order by m.created_at, m.id
$$;
comment on function public.booking_messages(uuid) is
  'Office staff and admins: the messages of one booking (kind, recipient, subject, status, attempts, last error, times; no body), oldest first; no rows for inspectors and anyone else.';
revoke execute on function public.booking_messages(uuid) from public, anon;
grant execute on function public.booking_messages(uuid) to authenticated, service_role;
