-- The business profile: who the business is (name, phone, email, address, logo) and how it writes distances,
-- times and money. One row; everyone reads it (the /book page, the buyer's report and messages show it), only
-- admins change it (Settings, tab 'Business'). Its one row is data, inserted by migration 0240
-- (docs/areas/business-profile.md).
create table public.business_profile (
  id boolean primary key default true constraint business_profile_one_row check (id),
  name text not null
    constraint business_profile_name_valid check (char_length(btrim(name)) between 1 and 100 and name !~ '[[:cntrl:]]'),
  phone text not null
    constraint business_profile_phone_valid check (char_length(phone) <= 30 and public.is_plausible_phone(public.normalize_phone(phone))),
  email text
    constraint business_profile_email_valid check (email is null or (char_length(email) <= 254 and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$')),
  address text
    constraint business_profile_address_valid check (address is null or (char_length(btrim(address)) between 1 and 300 and address !~ '[[:cntrl:]]')),
  logo_url text
    constraint business_profile_logo_url_valid check (logo_url is null or (char_length(logo_url) <= 2000 and logo_url ~ '^https?://[^[:space:]"<>]+$')),
  distance_unit text not null default 'km'
    constraint business_profile_distance_unit_valid check (distance_unit in ('km', 'mi')),
  time_format text not null default '12h'
    constraint business_profile_time_format_valid check (time_format in ('12h', '24h')),
  currency text not null default 'AED'
    constraint business_profile_currency_valid check (currency ~ '^[A-Z]{3}$'),
  updated_at timestamptz not null default now()
);
comment on table public.business_profile is
  'The business (one row): its name, phone, email, address and logo (an http(s) link, usually its public link in the business-logos bucket) that /book, the buyer''s report and every message show; distance_unit (km or mi) for mileage, time_format (12h or 24h) for every time staff and customers read, and currency (ISO 4217). Everyone reads it; only admins update it; nobody inserts or deletes.';
create trigger set_updated_at before update on public.business_profile
  for each row execute function public.set_updated_at();

alter table public.business_profile enable row level security;
create policy "Anyone can read the business profile" on public.business_profile
  for select to anon, authenticated using (true);
create policy "Admins can change the business profile" on public.business_profile
  for update to authenticated
  using ((select public.is_staff()) and (select public.is_admin()))
  with check ((select public.is_staff()) and (select public.is_admin()));
revoke all on public.business_profile from anon;
grant select on public.business_profile to anon;
revoke insert, delete, truncate, references, trigger on public.business_profile from authenticated;

-- Storage: the logo lives in the public business-logos bucket (created at start by the backend,
-- apps/backend/src/storage/install-buckets.ts). Anyone opens it by its public link; only admins upload,
-- replace or delete one.
create policy "Admins can upload business logos" on storage.objects
  for insert to authenticated
  with check ((select public.is_staff()) and (select public.is_admin()) and bucket_id = 'business-logos');
create policy "Admins can replace business logos" on storage.objects
  for update to authenticated
  using ((select public.is_staff()) and (select public.is_admin()) and bucket_id = 'business-logos')
  with check ((select public.is_staff()) and (select public.is_admin()) and bucket_id = 'business-logos');
create policy "Admins can delete business logos" on storage.objects
  for delete to authenticated
  using ((select public.is_staff()) and (select public.is_admin()) and bucket_id = 'business-logos');
create policy "Admins can view business logos" on storage.objects
  for select to authenticated
  using ((select public.is_staff()) and (select public.is_admin()) and bucket_id = 'business-logos');
