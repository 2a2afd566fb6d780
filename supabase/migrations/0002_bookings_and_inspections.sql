-- Bookings (an inspection appointment, optionally at a location) and the answers an inspector
-- records for a booking against a form template.

create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  customer_name text not null,
  customer_email text,
  customer_phone text not null,
  vehicle_make text not null,
  vehicle_model text not null,
  vehicle_year integer not null check (vehicle_year between 1900 and 2100),
  notes text,
  location_address text,
  reversegeocoded_address text,
  -- Deleting a type keeps its bookings (history), without a type.
  inspection_type_id uuid references public.inspection_types (id) on delete set null,
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  start_time timestamptz,
  end_time timestamptz,
  status text not null default 'scheduled' check (
    status in ('scheduled', 'in_progress', 'completed', 'draft', 'published', 'pending', 'cancelled')
  ),
  seller_name text,
  seller_phone text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint bookings_time_order check (end_time is null or start_time is null or end_time > start_time)
);
comment on table public.bookings is
  'Inspection appointments. location_address holds the additional directions, reversegeocoded_address the address found for latitude/longitude. Created scheduled; saving an inspection sets in_progress, submitting completed.';

create table public.condition_codes (
  condition_code integer primary key,
  condition_name text not null unique
);
comment on table public.condition_codes is
  'Damage or condition names an inspector can mark on a car part, listed in condition_code order.';

create table public.inspection_data (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null unique references public.bookings (id) on delete cascade,
  -- Answers are keyed by the form's field ids: a form with conducted inspections stays.
  form_id uuid references public.inspection_forms (id) on delete no action,
  data jsonb not null default '{}'::jsonb,
  marked_data jsonb not null default '{}'::jsonb,
  status text not null default 'draft' check (status in ('draft', 'in_progress', 'published')),
  is_published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.inspection_data is
  'One inspection per booking: data maps field id (child values under "{childId}-child-{index}") to {value, score, maxScore, lastUpdated, isIssue, notes}; marked_data maps car part to condition names plus lastUpdated.';

create index bookings_start_time_idx on public.bookings (start_time);
create index bookings_end_time_idx on public.bookings (end_time);
create index bookings_inspection_type_id_idx on public.bookings (inspection_type_id);
create index inspection_data_form_status_created_idx on public.inspection_data (form_id, status, created_at desc);
create index inspection_data_status_created_idx on public.inspection_data (status, created_at desc);
create index inspection_data_created_at_idx on public.inspection_data (created_at desc);

create trigger set_updated_at before update on public.bookings
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.inspection_data
  for each row execute function public.set_updated_at();
