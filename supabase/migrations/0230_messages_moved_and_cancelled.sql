-- Messages of a moved or cancelled booking (docs/areas/messages.md): kinds booking_rescheduled and booking_cancelled,
-- queued in the writing transaction with the calendar invite's SEQUENCE (outbound_messages.invite_sequence); the texts
-- move to supabase/schemas/messages-render.sql, carry the customer's manage link and are signed with the business's
-- name and phone; times follow business_profile.time_format (12h unless 24h).

alter table public.outbound_messages drop constraint outbound_messages_kind_check;
alter table public.outbound_messages add constraint outbound_messages_kind_check
  check (kind in ('booking_confirmation', 'booking_reminder', 'booking_rescheduled', 'booking_cancelled', 'report_ready'));
alter table public.outbound_messages add column invite_sequence int;
-- The invites already queued or sent were each a booking's first.
update public.outbound_messages set invite_sequence = 0 where kind = 'booking_confirmation';
comment on table public.outbound_messages is
  'Emails to customers, queued by triggers (booking confirmation with a calendar invite, the reminder due 24 hours before the start, a new time with the updated invite, a cancellation with the invite''s CANCEL, report ready with the buyer''s link) and sent by the backend. A claimed row has attempts raised and send_after pushed by the lease: a sender that dies mid-send leaves it to come back to the queue.';

comment on column public.outbound_messages.invite_sequence is
  'The SEQUENCE of the calendar invite this message carries (booking_confirmation, booking_rescheduled, booking_cancelled; null for others): one more than the booking''s latest, set when queued, so a resend repeats it and a calendar keeps the newest (docs/areas/messages.md#the-calendar-invite).';


-- A start time as a customer reads it, in the business time zone, named by its city, in the business's time format
-- (business_profile.time_format; 12h unless it says 24h): 'Tuesday, 1 December 2026 at 10:00 AM (Dubai time)' or
-- 'الثلاثاء ١ ديسمبر ٢٠٢٦، الساعة ١٠:٠٠ صباحًا (بتوقيت دبي)'; in 24h '... at 14:30 (Dubai time)', 'الساعة ١٤:٣٠'.
create or replace function public.message_time_text(p_start timestamptz, p_language text) returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_local timestamp := p_start at time zone public.business_time_zone();
  v_city text := replace(regexp_replace(public.business_time_zone(), '^.*/', ''), '_', ' ');
  v_24h boolean := coalesce((select p.time_format = '24h' from public.business_profile p limit 1), false);
begin
  if p_language = 'ar' then
    return (array['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'])[extract(dow from v_local)::int + 1]
      || ' ' || translate(extract(day from v_local)::int::text, '0123456789', '٠١٢٣٤٥٦٧٨٩')
      || ' ' || (array['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'])[extract(month from v_local)::int]
      || ' ' || translate(extract(year from v_local)::int::text, '0123456789', '٠١٢٣٤٥٦٧٨٩')
      || '، الساعة ' || translate(to_char(v_local, case when v_24h then 'HH24:MI' else 'FMHH12:MI' end), '0123456789', '٠١٢٣٤٥٦٧٨٩')
      || case when v_24h then '' when extract(hour from v_local) < 12 then ' صباحًا' else ' مساءً' end
      || ' (بتوقيت ' || case v_city when 'Dubai' then 'دبي' when 'Muscat' then 'مسقط' when 'Riyadh' then 'الرياض'
           when 'Qatar' then 'قطر' when 'Bahrain' then 'البحرين' when 'Kuwait' then 'الكويت' when 'Cairo' then 'القاهرة'
           when 'Amman' then 'عمّان' when 'Beirut' then 'بيروت' else v_city end || ')';
  end if;
  return to_char(v_local, 'FMDay, FMDD FMMonth YYYY') || ' at '
    || to_char(v_local, case when v_24h then 'HH24:MI' else 'FMHH12:MI AM' end) || ' (' || v_city || ' time)';
end
$$;
comment on function public.message_time_text(timestamptz, text) is
  'A booking''s start as the messages write it, in the business time zone, in English or Arabic (Arabic-Indic digits), 12-hour (AM/PM, صباحًا/مساءً) unless business_profile.time_format is 24h.';
revoke execute on function public.message_time_text(timestamptz, text) from public, anon;
grant execute on function public.message_time_text(timestamptz, text) to authenticated, service_role;

-- The pieces every text of a booking's message is made of, in the booking's language. /book's caller gave the
-- address and nobody verified it: their own words (name, make, model, address, directions) are never repeated to
-- it, so the business's sender cannot carry a stranger's text; the reference, type, time and links are the
-- business's own (docs/areas/messages.md#kinds).
create function public.message_parts(p_kind text, p_booking public.bookings) returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_ar boolean := p_booking.language = 'ar';
  v_public boolean := p_booking.created_via = 'public';
  v_type text;
  v_vehicle text := case when v_public then p_booking.vehicle_year::text
                          else btrim(concat_ws(' ', p_booking.vehicle_year::text, p_booking.vehicle_make, p_booking.vehicle_model)) end;
  v_when text := case when p_booking.start_time is null then null else public.message_time_text(p_booking.start_time, p_booking.language) end;
  -- An untimed booking's time is agreed by phone; a cancelled one has none to agree.
  v_untimed text := case when p_kind = 'booking_cancelled' then null when v_ar then 'سيتصل بك فريقنا لتحديد الموعد والمكان.'
                         else 'our team will call you to agree on the time and place.' end;
  v_address text := case when v_public then null else nullif(btrim(coalesce(p_booking.reversegeocoded_address, '')), '') end;
  v_directions text := case when v_public then null else nullif(btrim(coalesce(p_booking.location_address, '')), '') end;
  v_name text;
  v_phone text;
begin
  select case when v_ar then coalesce(nullif(btrim(t.name), ''), t.name_en) else coalesce(nullif(btrim(t.name_en), ''), t.name) end
    into v_type from public.inspection_types t where t.id = p_booking.inspection_type_id;
  -- The phone as every screen shows it (docs/areas/crm.md#phone-numbers): '+971 4 338 2200', '+971 50 123 4567'.
  select nullif(btrim(b.name), ''), regexp_replace(nullif(btrim(b.phone), ''), '^\+971(5\d|[2-9])(\d{3})(\d{4})$', '+971 \1 \2 \3')
    into v_name, v_phone from public.business_profile b limit 1;
  return jsonb_build_object(
    'hello', case when v_public then null else p_booking.customer_name end,
    'ref', upper(left(p_booking.id::text, 8)),
    'vehicle', v_vehicle,
    'when', v_when,
    'details', case when v_ar then
        concat_ws(E'\n', 'رقم الحجز: ' || upper(left(p_booking.id::text, 8)), 'نوع الفحص: ' || v_type, 'السيارة: ' || v_vehicle,
          'الموعد: ' || coalesce(v_when, v_untimed), 'العنوان: ' || v_address, 'إرشادات الوصول: ' || v_directions)
      else
        concat_ws(E'\n', 'Reference: ' || upper(left(p_booking.id::text, 8)), 'Inspection: ' || v_type, 'Vehicle: ' || v_vehicle,
          'When: ' || coalesce(v_when, v_untimed), 'Address: ' || v_address, 'Directions: ' || v_directions) end,
    'report_link', public.public_report_origin() || '/report/' || p_booking.id::text || case when v_ar then '?lang=ar' else '' end,
    'manage_link', public.public_booking_origin() || '/book/manage/' || p_booking.manage_token,
    'book_link', public.public_booking_origin() || '/book' || case when v_ar then '?lang=ar' else '' end,
    'business', v_name,
    -- A left-to-right mark keeps '+971 ...' whole inside Arabic text (the plus sign would jump to the number's end).
    'phone', case when v_ar then U&'\200E' else '' end || v_phone);
end
$$;
comment on function public.message_parts(text, public.bookings) is
  'The pieces of a booking''s message in its language (jsonb): hello (the customer''s name, none for /book), ref, vehicle, when, details (reference, inspection, vehicle, time, address, directions), report_link, manage_link, book_link, business and phone (business_profile).';
revoke execute on function public.message_parts(text, public.bookings) from public, anon, authenticated;
grant execute on function public.message_parts(text, public.bookings) to service_role;

create function public.render_message_en(p_kind text, p jsonb)
returns table (subject text, body_text text)
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_hello text := 'Hello' || coalesce(' ' || (p ->> 'hello'), '') || E',\n\n';
  v_manage text := coalesce(E'To reschedule or cancel, open your booking:\n' || (p ->> 'manage_link'),
    'To change or cancel, call us' || coalesce(' on ' || (p ->> 'phone'), '') || ' and quote your reference.');
begin
  if p_kind = 'booking_confirmation' then
    subject := 'Your vehicle inspection is booked – reference ' || (p ->> 'ref');
    body_text := v_hello || E'Thank you for booking with us. Your vehicle inspection is confirmed.\n\n' || (p ->> 'details') || E'\n\n'
      || case when p ->> 'when' is not null then E'The calendar invite is attached.\n' else '' end || v_manage;
  elsif p_kind = 'booking_reminder' then
    subject := 'Reminder: your vehicle inspection on ' || (p ->> 'when');
    body_text := v_hello || E'A reminder of your vehicle inspection tomorrow.\n\n' || (p ->> 'details') || E'\n\n'
      || E'Please make sure the vehicle is at the address at that time.\n'
      || coalesce(E'Your booking:\n' || (p ->> 'manage_link') || E'\n', '')
      || 'If you need to change it now, please call us' || coalesce(' on ' || (p ->> 'phone'), '') || '.';
  elsif p_kind = 'booking_rescheduled' then
    subject := 'New time for your vehicle inspection: ' || (p ->> 'when');
    body_text := v_hello || E'Your vehicle inspection has moved to a new time.\n\n' || (p ->> 'details') || E'\n\n'
      || E'The updated calendar invite is attached.\n' || v_manage;
  elsif p_kind = 'booking_cancelled' then
    subject := 'Your vehicle inspection is cancelled – reference ' || (p ->> 'ref');
    body_text := v_hello || E'Your vehicle inspection has been cancelled.\n\n' || (p ->> 'details') || E'\n\n'
      || case when p ->> 'when' is not null then E'The attached calendar update removes it from your calendar.\n' else '' end
      || E'To book another inspection:\n' || (p ->> 'book_link');
  elsif p_kind = 'report_ready' then
    subject := 'Your vehicle inspection report is ready';
    body_text := v_hello || 'The inspection of your ' || (p ->> 'vehicle') || E' is complete and the report is ready.\n\n'
      || E'Open your report:\n' || (p ->> 'report_link') || E'\n\n' || 'Reference: ' || (p ->> 'ref') || E'\n\n'
      || 'Anyone with this link can open the report, so share it only with people you trust.';
  else
    raise exception using errcode = '22023', message = format('Unknown message kind: %s', p_kind),
      detail = json_build_object('kind', p_kind)::text, hint = 'message_kind_unknown';
  end if;
  body_text := body_text || E'\n\nKind regards,\n' || concat_ws(E'\n', p ->> 'business', 'Phone: ' || (p ->> 'phone'));
  return next;
end
$$;
comment on function public.render_message_en(text, jsonb) is
  'The English subject and text of a message of p_kind from its pieces (message_parts), signed with the business''s name and phone.';
revoke execute on function public.render_message_en(text, jsonb) from public, anon, authenticated;
grant execute on function public.render_message_en(text, jsonb) to service_role;

create function public.render_message_ar(p_kind text, p jsonb)
returns table (subject text, body_text text)
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_hello text := 'مرحبًا' || coalesce(' ' || (p ->> 'hello'), '') || E'،\n\n';
  v_manage text := coalesce(E'لتغيير الموعد أو إلغاء الحجز، افتح صفحة حجزك:\n' || (p ->> 'manage_link'),
    'لتغيير الموعد أو إلغائه، يُرجى الاتصال بنا' || coalesce(' على الرقم ' || (p ->> 'phone'), '') || ' مع ذكر رقم الحجز.');
begin
  if p_kind = 'booking_confirmation' then
    subject := 'تأكيد حجز الفحص – رقم الحجز ' || (p ->> 'ref');
    body_text := v_hello || E'شكرًا لحجزك معنا، فقد تأكّد موعد فحص سيارتك.\n\n' || (p ->> 'details') || E'\n\n'
      || case when p ->> 'when' is not null then E'أرفقنا بهذه الرسالة دعوة لإضافة الموعد إلى تقويمك.\n' else '' end || v_manage;
  elsif p_kind = 'booking_reminder' then
    subject := 'تذكير بموعد فحص سيارتك: ' || (p ->> 'when');
    body_text := v_hello || E'نذكّرك بموعد فحص سيارتك غدًا.\n\n' || (p ->> 'details') || E'\n\n'
      || E'يُرجى التأكد من وجود السيارة في المكان المحدد عند الموعد.\n'
      || coalesce(E'تفاصيل حجزك:\n' || (p ->> 'manage_link') || E'\n', '')
      || 'إذا احتجت إلى تغيير الموعد الآن، فيُرجى الاتصال بنا' || coalesce(' على الرقم ' || (p ->> 'phone'), '') || '.';
  elsif p_kind = 'booking_rescheduled' then
    subject := 'موعد جديد لفحص سيارتك: ' || (p ->> 'when');
    body_text := v_hello || E'نودّ إعلامك بتغيير موعد فحص سيارتك، وإليك تفاصيل الموعد الجديد.\n\n' || (p ->> 'details') || E'\n\n'
      || E'أرفقنا بهذه الرسالة دعوة محدَّثة تنقل الموعد في تقويمك.\n' || v_manage;
  elsif p_kind = 'booking_cancelled' then
    subject := 'إلغاء حجز الفحص – رقم الحجز ' || (p ->> 'ref');
    body_text := v_hello || E'نودّ إعلامك بإلغاء موعد فحص سيارتك.\n\n' || (p ->> 'details') || E'\n\n'
      || case when p ->> 'when' is not null then E'أرفقنا بهذه الرسالة تحديثًا يحذف الموعد من تقويمك.\n' else '' end
      || E'لحجز فحص جديد:\n' || (p ->> 'book_link');
  elsif p_kind = 'report_ready' then
    subject := 'تقرير فحص سيارتك جاهز';
    body_text := v_hello || 'اكتمل فحص سيارتك ' || (p ->> 'vehicle') || E' وأصبح التقرير جاهزًا.\n\n'
      || E'لعرض التقرير:\n' || (p ->> 'report_link') || E'\n\n' || 'رقم الحجز: ' || (p ->> 'ref') || E'\n\n'
      || 'يستطيع كل من لديه هذا الرابط فتح التقرير، فلا تشاركه إلا مع من تثق به.';
  else
    raise exception using errcode = '22023', message = format('Unknown message kind: %s', p_kind),
      detail = json_build_object('kind', p_kind)::text, hint = 'message_kind_unknown';
  end if;
  body_text := body_text || E'\n\nمع أطيب التحيات،\n' || concat_ws(E'\n', p ->> 'business', 'الهاتف: ' || (p ->> 'phone'));
  return next;
end
$$;
comment on function public.render_message_ar(text, jsonb) is
  'The Arabic subject and text of a message of p_kind from its pieces (message_parts), signed with the business''s name and phone.';
revoke execute on function public.render_message_ar(text, jsonb) from public, anon, authenticated;
grant execute on function public.render_message_ar(text, jsonb) to service_role;

-- The subject and text of one message about a booking, in the booking's language.
create or replace function public.render_outbound_message(p_kind text, p_booking public.bookings)
returns table (subject text, body_text text)
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_booking.language = 'ar' then
    return query select r.subject, r.body_text from public.render_message_ar(p_kind, public.message_parts(p_kind, p_booking)) r;
  else
    return query select r.subject, r.body_text from public.render_message_en(p_kind, public.message_parts(p_kind, p_booking)) r;
  end if;
end
$$;
comment on function public.render_outbound_message(text, public.bookings) is
  'Subject and text of a booking_confirmation, booking_reminder, booking_rescheduled, booking_cancelled or report_ready message about a booking, in the booking''s language (en or ar): reference (the id''s first 8 characters), inspection, vehicle, time in the business time zone, address, directions, the manage link (report_ready: the buyer''s link; booking_cancelled: the link to book again), signed with the business''s name and phone. A booking made on /book (created_via public) repeats none of its caller''s words: no name, make, model, address or directions.';
revoke execute on function public.render_outbound_message(text, public.bookings) from public, anon, authenticated;
grant execute on function public.render_outbound_message(text, public.bookings) to service_role;

create or replace function public.queue_outbound_message(p_kind text, p_booking public.bookings, p_send_after timestamptz)
returns void
language sql
volatile
set search_path = ''
as $$
  insert into public.outbound_messages (booking_id, kind, recipient, language, subject, body_text, send_after, invite_sequence)
  select p_booking.id, p_kind, btrim(p_booking.customer_email), p_booking.language, r.subject, r.body_text, p_send_after,
         -- One event in the customer's calendar per booking (UID from its id): each invite one SEQUENCE higher.
         case when p_kind in ('booking_confirmation', 'booking_rescheduled', 'booking_cancelled') then
           coalesce((select max(m.invite_sequence) + 1 from public.outbound_messages m where m.booking_id = p_booking.id), 0) end
    from public.render_outbound_message(p_kind, p_booking) r
   -- /book's addresses are nobody's verified ones: at most 6 messages a day to one of them (docs/areas/messages.md).
   where p_booking.created_via <> 'public'
      or (select count(*) from public.outbound_messages m
           where lower(m.recipient) = lower(btrim(p_booking.customer_email)) and m.created_at > now() - interval '24 hours') < 6
$$;
comment on function public.queue_outbound_message(text, public.bookings, timestamptz) is
  'Queues one message of p_kind about p_booking to its customer_email, due at p_send_after (an invite''s kind with the booking''s next invite_sequence); for a booking made on /book, not when that address already has 6 messages from the last 24 hours.';
revoke execute on function public.queue_outbound_message(text, public.bookings, timestamptz) from public, anon, authenticated;
grant execute on function public.queue_outbound_message(text, public.bookings, timestamptz) to service_role;

create or replace function public.queue_booking_messages() returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_email_ok boolean := coalesce(btrim(new.customer_email) ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$', false);
begin
  if tg_op = 'INSERT' and v_email_ok and new.status <> 'cancelled' then
    perform queue_outbound_message('booking_confirmation', new, now());
  end if;
  if tg_op = 'UPDATE' and v_email_ok then
    -- A past inspection cancelled or moved (the office tidying its records) is no news to the customer.
    if new.status = 'cancelled' and old.status not in ('cancelled', 'completed') and coalesce(new.start_time > now(), true) then
      perform queue_outbound_message('booking_cancelled', new, now());
    elsif new.status in ('scheduled', 'pending') and old.start_time is not null and new.start_time > now()
          and new.start_time is distinct from old.start_time then
      perform queue_outbound_message('booking_rescheduled', new, now());
    end if;
  end if;
  if tg_op = 'UPDATE' and (old.start_time, old.end_time, old.customer_email, old.language, old.status, old.customer_name,
        old.vehicle_make, old.vehicle_model, old.vehicle_year, old.inspection_type_id, old.location_address,
        old.reversegeocoded_address)
      is not distinct from (new.start_time, new.end_time, new.customer_email, new.language, new.status, new.customer_name,
        new.vehicle_make, new.vehicle_model, new.vehicle_year, new.inspection_type_id, new.location_address,
        new.reversegeocoded_address) then
    return null;
  end if;
  if tg_op = 'UPDATE' then
    delete from outbound_messages where booking_id = new.id and kind = 'booking_reminder' and status = 'queued';
  end if;
  if v_email_ok and new.status in ('scheduled', 'pending') and new.start_time is not null
     and new.start_time - interval '24 hours' > now() then
    perform queue_outbound_message('booking_reminder', new, new.start_time - interval '24 hours');
  end if;
  return null;
end
$$;
comment on function public.queue_booking_messages() is
  'After a booking is written: its confirmation (insert with an email), a new time (a timed booking moved to another future start) or a cancellation (status becomes cancelled before the start, not after completion), and its reminder (due start - 24 h, only for a start more than 24 hours away) queued, rewritten or removed; other changes queue nothing.';
revoke execute on function public.queue_booking_messages() from public, anon, authenticated;
