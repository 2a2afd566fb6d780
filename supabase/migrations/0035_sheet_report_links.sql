-- A spreadsheet report's buyer link is an unguessable token, no longer the sheet's id (RPT-1001 to RPT-1032 were
-- read by anyone holding the anon key, customer name and phone included). Staff share a report with
-- share_sheet_report, which gives the report its token (one per report, kept); the buyer's link is
-- /report/{token}. Like a booking report's link, staff switch it off and on and give it an expiry. The
-- spreadsheet service (/sheets, apps/backend/src/sheets) answers a token that is on and not expired with that
-- report's row only, without the contact columns (A customer name, B customer phone).

create table public.sheet_report_links (
  report_id text primary key check (btrim(report_id) <> '' and length(report_id) <= 200),
  -- 122 random bits as 32 hex digits: not a uuid in form, so /report/{token} is never taken for a booking id.
  token text not null unique default replace(gen_random_uuid()::text, '-', ''),
  public_link_enabled boolean not null default true,
  public_link_expires_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.sheet_report_links is
  'Buyer links of spreadsheet reports: report_id is the sheet''s id column (O), token the unguessable id of the link /report/{token}; public_link_enabled and public_link_expires_at (null = never) as on inspection_reports.';
create trigger set_updated_at before update on public.sheet_report_links
  for each row execute function public.set_updated_at();

alter table public.sheet_report_links enable row level security;
create policy "Staff can read sheet report links" on public.sheet_report_links
  for select to authenticated using ((select public.is_staff()));
create policy "Staff can add sheet report links" on public.sheet_report_links
  for insert to authenticated with check ((select public.is_staff()));
create policy "Staff can update sheet report links" on public.sheet_report_links
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));
create policy "Staff can delete sheet report links" on public.sheet_report_links
  for delete to authenticated using ((select public.is_staff()));
revoke all on public.sheet_report_links from anon;

create function public.share_sheet_report(p_report_id text) returns public.sheet_report_links
language plpgsql
volatile
security invoker
set search_path = public, pg_temp
as $$
declare
  v_link public.sheet_report_links;
begin
  insert into public.sheet_report_links (report_id) values (btrim(p_report_id))
  on conflict (report_id) do nothing;
  select * into v_link from public.sheet_report_links where report_id = btrim(p_report_id);
  return v_link;
end
$$;
comment on function public.share_sheet_report(text) is
  'The buyer link of a spreadsheet report (the sheet''s id column), created on first use and kept: {report_id, token, public_link_enabled, public_link_expires_at}. Runs as the caller, so only staff may.';
revoke execute on function public.share_sheet_report(text) from public, anon;
grant execute on function public.share_sheet_report(text) to authenticated, service_role;
