-- Who reads messages (docs/areas/messages.md#who-reads): admins the table (/messages, with bodies); office staff a
-- booking's messages on its details through booking_messages, without bodies; inspectors none. Every office user
-- read every message's body before.
drop policy "Admins read every message, staff a readable booking's" on public.outbound_messages;
create policy "Admins read every message" on public.outbound_messages for select to authenticated
  using ((select public.is_staff()) and (select public.is_admin()));

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
