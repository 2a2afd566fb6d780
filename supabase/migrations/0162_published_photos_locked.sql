-- A submitted inspection's photos are locked (docs/areas/inspection.md#photos): once the booking's inspection is published,
-- nobody uploads, replaces or deletes objects under `inspection-photos/<booking id>/`, whoever they are. The policies on
-- storage.objects for insert, update and delete each gain the same condition; reading is unchanged.

alter policy "Staff can upload inspection photos" on storage.objects
  with check ((select public.is_staff()) and bucket_id = 'inspection-photos'
    and (not (select public.is_inspector())
      or split_part(name, '/', 1) in (select b.id::text from public.bookings b where b.inspector_id = (select public.current_inspector_id())))
    and not exists (select 1 from public.inspection_data d where d.is_published and d.booking_id::text = split_part(objects.name, '/', 1)));
alter policy "Staff can replace inspection photos" on storage.objects
  using ((select public.is_staff()) and bucket_id = 'inspection-photos'
    and (not (select public.is_inspector())
      or split_part(name, '/', 1) in (select b.id::text from public.bookings b where b.inspector_id = (select public.current_inspector_id())))
    and not exists (select 1 from public.inspection_data d where d.is_published and d.booking_id::text = split_part(objects.name, '/', 1)))
  with check ((select public.is_staff()) and bucket_id = 'inspection-photos'
    and (not (select public.is_inspector())
      or split_part(name, '/', 1) in (select b.id::text from public.bookings b where b.inspector_id = (select public.current_inspector_id())))
    and not exists (select 1 from public.inspection_data d where d.is_published and d.booking_id::text = split_part(objects.name, '/', 1)));
alter policy "Staff can delete inspection photos" on storage.objects
  using ((select public.is_staff()) and bucket_id = 'inspection-photos'
    and (not (select public.is_inspector())
      or split_part(name, '/', 1) in (select b.id::text from public.bookings b where b.inspector_id = (select public.current_inspector_id())))
    and not exists (select 1 from public.inspection_data d where d.is_published and d.booking_id::text = split_part(objects.name, '/', 1)));
