-- One stored form for phone numbers (docs/areas/crm.md#phone-numbers): whoever writes a booking's customer or
-- seller phone, a contact's number or an inspector's phone, a plausible number however written ('050 123 4567',
-- '00971-50-123-4567', '+971 (0)50 123 4567') is stored in E.164, '+971501234567'; a number of no sensible length
-- is refused (22023 phone_invalid). toStoredPhone in libs/shared/domain (phone/phone-format.ts) is the same rule.

create function public.e164_phone(p_phone text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when public.is_plausible_phone(n) then case when left(n, 1) = '+' then n else '+971' || n end end
    from (select public.normalize_phone(p_phone) as n) as normalised
$$;
comment on function public.e164_phone(text) is
  'A phone number as it is stored: E.164 (+971501234567; a national UAE number gets +971, other countries keep theirs), or null when its normalised form is not plausible. Mirrors toStoredPhone in libs/shared/domain.';
revoke execute on function public.e164_phone(text) from public, anon;
grant execute on function public.e164_phone(text) to authenticated, service_role;

-- The columns are the trigger's arguments. A number an update leaves as it was is not checked again, so rows written
-- before this rule stay editable.
create function public.store_phones_e164()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_row jsonb := to_jsonb(new);
  v_column text;
  v_written text;
  v_stored text;
begin
  foreach v_column in array tg_argv loop
    v_written := nullif(btrim(coalesce(v_row ->> v_column, '')), '');
    continue when v_written is null
      or (tg_op = 'UPDATE' and (to_jsonb(old) ->> v_column) is not distinct from (v_row ->> v_column));
    v_stored := public.e164_phone(v_written);
    if v_stored is null then
      raise exception using errcode = '22023', message = 'Please enter a valid phone number', hint = 'phone_invalid';
    end if;
    v_row := jsonb_set(v_row, array[v_column], to_jsonb(v_stored));
  end loop;
  return jsonb_populate_record(new, v_row);
end;
$$;
comment on function public.store_phones_e164() is
  'Trigger function: stores the phone columns named as its arguments in E.164 (public.e164_phone) when written, and refuses a number of no sensible length (22023 phone_invalid); an update that keeps a number is not checked.';
revoke execute on function public.store_phones_e164() from public, anon;

create trigger store_phones_e164 before insert or update on public.bookings
  for each row execute function public.store_phones_e164('customer_phone', 'seller_phone');
create trigger store_phones_e164 before insert or update on public.contacts
  for each row execute function public.store_phones_e164('phone_number');
create trigger store_phones_e164 before insert or update on public.inspectors
  for each row execute function public.store_phones_e164('phone');

-- Search by phone (docs/areas/bookings.md#bookings-dashboard): what people type ('050 123 4567', '00971 50…',
-- '+971 50 123', '123 4567') read as a part of a stored number. A typed start of a number (a leading 0, 00 or +) gets
-- the stored prefix, '+971…' for a national one; bare digits are looked for anywhere in it.
create function public.phone_search_form(p_search text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
           when t !~ '^[\s(]*\+?[0-9\s().-]*$' or t !~ '[0-9]' then null
           when t ~ '^[\s(]*[+0]' then (select case when left(n, 1) = '+' then n else '+971' || n end
                                          from public.normalize_phone(t) as n)
           else regexp_replace(t, '[^0-9]', '', 'g')
         end
    from (select translate(coalesce(p_search, ''), '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹０１２３４５６７８９＋',
                           '012345678901234567890123456789+') as t) as typed
$$;
comment on function public.phone_search_form(text) is
  'A search term that looks like a phone number (digits, spaces, dashes, dots, brackets, a leading +) as a part of a stored E.164 number: a leading 0, 00 or + makes it a prefix (''050 123'' -> ''+97150123'', ''0044 20'' -> ''+4420''), bare digits stay digits (''123 4567'' -> ''1234567''); null for any other term.';
revoke execute on function public.phone_search_form(text) from public, anon;
grant execute on function public.phone_search_form(text) to authenticated, service_role;
