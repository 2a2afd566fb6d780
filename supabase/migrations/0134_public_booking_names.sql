-- A name on /book is at most 80 characters of letters, spaces and . ' - (docs/areas/bookings.md#booking-validation):
-- a customer's name went out in the business's confirmation to any address, URL included.
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
  if v_row.customer_phone !~ '^[0-9]{1,10}$' or (v_row.seller_phone is not null and v_row.seller_phone !~ '^[0-9]{1,10}$') then
    raise exception using errcode = '22023', message = 'Phone numbers may contain digits only, at most 10', hint = 'phone_digits';
  end if;
  -- Limits count the number however it is written; it must be a real one.
  if not is_plausible_phone(normalize_phone(v_row.customer_phone)) then
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
  'create_public_booking''s first step: the Details step''s rules (required fields, names of at most 80 letters, spaces and . '' -, lengths, digits-only phones of a plausible length, email, year 1900 to next year, language en or ar; 22023 with its code otherwise); answers a booking row holding the customer''s details, trimmed, optional ones null.';
