-- One phone number, however it is written: spaces, dashes, dots and brackets are layout, and a
-- leading +971, 00971 or trunk 0 is the same number. The same rule is normalizePhone in
-- libs/domain (both are tested on the same cases). Contacts are unique in this form.

create function public.normalize_phone(p_phone text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select regexp_replace(regexp_replace(p_phone, '[\s().-]', '', 'g'), '^(\+971|00971)?0?', '')
$$;
comment on function public.normalize_phone(text) is
  'A phone number in the one form used for uniqueness and matching: layout characters removed, then a leading +971, 00971 and trunk 0 dropped (mirrors normalizePhone in libs/domain).';
revoke execute on function public.normalize_phone(text) from public, anon;
grant execute on function public.normalize_phone(text) to authenticated, service_role;

alter table public.contacts
  add column phone_normalized text generated always as (public.normalize_phone(phone_number)) stored;
comment on column public.contacts.phone_normalized is
  'phone_number in normalised form (public.normalize_phone); unique, so 050 123 4567 and +971501234567 are one contact.';

alter table public.contacts
  add constraint contacts_phone_normalized_key unique (phone_normalized),
  add constraint contacts_phone_normalized_not_empty check (phone_normalized <> '');
