-- 'Resend' twice in a row sends a message once (docs/areas/messages.md#resend): a message that is queued (due, being
-- sent, or waiting to retry) or was sent under a minute ago is left as it is. The row is locked first, so two
-- resends at once see each other's outcome.
create or replace function public.resend_outbound_message(p_id uuid) returns void
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
