-- Reports: the report stored when an inspection is submitted. Buyers read it by booking id through
-- get_public_report (without phone and email answers), while its link is on and not expired.

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
  updated_at timestamptz not null default now(),
  public_link_enabled boolean not null default true,
  public_link_expires_at timestamptz
);
comment on table public.inspection_reports is
  'One report per booking: overall_score out of 10, inspection_results (sections with title, id, rating, fields, images, maxScores), damage_data (parts map), images (groups of title and urls, Main Picture first), vehicle_info (brand, model, year and section fields).';
comment on column public.inspection_reports.public_link_enabled is
  'Whether the buyer''s link /report/{booking_id} shows this report; staff switch it off and on.';
comment on column public.inspection_reports.public_link_expires_at is
  'When the buyer''s link stops showing this report; null = never.';

create index inspection_reports_inspection_data_id_idx on public.inspection_reports (inspection_data_id);
create index inspection_reports_form_id_idx on public.inspection_reports (form_id);

create trigger set_updated_at before update on public.inspection_reports
  for each row execute function public.set_updated_at();

alter table public.inspection_reports enable row level security;
create policy "Staff can read inspection reports" on public.inspection_reports for select to authenticated using ((select public.is_staff()));
create policy "Staff can add inspection reports" on public.inspection_reports for insert to authenticated with check ((select public.is_staff()));
create policy "Staff can update inspection reports" on public.inspection_reports for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));
create policy "Staff can delete inspection reports" on public.inspection_reports for delete to authenticated using ((select public.is_staff()));
revoke insert, update, delete, truncate, references, trigger on public.inspection_reports from anon;

-- The buyer's copy: a forwarded link must not carry the customer's phone number or email address.
create function public.without_contact_fields(fields jsonb) returns jsonb
language sql
immutable
set search_path = public, pg_temp
as $$
  select coalesce(jsonb_agg(f order by ord), '[]'::jsonb)
  from jsonb_array_elements(case when jsonb_typeof(fields) = 'array' then fields else '[]'::jsonb end)
       with ordinality as t(f, ord)
  where lower(coalesce(f ->> 'input_type', f ->> 'inputType', '')) not in ('phone', 'tel', 'email')
$$;
comment on function public.without_contact_fields(jsonb) is
  'A report''s list of fields without those whose input type is phone or email: what the buyer''s copy shows.';
revoke execute on function public.without_contact_fields(jsonb) from public, anon, authenticated;

create function public.get_public_report(booking_id uuid) returns json
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select json_build_object(
    'id', r.id,
    'booking_id', r.booking_id,
    'images', r.images,
    'vehicle_info', case
      when jsonb_typeof(r.vehicle_info -> 'fields') = 'array'
        then jsonb_set(r.vehicle_info, '{fields}', public.without_contact_fields(r.vehicle_info -> 'fields'))
      else r.vehicle_info
    end,
    'overall_score', r.overall_score,
    'damage_data', r.damage_data,
    'inspection_results', (
      select coalesce(jsonb_agg(case
                                  when jsonb_typeof(s -> 'fields') = 'array'
                                    then jsonb_set(s, '{fields}', public.without_contact_fields(s -> 'fields'))
                                  else s
                                end order by ord), '[]'::jsonb)
      from jsonb_array_elements(case when jsonb_typeof(r.inspection_results) = 'array'
                                     then r.inspection_results else '[]'::jsonb end) with ordinality as x(s, ord)
    ),
    'updated_at', r.updated_at
  )
  from public.inspection_reports r
  where r.booking_id = get_public_report.booking_id
    and r.public_link_enabled
    and (r.public_link_expires_at is null or r.public_link_expires_at > now())
$$;
comment on function public.get_public_report(uuid) is
  'The one thing an anonymous visitor may read: the report of the booking whose id they hold (the buyer''s link), without phone and email answers, or null when there is none or staff switched the link off or let it expire. Security definer so that row level security stays closed for everything else.';
revoke execute on function public.get_public_report(uuid) from public;
grant execute on function public.get_public_report(uuid) to anon, authenticated, service_role;
