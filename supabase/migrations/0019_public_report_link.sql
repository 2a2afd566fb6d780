-- The buyer's link can be switched off or given an expiry by staff; the link itself (the booking id)
-- never changes. get_public_report answers null for a link that is off or expired, whoever asks;
-- staff read the report through the table (row level security lets them).

alter table public.inspection_reports
  add column public_link_enabled boolean not null default true,
  add column public_link_expires_at timestamptz;

comment on column public.inspection_reports.public_link_enabled is
  'Whether the buyer''s link /report/{booking_id} shows this report; staff switch it off and on.';
comment on column public.inspection_reports.public_link_expires_at is
  'When the buyer''s link stops showing this report; null = never.';

create or replace function public.get_public_report(booking_id uuid) returns json
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select json_build_object(
    'id', r.id,
    'booking_id', r.booking_id,
    'images', r.images,
    'vehicle_info', r.vehicle_info,
    'overall_score', r.overall_score,
    'damage_data', r.damage_data,
    'inspection_results', r.inspection_results,
    'updated_at', r.updated_at
  )
  from public.inspection_reports r
  where r.booking_id = get_public_report.booking_id
    and r.public_link_enabled
    and (r.public_link_expires_at is null or r.public_link_expires_at > now())
$$;
comment on function public.get_public_report(uuid) is
  'The one thing an anonymous visitor may read: the report of the booking whose id they hold (the buyer''s link), or null when there is none or staff switched the link off or let it expire. Security definer so that row level security stays closed for everything else.';
revoke execute on function public.get_public_report(uuid) from public;
grant execute on function public.get_public_report(uuid) to anon, authenticated, service_role;
