-- The bucket for inspection photos: anyone holding a link may view a photo (buyers open the
-- report without a login); only staff upload, replace or delete.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('inspection-photos', 'inspection-photos', true, 10485760,
        array['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/gif'])
on conflict (id) do nothing;

create policy "Anyone can view inspection photos" on storage.objects
  for select to anon, authenticated using (bucket_id = 'inspection-photos');
create policy "Staff can upload inspection photos" on storage.objects
  for insert to authenticated with check (bucket_id = 'inspection-photos');
create policy "Staff can replace inspection photos" on storage.objects
  for update to authenticated using (bucket_id = 'inspection-photos') with check (bucket_id = 'inspection-photos');
create policy "Staff can delete inspection photos" on storage.objects
  for delete to authenticated using (bucket_id = 'inspection-photos');
