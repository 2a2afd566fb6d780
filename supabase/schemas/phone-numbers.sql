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
