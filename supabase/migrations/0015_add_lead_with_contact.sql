-- Adding a lead from the CRM names the person too: an existing contact (same normalised
-- number) gets the lead, otherwise the contact and its lead are created together, in one
-- transaction, so a failed lead never leaves a contact without it.

create function public.add_lead_with_contact(p_contact jsonb, p_lead jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_phone text := btrim(coalesce(p_contact ->> 'phone_number', ''));
  v_contact_id uuid;
  v_lead public.leads;
begin
  if v_phone = '' or btrim(coalesce(p_contact ->> 'full_name', '')) = '' then
    raise exception 'Full Name and Phone Number are required' using errcode = '23514';
  end if;

  select c.id into v_contact_id from public.contacts c where c.phone_normalized = public.normalize_phone(v_phone);
  if v_contact_id is null then
    insert into public.contacts (full_name, phone_number, email)
    values (btrim(p_contact ->> 'full_name'), v_phone, nullif(btrim(coalesce(p_contact ->> 'email', '')), ''))
    returning id into v_contact_id;
  end if;

  insert into public.leads (contact_id, vehicle_make, vehicle_model, vehicle_year, registration_number, location,
                            requested_inspection_date, lead_source, status, notes, follow_up_date)
  values (
    v_contact_id,
    nullif(btrim(p_lead ->> 'vehicle_make'), ''),
    nullif(btrim(p_lead ->> 'vehicle_model'), ''),
    (nullif(btrim(p_lead ->> 'vehicle_year'), ''))::integer,
    nullif(btrim(p_lead ->> 'registration_number'), ''),
    nullif(btrim(p_lead ->> 'location'), ''),
    (nullif(btrim(p_lead ->> 'requested_inspection_date'), ''))::date,
    coalesce(nullif(btrim(p_lead ->> 'lead_source'), ''), 'other'),
    coalesce(nullif(btrim(p_lead ->> 'status'), ''), 'new_lead'),
    nullif(btrim(p_lead ->> 'notes'), ''),
    (nullif(btrim(p_lead ->> 'follow_up_date'), ''))::date
  )
  returning * into v_lead;

  return to_jsonb(v_lead);
end
$$;
comment on function public.add_lead_with_contact(jsonb, jsonb) is
  'Adds a lead for the contact with this phone number (normalised), creating the contact first when there is none, in one transaction; empty values become null, an empty source other and an empty status new_lead. Runs as the caller, so row level security applies.';
revoke execute on function public.add_lead_with_contact(jsonb, jsonb) from public, anon;
grant execute on function public.add_lead_with_contact(jsonb, jsonb) to authenticated, service_role;
