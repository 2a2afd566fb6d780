-- Row level security: every signed-in staff member (role authenticated) reads and writes all
-- business data; the anonymous role sees nothing (a buyer reads one report through
-- get_public_report). service_role bypasses row level security, as on Supabase.
--
-- Supabase grants every privilege on public tables to anon as well; anon keeps only SELECT,
-- which row level security answers with no rows, and loses the write privileges, so any write
-- attempt fails with 42501 instead of silently touching nothing. A later migration that adds a
-- table enables row level security, adds its policies and revokes the same from anon.

alter table public.inspection_types enable row level security;
create policy "Staff can read inspection types" on public.inspection_types for select to authenticated using (true);
create policy "Staff can add inspection types" on public.inspection_types for insert to authenticated with check (true);
create policy "Staff can update inspection types" on public.inspection_types for update to authenticated using (true) with check (true);
create policy "Staff can delete inspection types" on public.inspection_types for delete to authenticated using (true);

alter table public.inspection_forms enable row level security;
create policy "Staff can read inspection forms" on public.inspection_forms for select to authenticated using (true);
create policy "Staff can add inspection forms" on public.inspection_forms for insert to authenticated with check (true);
create policy "Staff can update inspection forms" on public.inspection_forms for update to authenticated using (true) with check (true);
create policy "Staff can delete inspection forms" on public.inspection_forms for delete to authenticated using (true);

alter table public.form_sections enable row level security;
create policy "Staff can read form sections" on public.form_sections for select to authenticated using (true);
create policy "Staff can add form sections" on public.form_sections for insert to authenticated with check (true);
create policy "Staff can update form sections" on public.form_sections for update to authenticated using (true) with check (true);
create policy "Staff can delete form sections" on public.form_sections for delete to authenticated using (true);

alter table public.form_fields enable row level security;
create policy "Staff can read form fields" on public.form_fields for select to authenticated using (true);
create policy "Staff can add form fields" on public.form_fields for insert to authenticated with check (true);
create policy "Staff can update form fields" on public.form_fields for update to authenticated using (true) with check (true);
create policy "Staff can delete form fields" on public.form_fields for delete to authenticated using (true);

alter table public.dropdown_options enable row level security;
create policy "Staff can read dropdown options" on public.dropdown_options for select to authenticated using (true);
create policy "Staff can add dropdown options" on public.dropdown_options for insert to authenticated with check (true);
create policy "Staff can update dropdown options" on public.dropdown_options for update to authenticated using (true) with check (true);
create policy "Staff can delete dropdown options" on public.dropdown_options for delete to authenticated using (true);

alter table public.bookings enable row level security;
create policy "Staff can read bookings" on public.bookings for select to authenticated using (true);
create policy "Staff can add bookings" on public.bookings for insert to authenticated with check (true);
create policy "Staff can update bookings" on public.bookings for update to authenticated using (true) with check (true);
create policy "Staff can delete bookings" on public.bookings for delete to authenticated using (true);

alter table public.condition_codes enable row level security;
create policy "Staff can read condition codes" on public.condition_codes for select to authenticated using (true);
create policy "Staff can add condition codes" on public.condition_codes for insert to authenticated with check (true);
create policy "Staff can update condition codes" on public.condition_codes for update to authenticated using (true) with check (true);
create policy "Staff can delete condition codes" on public.condition_codes for delete to authenticated using (true);

alter table public.inspection_data enable row level security;
create policy "Staff can read inspection data" on public.inspection_data for select to authenticated using (true);
create policy "Staff can add inspection data" on public.inspection_data for insert to authenticated with check (true);
create policy "Staff can update inspection data" on public.inspection_data for update to authenticated using (true) with check (true);
create policy "Staff can delete inspection data" on public.inspection_data for delete to authenticated using (true);

alter table public.inspection_reports enable row level security;
create policy "Staff can read inspection reports" on public.inspection_reports for select to authenticated using (true);
create policy "Staff can add inspection reports" on public.inspection_reports for insert to authenticated with check (true);
create policy "Staff can update inspection reports" on public.inspection_reports for update to authenticated using (true) with check (true);
create policy "Staff can delete inspection reports" on public.inspection_reports for delete to authenticated using (true);

alter table public.contacts enable row level security;
create policy "Staff can read contacts" on public.contacts for select to authenticated using (true);
create policy "Staff can add contacts" on public.contacts for insert to authenticated with check (true);
create policy "Staff can update contacts" on public.contacts for update to authenticated using (true) with check (true);
create policy "Staff can delete contacts" on public.contacts for delete to authenticated using (true);

alter table public.leads enable row level security;
create policy "Staff can read leads" on public.leads for select to authenticated using (true);
create policy "Staff can add leads" on public.leads for insert to authenticated with check (true);
create policy "Staff can update leads" on public.leads for update to authenticated using (true) with check (true);
create policy "Staff can delete leads" on public.leads for delete to authenticated using (true);

revoke insert, update, delete, truncate, references, trigger on public.inspection_types, public.inspection_forms, public.form_sections, public.form_fields, public.dropdown_options, public.bookings, public.condition_codes, public.inspection_data, public.inspection_reports, public.contacts, public.leads from anon;

revoke execute on function public.set_updated_at() from public, anon;
