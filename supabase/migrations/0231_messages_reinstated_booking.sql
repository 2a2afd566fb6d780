-- A booking reinstated after its cancellation queues a new confirmation (with the next invite SEQUENCE, a REQUEST
-- that puts the event back in the customer's calendar) (docs/areas/messages.md#kinds).

create or replace function public.queue_booking_messages() returns trigger
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
