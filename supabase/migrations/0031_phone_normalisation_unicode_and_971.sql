-- Phone numbers written in ways normalize_phone (0014) let through each made a second contact: a bare 971
-- prefix (971507654321), +00971, Arabic-Indic or full-width digits, and separators other than spaces, dashes,
-- dots and brackets (no-break and zero-width spaces, '/', '_'). The rule now works on digits alone, and a
-- number must have a sensible length. It mirrors normalizePhone and isPlausiblePhone in libs/domain
-- (crm/phone-number.ts); both are tested against the examples in crm/phone-number-examples.ts.
--
--   1. Arabic-Indic (U+0660-0669), Eastern Arabic-Indic (U+06F0-06F9) and full-width digits and plus become ASCII.
--   2. Everything but digits and a leading '+' is layout and goes.
--   3. 00 is the international prefix: '00…' and '+00…' become '+…'.
--   4. The UAE's +971 goes, and so does a bare 971 in front of a full national number (8 or 9 digits, optionally
--      after a trunk 0); then the trunk 0. Other countries keep '+' and their code.

create or replace function public.normalize_phone(p_phone text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select regexp_replace(
           regexp_replace(
             regexp_replace(
               regexp_replace(
                 -- 2: keep digits; a '+' only in front
                 (select case when left(d, 1) = '+' then '+' else '' end || regexp_replace(d, '[^0-9]', '', 'g')
                    from (select regexp_replace(
                                   -- 1: other scripts' digits and plus
                                   translate(p_phone, '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹０１２３４５６７８９＋',
                                                      '012345678901234567890123456789+'),
                                   '[^0-9+]', '', 'g') as d) as kept),
                 '^\+?00', '+'),                 -- 3
               '^\+971', ''),                    -- 4: the country code
             '^971(0?[0-9]{8,9})$', '\1'),       -- 4: a bare country code before a national number
           '^0', '')                             -- 4: the trunk 0
$$;
comment on function public.normalize_phone(text) is
  'A phone number in the one form used for uniqueness and matching: other scripts'' digits made ASCII, everything but digits and a leading + removed, 00 read as +, then +971 (or a bare 971 before a national number) and the trunk 0 dropped. Mirrors normalizePhone in libs/domain.';

create or replace function public.is_plausible_phone(p_normalized text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(p_normalized ~ '^([1-9][0-9]{7,8}|\+[1-9][0-9]{6,14})$', false)
$$;
comment on function public.is_plausible_phone(text) is
  'Whether a normalised phone number has a sensible length: a UAE national number of 8 (landline) or 9 (mobile) digits, or + and 7 to 15 digits for another country (E.164). Mirrors isPlausiblePhone in libs/domain.';
revoke execute on function public.is_plausible_phone(text) from public, anon;
grant execute on function public.is_plausible_phone(text) to authenticated, service_role;

-- Stored generated values follow the new rule on the next write of the row: write the rows it changes.
update public.contacts set phone_number = phone_number
 where phone_normalized is distinct from public.normalize_phone(phone_number);

-- New and changed contacts need a sensible number; rows from before are left as they are (not valid).
alter table public.contacts
  add constraint contacts_phone_plausible check (public.is_plausible_phone(phone_normalized)) not valid;
comment on constraint contacts_phone_plausible on public.contacts is
  'A contact''s number, normalised, has a sensible length (public.is_plausible_phone).';
