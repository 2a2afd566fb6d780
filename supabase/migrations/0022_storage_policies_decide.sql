-- Storage access is decided by the policies on storage.objects and storage.buckets, as on hosted
-- Supabase: the embedded storage routes run each object statement (insert, upsert, select,
-- delete) and each bucket read as the request's role with its JWT claims, so these policies, not
-- code, say who may do what. What stays outside row level security, as on hosted Supabase:
-- * GET /object/public/<bucket>/<name> serves any object of a bucket marked public (a buyer's
--   report shows photos without a login); no policy is consulted;
-- * bucket limits (size, MIME types) are read by the storage server itself;
-- * a token-signed upload writes as the server, because the insert policy was checked when the
--   upload URL was issued (createSignedUploadUrl, /api/get-s3-presigned-url).
--
-- Policies on inspection-photos after 0007 and 0021: staff may upload, replace and delete. This
-- migration lets staff read them through the API and stops anonymous reads through the API:
-- "Anyone can view inspection photos" let anon select every row of storage.objects, i.e. list
-- every photo's name, while a photo is meant for whoever holds its public link.

drop policy if exists "Anyone can view inspection photos" on storage.objects;

create policy "Staff can view inspection photos" on storage.objects
  for select to authenticated
  using ((select public.is_staff()) and bucket_id = 'inspection-photos');

-- GET /bucket/<id> (supabase-js getBucket) and listBuckets: staff see every bucket.
create policy "Staff can view buckets" on storage.buckets
  for select to authenticated
  using ((select public.is_staff()));
