-- CRM: people who contacted the business (one per phone number, however it is written) and their leads.
-- The phone-number rule (normalize_phone, is_plausible_phone) is in shared.sql: public bookings and the
-- buyer's copy of a report use it too.

create table public.contacts (
  id uuid primary key default gen_random_uuid(),
  full_name text not null check (btrim(full_name) <> ''),
  phone_number text not null unique check (btrim(phone_number) <> ''),
  email text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  phone_normalized text generated always as (public.normalize_phone(phone_number)) stored,
  constraint contacts_phone_normalized_key unique (phone_normalized),
  constraint contacts_phone_normalized_not_empty check (phone_normalized <> '')
);
comment on table public.contacts is 'Prospective customers, one per phone number.';
comment on column public.contacts.phone_normalized is
  'phone_number in normalised form (public.normalize_phone); unique, so 050 123 4567 and +971501234567 are one contact.';
-- New and changed contacts need a sensible number. Not valid: rows written before the rule (migration 0031)
-- are left as they are, so the check is not validated against existing rows.
alter table public.contacts
  add constraint contacts_phone_plausible check (public.is_plausible_phone(phone_normalized)) not valid;
comment on constraint contacts_phone_plausible on public.contacts is
  'A contact''s number, normalised, has a sensible length (public.is_plausible_phone).';

create table public.leads (
  id uuid primary key default gen_random_uuid(),
  contact_id uuid not null references public.contacts (id) on delete cascade,
  vehicle_make text,
  vehicle_model text,
  vehicle_year integer,
  registration_number text,
  location text,
  requested_inspection_date date,
  lead_source text not null default 'website' check (
    lead_source in ('whatsapp', 'youtube', 'website', 'referral', 'other')
  ),
  status text not null default 'new_lead' check (
    status in ('new_lead', 'in_discussion', 'inspection_scheduled', 'closed', 'not_interested', 'follow_up_later')
  ),
  notes text,
  follow_up_date date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.leads is
  'A contact''s request for an inspection, followed through its status; removed with its contact.';

create index contacts_created_at_idx on public.contacts (created_at desc);
create index leads_contact_created_idx on public.leads (contact_id, created_at desc);
create index leads_created_at_idx on public.leads (created_at desc);

create trigger set_updated_at before update on public.contacts
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.leads
  for each row execute function public.set_updated_at();

alter table public.contacts enable row level security;
create policy "Staff can read contacts" on public.contacts for select to authenticated using ((select public.is_staff()) and not (select public.is_inspector()));
create policy "Staff can add contacts" on public.contacts for insert to authenticated with check ((select public.is_staff()) and not (select public.is_inspector()));
create policy "Staff can update contacts" on public.contacts for update to authenticated using ((select public.is_staff()) and not (select public.is_inspector())) with check ((select public.is_staff()) and not (select public.is_inspector()));
create policy "Staff can delete contacts" on public.contacts for delete to authenticated using ((select public.is_staff()) and not (select public.is_inspector()));

alter table public.leads enable row level security;
create policy "Staff can read leads" on public.leads for select to authenticated using ((select public.is_staff()) and not (select public.is_inspector()));
create policy "Staff can add leads" on public.leads for insert to authenticated with check ((select public.is_staff()) and not (select public.is_inspector()));
create policy "Staff can update leads" on public.leads for update to authenticated using ((select public.is_staff()) and not (select public.is_inspector())) with check ((select public.is_staff()) and not (select public.is_inspector()));
create policy "Staff can delete leads" on public.leads for delete to authenticated using ((select public.is_staff()) and not (select public.is_inspector()));

revoke insert, update, delete, truncate, references, trigger on public.contacts, public.leads from anon;

-- Adding a lead names the person too: the contact with that number, or a new one, in one transaction.
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
    raise exception 'Full Name and Phone Number are required' using errcode = '23514', hint = 'contact_required';
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
