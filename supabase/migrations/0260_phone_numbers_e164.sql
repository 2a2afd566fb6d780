-- One stored form for phone numbers (docs/areas/crm.md#phone-numbers): bookings' customer and seller phones, contacts'
-- numbers and inspectors' phones are stored in E.164 ('+971501234567') whoever writes them, and a number of no
-- sensible length is refused; /book accepts a number as people write it ('+971 50 123 4567', '050-123-4567').

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

-- Rows written before: a plausible number is rewritten in E.164 (triggers off: not a change anyone made, so no audit
-- entry and no new updated_at); any other stays as it was and editable (the trigger checks only changed numbers).
alter table public.bookings disable trigger user;
update public.bookings
   set customer_phone = coalesce(public.e164_phone(customer_phone), customer_phone),
       seller_phone = coalesce(public.e164_phone(seller_phone), seller_phone)
 where customer_phone is distinct from coalesce(public.e164_phone(customer_phone), customer_phone)
    or seller_phone is distinct from coalesce(public.e164_phone(seller_phone), seller_phone);
alter table public.bookings enable trigger user;
alter table public.contacts disable trigger user;
update public.contacts set phone_number = public.e164_phone(phone_number)
 where public.e164_phone(phone_number) is not null and phone_number <> public.e164_phone(phone_number);
alter table public.contacts enable trigger user;
alter table public.inspectors disable trigger user;
update public.inspectors set phone = public.e164_phone(phone)
 where public.e164_phone(phone) is not null and phone <> public.e164_phone(phone);
alter table public.inspectors enable trigger user;

create or replace function public.public_booking_details(p_booking jsonb) returns public.bookings
language plpgsql
stable
set search_path = public, pg_temp
as $$
declare
  v_row bookings;
  v_text text;
  v_year_text text := btrim(coalesce(p_booking ->> 'vehicle_year', ''));
  v_next_year integer := extract(year from (now() at time zone public.business_time_zone()))::int + 1;
begin
  if p_booking is null or jsonb_typeof(p_booking) <> 'object' then
    raise exception using errcode = '22023', message = 'Please fill in all required fields', hint = 'required_fields';
  end if;
  v_row.customer_name := btrim(coalesce(p_booking ->> 'customer_name', ''));
  v_row.customer_phone := btrim(coalesce(p_booking ->> 'customer_phone', ''));
  v_row.customer_email := nullif(btrim(coalesce(p_booking ->> 'customer_email', '')), '');
  v_row.vehicle_make := btrim(coalesce(p_booking ->> 'vehicle_make', ''));
  v_row.vehicle_model := btrim(coalesce(p_booking ->> 'vehicle_model', ''));
  v_row.seller_name := nullif(btrim(coalesce(p_booking ->> 'seller_name', '')), '');
  v_row.seller_phone := nullif(btrim(coalesce(p_booking ->> 'seller_phone', '')), '');
  v_row.notes := nullif(btrim(coalesce(p_booking ->> 'notes', '')), '');
  v_row.location_address := nullif(btrim(coalesce(p_booking ->> 'location_address', '')), '');
  v_row.reversegeocoded_address := nullif(btrim(coalesce(p_booking ->> 'reversegeocoded_address', '')), '');
  v_row.language := coalesce(nullif(btrim(coalesce(p_booking ->> 'language', '')), ''), 'en');
  if v_row.customer_name = '' or v_row.customer_phone = '' or v_row.vehicle_make = '' or v_row.vehicle_model = ''
     or v_year_text = '' then
    raise exception using errcode = '22023', message = 'Please fill in all required fields', hint = 'required_fields';
  end if;
  foreach v_text in array array[v_row.customer_name, v_row.vehicle_make, v_row.vehicle_model, v_row.customer_email,
                                v_row.seller_name, v_row.location_address, v_row.reversegeocoded_address] loop
    if length(v_text) > 200 then
      raise exception using errcode = '22023', message = 'Please keep each field under 200 characters', hint = 'field_too_long';
    end if;
  end loop;
  -- Names as the Details step checks them (isValidName in libs/bookings/domain): at most 80 characters, no controls,
  -- digits, symbols other than . ' -, general punctuation or emoji, and no web address (a dot and two letters).
  foreach v_text in array array[v_row.customer_name, v_row.seller_name] loop
    if length(v_text) > 80
       or v_text ~ '[\u0001-\u001f\u007f-\u009f0-9!"#$%&()*+,/:;<=>?@[\\\]^_`{|}~\u0660-\u0669\u06f0-\u06f9\u2000-\u2018\u201a-\u2bff\ufeff\U00010000-\U0010ffff]'
       or v_text ~ '\.[^ .''-]{2}' then
      raise exception using errcode = '22023', message = 'Please enter a name of at most 80 letters, spaces and . '' -',
        hint = 'name_invalid';
    end if;
  end loop;
  if length(v_row.notes) > 2000 then
    raise exception using errcode = '22023', message = 'Please keep the notes under 2000 characters', hint = 'notes_too_long';
  end if;
  -- A phone as people write it (PHONE_INPUT_PATTERN in libs/shared/domain): digits, spaces, dashes, dots, brackets, a leading +.
  if v_row.customer_phone !~ '^\+?[0-9\u0660-\u0669\u06f0-\u06f9 ().-]{1,24}$'
     or v_row.seller_phone !~ '^\+?[0-9\u0660-\u0669\u06f0-\u06f9 ().-]{1,24}$' then
    raise exception using errcode = '22023', message = 'Phone numbers may contain digits, spaces, dashes and brackets, with + only at the start',
      hint = 'phone_digits';
  end if;
  -- Limits count the number however it is written; it must be a real one (stored in E.164: phone-numbers.sql).
  if not is_plausible_phone(normalize_phone(v_row.customer_phone))
     or (v_row.seller_phone is not null and not is_plausible_phone(normalize_phone(v_row.seller_phone))) then
    raise exception using errcode = '22023', message = 'Please enter a valid phone number', hint = 'phone_invalid';
  end if;
  if v_row.customer_email is not null and v_row.customer_email !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' then
    raise exception using errcode = '22023', message = 'Please enter a valid email address', hint = 'email_invalid';
  end if;
  if v_year_text !~ '^[0-9]{1,4}$' or v_year_text::int < 1900 or v_year_text::int > v_next_year then
    raise exception using errcode = '22023', message = format('Vehicle year must be between 1900 and %s', v_next_year),
      detail = json_build_object('min', 1900, 'max', v_next_year)::text, hint = 'vehicle_year';
  end if;
  v_row.vehicle_year := v_year_text::int;
  if v_row.language not in ('en', 'ar') then
    raise exception using errcode = '22023', message = 'Please choose English or Arabic', hint = 'language_invalid';
  end if;
  return v_row;
end
$$;
comment on function public.public_booking_details(jsonb) is
  'create_public_booking''s first step: the Details step''s rules (required fields, names of at most 80 letters, spaces and . '' -, lengths, phones as people write them (digits, spaces, dashes, brackets, a leading +) of a plausible length, email, year 1900 to next year, language en or ar; 22023 with its code otherwise); answers a booking row holding the customer''s details, trimmed, optional ones null.';

comment on function public.create_public_booking(jsonb) is
  'The public /book page''s only write: validates like the Details step (required fields, phones of a plausible length (stored in E.164), email, year 1900 to next year, location, directions and a slot time within horizon_days when with location), then the limits of public_booking_settings (per normalised phone per business day, per client address per 24 hours, booked minutes per address or phone on one business day, public bookings per hour per client network; PT429), refuses a time no inspector is left for (booked, or held by other customers) with 23P01, inserts one scheduled booking in the customer''s language (p_booking.language: en, the default, or ar; anything else 22023) and answers {id, reference}.';
