-- At most 6 messages a day to an address given on /book (docs/areas/messages.md): a stranger's address took up to 720.
create index outbound_messages_recipient_idx on public.outbound_messages (lower(recipient), created_at);

create or replace function public.queue_outbound_message(p_kind text, p_booking public.bookings, p_send_after timestamptz)
returns void
language sql
volatile
set search_path = ''
as $$
  insert into public.outbound_messages (booking_id, kind, recipient, language, subject, body_text, send_after)
  select p_booking.id, p_kind, btrim(p_booking.customer_email), p_booking.language, r.subject, r.body_text, p_send_after
    from public.render_outbound_message(p_kind, p_booking) r
   -- /book's addresses are nobody's verified ones: at most 6 messages a day to one of them (docs/areas/messages.md).
   where p_booking.created_via <> 'public'
      or (select count(*) from public.outbound_messages m
           where lower(m.recipient) = lower(btrim(p_booking.customer_email)) and m.created_at > now() - interval '24 hours') < 6
$$;
comment on function public.queue_outbound_message(text, public.bookings, timestamptz) is
  'Queues one message of p_kind about p_booking to its customer_email, due at p_send_after; for a booking made on /book, not when that address already has 6 messages from the last 24 hours.';
