-- A booking made on /book: its messages repeat none of the caller's words to the address they gave (docs/areas/messages.md).
create or replace function public.render_outbound_message(p_kind text, p_booking public.bookings)
returns table (subject text, body_text text)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_ar boolean := p_booking.language = 'ar';
  -- /book's caller gave this address and nobody verified it: their own words (name, vehicle, address, directions)
  -- are never repeated to it, so the business's sender cannot carry a stranger's text (docs/areas/messages.md).
  v_public boolean := p_booking.created_via = 'public';
  v_hello text := case when v_public then null else p_booking.customer_name end;
  v_ref text := upper(left(p_booking.id::text, 8));
  v_type text;
  v_vehicle text := case when v_public then p_booking.vehicle_year::text
                          else btrim(concat_ws(' ', p_booking.vehicle_year::text, p_booking.vehicle_make, p_booking.vehicle_model)) end;
  v_when text := case when p_booking.start_time is null then null else public.message_time_text(p_booking.start_time, p_booking.language) end;
  v_address text := case when v_public then null else nullif(btrim(coalesce(p_booking.reversegeocoded_address, '')), '') end;
  v_directions text := case when v_public then null else nullif(btrim(coalesce(p_booking.location_address, '')), '') end;
  v_link text := public.public_report_origin() || '/report/' || p_booking.id::text || case when v_ar then '?lang=ar' else '' end;
  v_details text;
begin
  select case when v_ar then coalesce(nullif(btrim(t.name), ''), t.name_en) else coalesce(nullif(btrim(t.name_en), ''), t.name) end
    into v_type from public.inspection_types t where t.id = p_booking.inspection_type_id;
  if v_ar then
    v_details := concat_ws(E'\n', 'رقم الحجز: ' || v_ref, 'نوع الفحص: ' || v_type, 'السيارة: ' || v_vehicle,
      'الموعد: ' || coalesce(v_when, 'سيتصل بك فريقنا لتحديد الموعد والمكان.'),
      'العنوان: ' || v_address, 'إرشادات الوصول: ' || v_directions);
  else
    v_details := concat_ws(E'\n', 'Reference: ' || v_ref, 'Inspection: ' || v_type, 'Vehicle: ' || v_vehicle,
      'When: ' || coalesce(v_when, 'our team will call you to agree on the time and place.'),
      'Address: ' || v_address, 'Directions: ' || v_directions);
  end if;

  if p_kind = 'booking_confirmation' and v_ar then
    subject := 'تأكيد حجز الفحص – رقم الحجز ' || v_ref;
    body_text := 'مرحبًا' || coalesce(' ' || v_hello, '') || E'،\n\n'
      || E'شكرًا لحجزك معنا، فقد تأكّد موعد فحص سيارتك.\n\n' || v_details || E'\n\n'
      || case when v_when is not null then E'أرفقنا بهذه الرسالة دعوة لإضافة الموعد إلى تقويمك.\n' else '' end
      || 'إذا احتجت إلى تغيير الموعد أو إلغائه، فيُرجى الرد على هذه الرسالة أو الاتصال بنا مع ذكر رقم الحجز.';
  elsif p_kind = 'booking_confirmation' then
    subject := 'Your vehicle inspection is booked – reference ' || v_ref;
    body_text := 'Hello' || coalesce(' ' || v_hello, '') || E',\n\n'
      || E'Thank you for booking with us. Your vehicle inspection is confirmed.\n\n' || v_details || E'\n\n'
      || case when v_when is not null then E'The calendar invite is attached.\n' else '' end
      || 'To change or cancel, reply to this email or call us and quote your reference.';
  elsif p_kind = 'booking_reminder' and v_ar then
    subject := 'تذكير بموعد فحص سيارتك: ' || v_when;
    body_text := 'مرحبًا' || coalesce(' ' || v_hello, '') || E'،\n\n'
      || E'نذكّرك بموعد فحص سيارتك غدًا.\n\n' || v_details || E'\n\n'
      || E'يُرجى التأكد من وجود السيارة في المكان المحدد عند الموعد.\n'
      || 'إذا احتجت إلى تغيير الموعد أو إلغائه، فيُرجى الرد على هذه الرسالة أو الاتصال بنا مع ذكر رقم الحجز.';
  elsif p_kind = 'booking_reminder' then
    subject := 'Reminder: your vehicle inspection on ' || v_when;
    body_text := 'Hello' || coalesce(' ' || v_hello, '') || E',\n\n'
      || E'A reminder of your vehicle inspection tomorrow.\n\n' || v_details || E'\n\n'
      || E'Please make sure the vehicle is at the address at that time.\n'
      || 'To change or cancel, reply to this email or call us and quote your reference.';
  elsif p_kind = 'report_ready' and v_ar then
    subject := 'تقرير فحص سيارتك جاهز';
    body_text := 'مرحبًا' || coalesce(' ' || v_hello, '') || E'،\n\n'
      || 'اكتمل فحص سيارتك ' || v_vehicle || E' وأصبح التقرير جاهزًا.\n\n'
      || E'لعرض التقرير:\n' || v_link || E'\n\n' || 'رقم الحجز: ' || v_ref || E'\n\n'
      || 'يستطيع كل من لديه هذا الرابط فتح التقرير، فلا تشاركه إلا مع من تثق به.';
  elsif p_kind = 'report_ready' then
    subject := 'Your vehicle inspection report is ready';
    body_text := 'Hello' || coalesce(' ' || v_hello, '') || E',\n\n'
      || 'The inspection of your ' || v_vehicle || E' is complete and the report is ready.\n\n'
      || E'Open your report:\n' || v_link || E'\n\n' || 'Reference: ' || v_ref || E'\n\n'
      || 'Anyone with this link can open the report, so share it only with people you trust.';
  else
    raise exception using errcode = '22023', message = format('Unknown message kind: %s', p_kind),
      detail = json_build_object('kind', p_kind)::text, hint = 'message_kind_unknown';
  end if;
  return next;
end
$$;
comment on function public.render_outbound_message(text, public.bookings) is
  'Subject and text of a booking_confirmation, booking_reminder or report_ready message about a booking, in the booking''s language (en or ar): reference (the id''s first 8 characters), inspection, vehicle, time in the business time zone, address, directions; report_ready carries the buyer''s link. A booking made on /book (created_via public) repeats none of its caller''s words: no name, make, model, address or directions.';
