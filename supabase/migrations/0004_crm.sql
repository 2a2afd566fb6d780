-- CRM: people who contacted the business, and their inspection leads.

create table public.contacts (
  id uuid primary key default gen_random_uuid(),
  full_name text not null check (btrim(full_name) <> ''),
  phone_number text not null unique check (btrim(phone_number) <> ''),
  email text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.contacts is 'Prospective customers, one per phone number.';

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
