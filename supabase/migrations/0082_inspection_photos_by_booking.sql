-- Inspection photos are kept per booking (docs/areas/inspection.md#photos): a photo's object name starts with its booking's id
-- (`<booking id>/<time>-<random>-<file>`, its small variant under `<booking id>/thumbs/`), so the policies on
-- storage.objects can keep an inspector to the photos of the bookings assigned to them, as the table policies
-- keep them to those bookings' inspection data. Admins and office staff keep every photo; photos stored before
-- under `inspections/<form id>/` stay readable by them and, as every photo, by their public link (the buyer's
-- report: GET /object/public/..., which asks no policy). Anonymous callers still get nothing through the API.
-- The same statements run on hosted Supabase.

drop policy if exists "Staff can upload inspection photos" on storage.objects;
drop policy if exists "Staff can replace inspection photos" on storage.objects;
drop policy if exists "Staff can delete inspection photos" on storage.objects;
drop policy if exists "Staff can view inspection photos" on storage.objects;

create policy "Staff can upload inspection photos" on storage.objects
  for insert to authenticated
  with check ((select public.is_staff()) and bucket_id = 'inspection-photos'
    and (not (select public.is_inspector())
      or split_part(name, '/', 1) in (select b.id::text from public.bookings b where b.inspector_id = (select public.current_inspector_id()))));
create policy "Staff can replace inspection photos" on storage.objects
  for update to authenticated
  using ((select public.is_staff()) and bucket_id = 'inspection-photos'
    and (not (select public.is_inspector())
      or split_part(name, '/', 1) in (select b.id::text from public.bookings b where b.inspector_id = (select public.current_inspector_id()))))
  with check ((select public.is_staff()) and bucket_id = 'inspection-photos'
    and (not (select public.is_inspector())
      or split_part(name, '/', 1) in (select b.id::text from public.bookings b where b.inspector_id = (select public.current_inspector_id()))));
create policy "Staff can delete inspection photos" on storage.objects
  for delete to authenticated
  using ((select public.is_staff()) and bucket_id = 'inspection-photos'
    and (not (select public.is_inspector())
      or split_part(name, '/', 1) in (select b.id::text from public.bookings b where b.inspector_id = (select public.current_inspector_id()))));
create policy "Staff can view inspection photos" on storage.objects
  for select to authenticated
  using ((select public.is_staff()) and bucket_id = 'inspection-photos'
    and (not (select public.is_inspector())
      or split_part(name, '/', 1) in (select b.id::text from public.bookings b where b.inspector_id = (select public.current_inspector_id()))));
