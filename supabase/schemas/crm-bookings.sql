-- CRM and bookings know each other (docs/areas/crm.md#bookings-and-reports): a booking made from a lead keeps it
-- (bookings.lead_id) and moves it to inspection_scheduled in the booking's own transaction, and a contact's detail
-- reads their bookings with their reports in one call (contact_bookings).

alter table public.bookings add column lead_id uuid references public.leads (id) on delete set null;
comment on column public.bookings.lead_id is
  'The CRM lead this booking was made from (''Book inspection'' on a lead); null for other bookings. Writing it moves the lead to inspection_scheduled.';
-- Bookings' columns are granted one by one (supabase/schemas/bookings-manage.sql).
grant select (lead_id) on public.bookings to anon, authenticated, service_role;
create index bookings_lead_id_idx on public.bookings (lead_id) where lead_id is not null;
-- A contact's bookings are also found by their number (however written) and email.
create index bookings_customer_phone_key_idx on public.bookings (public.normalize_phone(customer_phone));
create index bookings_customer_email_key_idx on public.bookings (lower(customer_email)) where customer_email is not null;

-- Runs as the writer: staff who book may update leads (row level security applies), so nothing is half-saved: a
-- refused booking moves no lead, and a lead the writer may not change refuses the booking.
create function public.schedule_lead_of_booking()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.lead_id is not null and (tg_op = 'INSERT' or new.lead_id is distinct from old.lead_id) then
    update public.leads set status = 'inspection_scheduled'
     where id = new.lead_id and status <> 'inspection_scheduled';
  end if;
  return null;
end;
$$;
comment on function public.schedule_lead_of_booking() is
  'Trigger function: a booking written with a lead (bookings.lead_id) moves that lead to inspection_scheduled, in the same transaction.';
revoke execute on function public.schedule_lead_of_booking() from public, anon;

create trigger schedule_lead_of_booking after insert or update of lead_id on public.bookings
  for each row execute function public.schedule_lead_of_booking();

-- Matched by the lead link, or the contact's number normalised (public.normalize_phone), or the email ignoring case.
create function public.contact_bookings(p_contact_id uuid)
returns json
language sql
stable
set search_path = ''
as $$
  select coalesce(json_agg(json_build_object(
           'id', b.id, 'start_time', b.start_time, 'status', b.status, 'vehicle_make', b.vehicle_make,
           'vehicle_model', b.vehicle_model, 'vehicle_year', b.vehicle_year, 'inspection_type', coalesce(t.name_en, t.name),
           'lead_id', b.lead_id, 'report_published', coalesce(d.is_published, false), 'overall_score', r.overall_score)
         order by b.start_time desc nulls first, b.created_at desc), '[]'::json)
    from public.contacts c
    join public.bookings b
      on b.lead_id in (select l.id from public.leads l where l.contact_id = c.id)
      or public.normalize_phone(b.customer_phone) = c.phone_normalized
      or (c.email is not null and lower(b.customer_email) = lower(c.email))
    left join public.inspection_types t on t.id = b.inspection_type_id
    left join public.inspection_data d on d.booking_id = b.id
    left join public.inspection_reports r on r.booking_id = b.id
   where c.id = p_contact_id
$$;
comment on function public.contact_bookings(uuid) is
  'A contact''s bookings, newest first, each with its inspection type and whether its report is published (and its score): bookings made from the contact''s leads, or with the contact''s number (normalised) or email (ignoring case). Runs as the caller (row level security applies).';
revoke execute on function public.contact_bookings(uuid) from public, anon;
grant execute on function public.contact_bookings(uuid) to authenticated, service_role;
