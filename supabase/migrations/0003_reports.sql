-- The report computed when an inspection is submitted; buyers read it by booking id through
-- get_public_report.

create table public.inspection_reports (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null unique references public.bookings (id) on delete cascade,
  -- A report is a snapshot: it outlives the inspection data and template it was computed from.
  inspection_data_id uuid references public.inspection_data (id) on delete set null,
  form_id uuid references public.inspection_forms (id) on delete set null,
  status text,
  overall_score numeric check (overall_score between 0 and 10),
  inspection_results jsonb not null default '[]'::jsonb,
  damage_data jsonb not null default '{}'::jsonb,
  images jsonb not null default '[]'::jsonb,
  vehicle_info jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.inspection_reports is
  'One report per booking: overall_score out of 10, inspection_results (sections with title, id, rating, fields, images, maxScores), damage_data (parts map), images (groups of title and urls, Main Picture first), vehicle_info (brand, model, year and section fields).';

create index inspection_reports_inspection_data_id_idx on public.inspection_reports (inspection_data_id);
create index inspection_reports_form_id_idx on public.inspection_reports (form_id);

create trigger set_updated_at before update on public.inspection_reports
  for each row execute function public.set_updated_at();
