-- Demo data for an empty database, so every screen looks alive on first start. Dates are
-- relative to the day the seed runs. The demo staff user is created by the server, not here.
--
-- Fixed ids tests may rely on:
--   inspection types  Standard 120-point   11111111-1111-4111-8111-000000000001
--                     Premium               11111111-1111-4111-8111-000000000002
--                     Pre-purchase basic    11111111-1111-4111-8111-000000000003
--   live forms        Standard 120-Point Inspection   22222222-2222-4222-8222-000000000001
--                     Premium Inspection              22222222-2222-4222-8222-000000000002
--                     Pre-purchase Basic Check        22222222-2222-4222-8222-000000000003
--   draft form        Premium Inspection (2027 draft) 22222222-2222-4222-8222-000000000004
--   bookings          completed, with report (Dubai Marina, 2 days ago)  b726ed24-3333-4333-8333-000000000001
--                     in_progress, inspection data (today)               56a3d90d-3333-4333-8333-000000000002
--                     scheduled, no location (tomorrow)                  3c22d954-3333-4333-8333-000000000003
--                     scheduled, Abu Dhabi, with seller (in 3 days)      dc2d0b5d-3333-4333-8333-000000000004
--                     completed, no report (5 days ago)                  c78c93a7-3333-4333-8333-000000000005
--   inspection_data   of booking ...0001   44444444-4444-4444-8444-000000000001
--                     of booking ...0002   44444444-4444-4444-8444-000000000002
--   inspection_reports of booking ...0001  55555555-5555-4555-8555-000000000001
--   contacts          Ahmed Al Mansouri, 0501234567  66666666-6666-4666-8666-000000000001
--                     Sara Khan, 0559876543          66666666-6666-4666-8666-000000000002

-- A few hundred rows: JIT compilation would cost more than the queries.
set local jit = off;

-- Each card in both languages: name (Arabic) and name_en, tag and tag_ar, features and features_ar line by line.
insert into public.inspection_types (id, name, name_en, tag, duration_minutes, actual_price, current_price, created_at) values
  ('11111111-1111-4111-8111-000000000001', 'فحص 120 نقطة', 'Standard 120-point', 'Popular', 90, 499.00, 399.00, now() - interval '60 days'),
  ('11111111-1111-4111-8111-000000000002', 'فحص شامل', 'Premium', 'New', 180, 899.00, 749.00, now() - interval '59 days'),
  ('11111111-1111-4111-8111-000000000003', 'فحص أساسي', 'Pre-purchase basic', null, 60, 299.00, 249.00, now() - interval '58 days');

-- The cards' lines and Arabic tags where the schema has them (an upgrade test seeds a folder from older migrations).
do $$
begin
  if exists (select 1 from information_schema.columns
              where table_schema = 'public' and table_name = 'inspection_types' and column_name = 'features_ar') then
    execute $sql$
      update public.inspection_types t
         set tag_ar = v.tag_ar, features = v.features, features_ar = v.features_ar
        from (values
          ('11111111-1111-4111-8111-000000000001'::uuid, 'الأكثر طلبًا',
           array['Engine and gearbox check', 'Computer diagnostics (OBD)', 'Road test'],
           array['فحص المحرك وناقل الحركة', 'تشخيص الأعطال بالكمبيوتر (OBD)', 'تجربة قيادة على الطريق']),
          ('11111111-1111-4111-8111-000000000002'::uuid, 'جديد',
           array['Everything in the standard check', 'Paint thickness on every panel', 'Underbody check on a lift', 'Photo report'],
           array['كل ما يشمله الفحص القياسي', 'قياس سماكة الطلاء في كل أجزاء الهيكل', 'فحص أسفل السيارة على الرافعة', 'تقرير مدعوم بالصور']),
          ('11111111-1111-4111-8111-000000000003'::uuid, null,
           array['Exterior and interior check', 'Tyres and brakes'],
           array['فحص الهيكل الخارجي والمقصورة', 'الإطارات والمكابح'])
        ) as v (id, tag_ar, features, features_ar)
       where t.id = v.id
    $sql$;
  end if;
end $$;

insert into public.condition_codes (condition_code, condition_name) values
  (1, 'Accident - Repainted'),
  (2, 'Deep scratches'),
  (3, 'Chipped'),
  (4, 'Minor scratches'),
  (5, 'Faded'),
  (6, 'Dented'),
  (7, 'Paint Protection Film'),
  (8, 'Painted');

-- The severity an inspector gives each condition (docs/areas/inspection.md#car-diagram), where the schema has it.
do $$
begin
  if exists (select 1 from information_schema.columns
              where table_schema = 'public' and table_name = 'condition_codes' and column_name = 'severity') then
    execute $sql$
      update public.condition_codes c
         set severity = v.severity
        from (values (1, 'major'), (2, 'moderate'), (3, 'minor'), (4, 'minor'), (5, 'minor'), (6, 'moderate'),
                     (7, 'none'), (8, 'moderate')) as v (code, severity)
       where c.condition_code = v.code
    $sql$;
  end if;
end $$;

-- Template sections, assembled into forms below through save_form_template.
create temporary table seed_sections (key text primary key, body jsonb not null);

insert into seed_sections (key, body) values
('vehicle', $json$
{ "title": "Vehicle Information", "fields": [
  { "title": "Customer Name", "type": "text", "required": true, "is120point": false, "input_type": "plain" },
  { "title": "Email", "type": "text", "required": false, "is120point": false, "input_type": "email" },
  { "title": "Phone Number", "type": "text", "required": true, "is120point": false, "input_type": "phone" },
  { "title": "Vehicle Brand", "type": "text", "required": true, "is120point": false, "input_type": "plain" },
  { "title": "Vehicle Model", "type": "text", "required": true, "is120point": false, "input_type": "plain" },
  { "title": "Vehicle Year", "type": "text", "required": true, "is120point": false, "input_type": "number" },
  { "title": "Inspection Date and Time", "type": "text", "required": true, "is120point": false, "input_type": "datetime" },
  { "title": "Mileage", "type": "text", "required": false, "is120point": false, "input_type": "number" },
  { "title": "Main Picture", "type": "image", "required": true, "is120point": false, "allow_multiple": false }
]}
$json$),
('exterior', $json$
{ "title": "Exterior", "fields": [
  { "title": "Body Panels", "type": "dropdown", "required": true, "options": [
    { "label": "Good", "score": 10 }, { "label": "Fair", "score": 5 }, { "label": "Poor", "score": 0 } ] },
  { "title": "Paint Condition", "type": "dropdown", "required": true, "options": [
    { "label": "Original", "score": 10 }, { "label": "Partially repainted", "score": 6 }, { "label": "Fully repainted", "score": 2 } ],
    "child_fields": [
      { "title": "Repainted Panels", "type": "text", "required": false, "is120point": false, "input_type": "plain" },
      { "title": "Paint Close-up", "type": "image", "required": false, "is120point": false, "allow_multiple": true } ] },
  { "title": "Windshield and Glass", "type": "dropdown", "required": true, "options": [
    { "label": "No damage", "score": 10 }, { "label": "Chipped", "score": 5 }, { "label": "Cracked", "score": 0 } ] },
  { "title": "Lights and Indicators", "type": "dropdown", "required": false, "options": [
    { "label": "All working", "score": 10 }, { "label": "Some not working", "score": 4 }, { "label": "Not working", "score": 0 } ] },
  { "title": "Exterior Photos", "type": "image", "required": false, "allow_multiple": true }
]}
$json$),
('engine', $json$
{ "title": "Engine and Transmission", "fields": [
  { "title": "Engine Oil Level", "type": "dropdown", "required": true, "options": [
    { "label": "Good", "score": 10 }, { "label": "Fair", "score": 5 }, { "label": "Poor", "score": 0 } ] },
  { "title": "Radiator Condition", "type": "dropdown", "required": true, "options": [
    { "label": "Clean", "score": 10 }, { "label": "Dusty", "score": 7 }, { "label": "Corroded", "score": 3 }, { "label": "Leaking", "score": 0 } ],
    "child_fields": [
      { "title": "Radiator Picture", "type": "image", "required": false, "is120point": false } ] },
  { "title": "Coolant Level", "type": "dropdown", "required": true, "options": [
    { "label": "Full", "score": 10 }, { "label": "Low", "score": 5 }, { "label": "Empty", "score": 0 } ] },
  { "title": "Transmission Shifting", "type": "dropdown", "required": true, "options": [
    { "label": "Smooth", "score": 10 }, { "label": "Delayed", "score": 5 }, { "label": "Harsh", "score": 0 } ] },
  { "title": "Engine Noise", "type": "dropdown", "required": false, "options": [
    { "label": "Normal", "score": 10 }, { "label": "Ticking", "score": 4 }, { "label": "Knocking", "score": 0 } ],
    "child_fields": [
      { "title": "Noise Notes", "type": "text", "required": false, "is120point": false, "input_type": "plain" } ] },
  { "title": "Engine Bay Photos", "type": "image", "required": false, "allow_multiple": true }
]}
$json$),
('interior', $json$
{ "title": "Interior", "fields": [
  { "title": "Seats and Upholstery", "type": "dropdown", "required": true, "options": [
    { "label": "Good", "score": 10 }, { "label": "Fair", "score": 5 }, { "label": "Poor", "score": 0 } ] },
  { "title": "Dashboard Warning Lights", "type": "dropdown", "required": true, "options": [
    { "label": "None", "score": 10 }, { "label": "Minor", "score": 5 }, { "label": "Major", "score": 0 } ] },
  { "title": "Air Conditioning", "type": "dropdown", "required": true, "options": [
    { "label": "Cold", "score": 10 }, { "label": "Weak", "score": 5 }, { "label": "Not working", "score": 0 } ] },
  { "title": "Infotainment", "type": "dropdown", "required": false, "options": [
    { "label": "Working", "score": 10 }, { "label": "Faulty", "score": 3 } ] },
  { "title": "Interior Photos", "type": "image", "required": false, "allow_multiple": true }
]}
$json$),
('tyres', $json$
{ "title": "Tyres and Brakes", "fields": [
  { "title": "Tyre Tread", "type": "dropdown", "required": true, "options": [
    { "label": "Good", "score": 10 }, { "label": "Fair", "score": 5 }, { "label": "Poor", "score": 0 } ] },
  { "title": "Tyre Manufacture Date", "type": "text", "required": false, "input_type": "plain" },
  { "title": "Brake Performance", "type": "dropdown", "required": true, "options": [
    { "label": "Good", "score": 10 }, { "label": "Fair", "score": 5 }, { "label": "Poor", "score": 0 } ] },
  { "title": "Tyre Photos", "type": "image", "required": false, "allow_multiple": true }
]}
$json$),
('road', $json$
{ "title": "Road Test", "fields": [
  { "title": "Steering", "type": "dropdown", "required": true, "options": [
    { "label": "Straight", "score": 10 }, { "label": "Pulls slightly", "score": 5 }, { "label": "Pulls strongly", "score": 0 } ] },
  { "title": "Suspension Noise", "type": "dropdown", "required": true, "options": [
    { "label": "None", "score": 10 }, { "label": "Some", "score": 5 }, { "label": "Loud", "score": 0 } ] },
  { "title": "Cruise Control", "type": "dropdown", "required": false, "options": [
    { "label": "Working", "score": 10 }, { "label": "Not working", "score": 0 } ] },
  { "title": "Road Test Notes", "type": "text", "required": false, "is120point": false, "input_type": "plain" },
  { "title": "Inspector Website", "type": "text", "required": false, "is120point": false, "input_type": "url" }
]}
$json$);

insert into public.inspection_forms (id, title, status, inspection_type_id, created_at) values
  ('22222222-2222-4222-8222-000000000001', 'Standard 120-Point Inspection', 'draft', '11111111-1111-4111-8111-000000000001', now() - interval '50 days'),
  ('22222222-2222-4222-8222-000000000002', 'Premium Inspection', 'draft', '11111111-1111-4111-8111-000000000002', now() - interval '45 days'),
  ('22222222-2222-4222-8222-000000000003', 'Pre-purchase Basic Check', 'draft', '11111111-1111-4111-8111-000000000003', now() - interval '40 days'),
  ('22222222-2222-4222-8222-000000000004', 'Premium Inspection (2027 draft)', 'draft', '11111111-1111-4111-8111-000000000002', now() - interval '3 days');

select public.save_form_template(jsonb_build_object(
  'id', f.id, 'title', f.title, 'inspection_type_id', f.inspection_type_id,
  'sections', (select jsonb_agg(s.body order by k.ord)
                 from unnest(f.keys) with ordinality as k(key, ord)
                 join seed_sections s on s.key = k.key)))
from (values
  ('22222222-2222-4222-8222-000000000001'::uuid, 'Standard 120-Point Inspection', '11111111-1111-4111-8111-000000000001'::uuid,
   array['vehicle', 'exterior', 'engine', 'interior', 'tyres']),
  ('22222222-2222-4222-8222-000000000002'::uuid, 'Premium Inspection', '11111111-1111-4111-8111-000000000002'::uuid,
   array['vehicle', 'exterior', 'engine', 'interior', 'tyres', 'road']),
  ('22222222-2222-4222-8222-000000000003'::uuid, 'Pre-purchase Basic Check', '11111111-1111-4111-8111-000000000003'::uuid,
   array['vehicle', 'exterior', 'engine']),
  ('22222222-2222-4222-8222-000000000004'::uuid, 'Premium Inspection (2027 draft)', '11111111-1111-4111-8111-000000000002'::uuid,
   array['vehicle', 'engine', 'road'])
) as f(id, title, inspection_type_id, keys);

update public.inspection_forms set status = 'live'
 where id in ('22222222-2222-4222-8222-000000000001', '22222222-2222-4222-8222-000000000002',
              '22222222-2222-4222-8222-000000000003');

drop table seed_sections;

-- The business's one inspector (made by migration 0040; the demo admin is linked to it when the demo user is
-- created). SEED_INSPECTORS=n adds more for demos and benchmarks. The seed's bookings are theirs.
-- The seed's times are wall-clock times of the database session, some outside working hours: they are given
-- the one inspector below rather than chosen by the assignment trigger. (A database from before migration 0040,
-- as the staff-claim upgrade test builds, has no inspectors: then none of this applies.)
do $$
begin
  if to_regclass('public.inspectors') is not null then
    update public.inspectors set full_name = 'Demo Admin', phone = '0500000001'
     where id = '55555555-5555-4555-8555-000000000001';
    alter table public.bookings disable trigger assign_booking_inspector;
  end if;
end
$$;

-- Bookings over three weeks around today, 08:00-20:00, slot length from the type (an hour without one).
insert into public.bookings (id, customer_name, customer_email, customer_phone, vehicle_make, vehicle_model,
  vehicle_year, notes, location_address, reversegeocoded_address, inspection_type_id, latitude, longitude,
  start_time, end_time, status, seller_name, seller_phone, created_at)
select b.id::uuid, b.customer_name, b.customer_email, b.customer_phone, b.make, b.model, b.year, b.notes,
       b.directions, b.address, b.type_id::uuid, b.lat, b.lng,
       (current_date + b.day_offset + b.at)::timestamptz,
       (current_date + b.day_offset + b.at)::timestamptz + make_interval(mins => coalesce(t.duration_minutes, 60)),
       b.status, b.seller_name, b.seller_phone,
       least(now(), (current_date + b.day_offset + b.at)::timestamptz) - interval '3 days'
from (values
  ('b726ed24-3333-4333-8333-000000000001', 'Omar Haddad', 'omar.haddad@example.com', '0501112233', 'Toyota', 'Land Cruiser', 2019,
   'Buyer wants the report before Friday.', 'Marina Gate 1, basement parking B2', 'Dubai Marina, Marina Gate 1, Dubai, United Arab Emirates',
   '11111111-1111-4111-8111-000000000001', 25.0805, 55.1403, -2, time '10:00', 'completed', 'Rashid Motors', '0523334455'),
  ('56a3d90d-3333-4333-8333-000000000002', 'Priya Nair', 'priya.nair@example.com', '0552223344', 'Nissan', 'Patrol', 2021,
   null, 'Gate 3, near the security cabin', 'Downtown Dubai, Sheikh Mohammed bin Rashid Blvd, Dubai, United Arab Emirates',
   '11111111-1111-4111-8111-000000000002', 25.1972, 55.2744, 0, time '09:00', 'in_progress', null, null),
  ('3c22d954-3333-4333-8333-000000000003', 'James Carter', 'james.carter@example.com', '0563334455', 'BMW', 'X5', 2018,
   'Customer brings the car to the workshop.', null, null,
   '11111111-1111-4111-8111-000000000001', null, null, 1, time '11:30', 'scheduled', null, null),
  ('dc2d0b5d-3333-4333-8333-000000000004', 'Fatima Al Zaabi', null, '0504445566', 'Lexus', 'LX 570', 2020,
   null, 'Villa 12, street 4', 'Khalifa City, Abu Dhabi, United Arab Emirates',
   '11111111-1111-4111-8111-000000000002', 24.4195, 54.5783, 3, time '14:00', 'scheduled', 'Yousef Al Hammadi', '0509998877'),
  ('c78c93a7-3333-4333-8333-000000000005', 'Li Wei', 'li.wei@example.com', '0545556677', 'Honda', 'Accord', 2017,
   null, 'Behind the mosque, white building', 'Deira, Al Rigga Rd, Dubai, United Arab Emirates',
   '11111111-1111-4111-8111-000000000003', 25.2711, 55.3075, -5, time '16:15', 'completed', 'Deira Auto Trading', '0541212121'),
  ('d00305e9-3333-4333-8333-000000000006', 'Hassan Qureshi', 'hassan.q@example.com', '0506667788', 'Mercedes-Benz', 'C 200', 2016,
   null, null, null, '11111111-1111-4111-8111-000000000003', null, null, -9, time '08:00', 'completed', null, null),
  ('a6d3e321-3333-4333-8333-000000000007', 'Elena Petrova', 'elena.p@example.com', '0557778899', 'Porsche', 'Cayenne', 2022,
   'Check the service history too.', 'Tower B lobby', 'Al Reem Island, Abu Dhabi, United Arab Emirates',
   '11111111-1111-4111-8111-000000000002', 24.4990, 54.4070, -1, time '13:00', 'in_progress', 'Gulf Premium Cars', '0525656565'),
  ('2dc7cb9f-3333-4333-8333-000000000008', 'Mohammed Saleh', null, '0508889900', 'Mitsubishi', 'Pajero', 2015,
   null, null, null, '11111111-1111-4111-8111-000000000003', null, null, 0, time '15:00', 'scheduled', null, null),
  ('e221457e-3333-4333-8333-000000000009', 'Aisha Rahman', 'aisha.r@example.com', '0569990011', 'Kia', 'Sportage', 2023,
   null, 'Parking level P1', 'Al Quoz Industrial Area 3, Dubai, United Arab Emirates',
   '11111111-1111-4111-8111-000000000001', 25.1384, 55.2263, 2, time '09:45', 'scheduled', null, null),
  ('42418d8e-3333-4333-8333-000000000010', 'Daniel Kim', 'daniel.kim@example.com', '0501010101', 'Tesla', 'Model 3', 2022,
   'Customer asked to move the appointment.', null, null, '11111111-1111-4111-8111-000000000001', null, null,
   4, time '17:30', 'pending', null, null),
  ('9b5bada3-3333-4333-8333-000000000011', 'Noura Al Ketbi', null, '0502020202', 'Ford', 'Mustang', 2019,
   'Seller sold the car before the inspection.', 'Opposite the fuel station', 'Corniche Road, Abu Dhabi, United Arab Emirates',
   '11111111-1111-4111-8111-000000000003', 24.4764, 54.3705, -3, time '12:00', 'cancelled', 'Capital Cars', '0503030303'),
  ('4d361793-3333-4333-8333-000000000012', 'Rahul Mehta', 'rahul.mehta@example.com', '0554040404', 'Hyundai', 'Tucson', 2020,
   null, null, null, '11111111-1111-4111-8111-000000000001', null, null, 6, time '10:15', 'draft', null, null),
  ('a43c2406-3333-4333-8333-000000000013', 'Grace Thompson', 'grace.t@example.com', '0565050505', 'Audi', 'Q7', 2018,
   null, 'Jumeirah Beach Road, villa 45', 'Jumeirah 1, Dubai, United Arab Emirates',
   '11111111-1111-4111-8111-000000000002', 25.2048, 55.2558, -7, time '11:00', 'published', 'Jumeirah Motors', '0566060606'),
  ('5da19b89-3333-4333-8333-000000000014', 'Khalid Al Nuaimi', 'khalid.n@example.com', '0507070707', 'Chevrolet', 'Tahoe', 2021,
   null, null, null, '11111111-1111-4111-8111-000000000001', null, null, 8, time '16:00', 'scheduled', null, null),
  ('0766b9ec-3333-4333-8333-000000000015', 'Sofia Rossi', 'sofia.rossi@example.com', '0558080808', 'Land Rover', 'Range Rover Sport', 2019,
   'Gate code 4411.', 'Building 7, Dubai Hills Estate', 'Dubai Hills Estate, Dubai, United Arab Emirates',
   '11111111-1111-4111-8111-000000000002', 25.1023, 55.2456, 10, time '13:45', 'scheduled', null, null),
  ('8e00b1f5-3333-4333-8333-000000000016', 'Ahmed Al Mansouri', 'ahmed.m@example.com', '0501234567', 'Toyota', 'Camry', 2020,
   null, null, null, '11111111-1111-4111-8111-000000000003', null, null, 13, time '08:30', 'scheduled', null, null),
  ('4c5b8028-3333-4333-8333-000000000017', 'Sara Khan', 'sara.khan@example.com', '0559876543', 'Nissan', 'Altima', 2018,
   null, 'Shop 4, ground floor', 'Al Barsha 1, Dubai, United Arab Emirates',
   '11111111-1111-4111-8111-000000000001', 25.1136, 55.1960, -12, time '19:00', 'completed', 'Barsha Cars', '0541313131'),
  ('d4e944cc-3333-4333-8333-000000000018', 'Victor Okafor', null, '0562424242', 'Jeep', 'Wrangler', 2017,
   null, null, null, null, null, null, 1, time '18:15', 'scheduled', null, null)
) as b(id, customer_name, customer_email, customer_phone, make, model, year, notes, directions, address,
       type_id, lat, lng, day_offset, at, status, seller_name, seller_phone)
left join public.inspection_types t on t.id = b.type_id::uuid;

-- A second booking today for the day view, later than the first.
insert into public.bookings (customer_name, customer_phone, vehicle_make, vehicle_model, vehicle_year,
  inspection_type_id, start_time, end_time, status)
values ('Yusuf Demir', '0503456789', 'Volkswagen', 'Tiguan', 2021, '11111111-1111-4111-8111-000000000001',
        (current_date + time '12:00')::timestamptz, (current_date + time '13:30')::timestamptz, 'scheduled');

-- Every seeded timed booking is the one inspector's (see above).
do $$
begin
  if to_regclass('public.inspectors') is not null then
    update public.bookings set inspector_id = '55555555-5555-4555-8555-000000000001' where start_time is not null;
    alter table public.bookings enable trigger assign_booking_inspector;
  end if;
end
$$;

-- The business zone for the answers below: public.business_time_zone() where it exists (migration 0023 on); an
-- older data folder being upgraded is seeded in the zone the business had then.
do $$
declare
  v_zone text := 'Asia/Dubai';
begin
  if to_regprocedure('public.business_time_zone()') is not null then
    execute 'select public.business_time_zone()' into v_zone;
  end if;
  perform set_config('seed.business_time_zone', v_zone, false);
end $$;

-- Inspection answers for started and finished inspections, keyed by field id, with the
-- Vehicle Information fields pre-filled from the booking as the inspection screen does. The choices follow from the
-- booking and the field's place in the form (not its random id), so every seeded database holds the same answers.
-- Never stamped later than now: the screen keeps the newest of two edits, and before 09:00 a seeded answer would
-- otherwise outrank what the inspector enters today.
insert into public.inspection_data (id, booking_id, form_id, data, marked_data, status, is_published, created_at)
select case b.id
         when 'b726ed24-3333-4333-8333-000000000001' then '44444444-4444-4444-8444-000000000001'::uuid
         when '56a3d90d-3333-4333-8333-000000000002' then '44444444-4444-4444-8444-000000000002'::uuid
         else gen_random_uuid() end,
       b.id, f.id,
       coalesce((
         select jsonb_object_agg(ff.id::text, answer.value)
           from public.form_sections s
           join public.form_fields ff on ff.section_id = s.id and ff.parent_field_id is null
           cross join lateral (
             select case
               when ff.type = 'dropdown' then (
                 select jsonb_build_object(
                          'value', o.label, 'score', o.score,
                          'maxScore', (select max(o2.score) from public.dropdown_options o2 where o2.field_id = ff.id),
                          'lastUpdated', least(now(), b.start_time + interval '20 minutes'))
                   from public.dropdown_options o
                  where o.field_id = ff.id
                  order by (o.order_index = (abs(hashtext(b.id::text || s.order_index || '.' || ff.order_index)) % 5 - 2)) desc, o.order_index
                  limit 1)
               -- The first completed booking's photos: its report shows them.
               when ff.type = 'image' and b.id = 'b726ed24-3333-4333-8333-000000000001'
                    and ff.title in ('Main Picture', 'Exterior Photos', 'Interior Photos') then jsonb_build_object(
                 'value', (select jsonb_agg(format('http://localhost:54321/storage/v1/object/public/demo/cars/car-01-%s.svg', v) order by o)
                             from unnest(case ff.title when 'Main Picture' then array['side']
                                                       when 'Exterior Photos' then array['front', 'rear']
                                                       else array['interior'] end) with ordinality as p(v, o)),
                 'isIssue', false, 'notes', '', 'lastUpdated', least(now(), b.start_time + interval '5 minutes'))
               when ff.type = 'image' and ff.title = 'Main Picture' then jsonb_build_object(
                 'value', jsonb_build_array(format('http://localhost:54321/storage/v1/object/public/demo/cars/car-%s-side.svg',
                                                   lpad((abs(hashtext(b.id::text)) % 12 + 1)::text, 2, '0'))),
                 'isIssue', false, 'notes', '', 'lastUpdated', least(now(), b.start_time + interval '5 minutes'))
               when ff.type = 'text' then jsonb_build_object(
                 'value', case ff.title
                            when 'Customer Name' then b.customer_name
                            when 'Email' then coalesce(b.customer_email, '')
                            -- As the perform screen prefills it (formatPhone): '+971 50 111 2233'.
                            when 'Phone Number' then regexp_replace(b.customer_phone, '^\+971(5[0-9]|[2-9])([0-9]{3})([0-9]{4})$', '+971 \1 \2 \3')
                            when 'Vehicle Brand' then b.vehicle_make
                            when 'Vehicle Model' then b.vehicle_model
                            when 'Vehicle Year' then b.vehicle_year::text
                            when 'Inspection Date and Time' then to_char(b.start_time at time zone current_setting('seed.business_time_zone'), 'YYYY-MM-DD"T"HH24:MI')
                            when 'Mileage' then (40000 + abs(hashtext(b.id::text)) % 90000)::text
                            else '' end,
                 'score', null, 'maxScore', null, 'lastUpdated', least(now(), b.start_time + interval '10 minutes'))
             end as value
           ) answer
          where s.form_id = f.id and answer.value is not null
            and (b.status = 'completed' or s.order_index < 2)
       ), '{}'::jsonb),
       case when b.status = 'completed' then jsonb_build_object(
              'front_bumper', jsonb_build_array('Minor scratches'),
              'hood', jsonb_build_array('Chipped', 'Paint Protection Film'),
              'rear_left_door', jsonb_build_array('Dented'),
              'lastUpdated', least(now(), b.start_time + interval '50 minutes'))
            else '{}'::jsonb end,
       case when b.status = 'completed' then 'published' else 'in_progress' end,
       b.status = 'completed',
       b.start_time
  from public.bookings b
  join public.inspection_forms f on f.inspection_type_id = b.inspection_type_id and f.status = 'live'
 where b.status in ('in_progress', 'completed');

-- The first completed booking's radiator photo: a child field's answer, under '{childId}-child-{index}'.
update public.inspection_data d
   set data = d.data || jsonb_build_object(child.id::text || '-child-0', jsonb_build_object(
         'value', jsonb_build_array('http://localhost:54321/storage/v1/object/public/demo/radiators/radiator-2-dusty.svg'),
         'isIssue', false, 'notes', '', 'lastUpdated', least(now(), b.start_time + interval '30 minutes')))
  from public.bookings b, public.form_sections s
  join public.form_fields parent on parent.section_id = s.id and parent.title = 'Radiator Condition'
  join public.form_fields child on child.parent_field_id = parent.id and child.title = 'Radiator Picture'
 where b.id = d.booking_id and s.form_id = d.form_id and d.booking_id = 'b726ed24-3333-4333-8333-000000000001';

-- The report of the first completed booking, built as submit_inspection builds it (build_inspection_report). A data
-- folder seeded from migrations older than that function (the staff-claim upgrade test) gets no report.
do $$
begin
  if to_regprocedure('public.build_inspection_report(uuid, jsonb, jsonb, uuid)') is null then
    return;
  end if;
  insert into public.inspection_reports (id, booking_id, inspection_data_id, form_id, status, overall_score,
    inspection_results, damage_data, images, vehicle_info)
  select '55555555-5555-4555-8555-000000000001', d.booking_id, d.id, d.form_id, r.report ->> 'status',
         (r.report ->> 'overall_score')::numeric, r.report -> 'inspection_results', r.report -> 'damage_data',
         r.report -> 'images', r.report -> 'vehicle_info'
    from public.inspection_data d
   cross join lateral (select public.build_inspection_report(d.form_id, d.data, d.marked_data, d.booking_id) as report) r
   where d.booking_id = 'b726ed24-3333-4333-8333-000000000001';
end
$$;

-- CRM: contacts, each with a few leads in varied statuses and sources.
insert into public.contacts (id, full_name, phone_number, email, created_at)
select c.id::uuid, c.full_name, c.phone, c.email, now() - make_interval(days => c.days_ago)
from (values
  ('66666666-6666-4666-8666-000000000001', 'Ahmed Al Mansouri', '0501234567', 'ahmed.m@example.com', 30),
  ('66666666-6666-4666-8666-000000000002', 'Sara Khan', '0559876543', 'sara.khan@example.com', 28),
  ('66666666-6666-4666-8666-000000000003', 'John Mathews', '0521112222', null, 25),
  ('66666666-6666-4666-8666-000000000004', 'Mariam Yousef', '0543334444', 'mariam.y@example.com', 21),
  ('66666666-6666-4666-8666-000000000005', 'Arjun Patel', '0565556666', 'arjun.patel@example.com', 18),
  ('66666666-6666-4666-8666-000000000006', 'Layla Haddad', '0507778888', null, 15),
  ('66666666-6666-4666-8666-000000000007', 'Tom Becker', '0529990000', 'tom.becker@example.com', 12),
  ('66666666-6666-4666-8666-000000000008', 'Hind Al Suwaidi', '0551239876', 'hind.s@example.com', 9),
  ('66666666-6666-4666-8666-000000000009', 'Carlos Mendes', '0584561230', null, 6),
  ('66666666-6666-4666-8666-000000000010', 'Zainab Ali', '0567894561', 'zainab.ali@example.com', 4),
  ('66666666-6666-4666-8666-000000000011', 'Imran Sheikh', '0502587410', null, 2),
  ('66666666-6666-4666-8666-000000000012', 'Nadia Farouk', '0553698521', 'nadia.f@example.com', 1)
) as c(id, full_name, phone, email, days_ago);

insert into public.leads (contact_id, vehicle_make, vehicle_model, vehicle_year, registration_number, location,
  requested_inspection_date, lead_source, status, notes, follow_up_date, created_at)
select c.id,
       v.make, v.model, v.year,
       case when (c.n + l.n) % 3 = 0 then null else format('%s %s', chr(65 + (c.n + l.n) % 26), 10000 + c.n * 731 + l.n * 97) end,
       (array['Dubai Marina', 'Deira', 'Al Barsha', 'Abu Dhabi', 'Sharjah', null])[1 + (c.n + l.n) % 6],
       case when l.n < 3 then current_date + (c.n + l.n * 3) % 14 end,
       (array['whatsapp', 'youtube', 'website', 'referral', 'other'])[1 + (c.n * 2 + l.n) % 5],
       (array['new_lead', 'in_discussion', 'inspection_scheduled', 'closed', 'not_interested', 'follow_up_later'])[1 + (c.n + l.n * 5) % 6],
       case (c.n + l.n) % 4
         when 0 then 'Asked for the premium package price.'
         when 1 then 'Wants a Saturday morning slot.'
         when 2 then null
         else 'Comparing two cars, will confirm which one.' end,
       case when (c.n + l.n) % 2 = 0 then current_date + (c.n % 7) + 1 end,
       c.created_at + make_interval(hours => l.n * 20 + c.n)
  from (select id, created_at, row_number() over (order by created_at)::int as n from public.contacts) c
  cross join generate_series(1, 3) as l(n)
  cross join lateral (
    select (array['Toyota', 'Nissan', 'Lexus', 'BMW', 'Mercedes-Benz', 'Honda', 'Kia', null])[1 + (c.n * 3 + l.n) % 8] as make,
           (array['Land Cruiser', 'Patrol', 'RX 350', 'X3', 'E 300', 'Civic', 'Sorento', null])[1 + (c.n * 3 + l.n) % 8] as model,
           case when (c.n + l.n) % 5 = 4 then null else 2014 + (c.n * 7 + l.n) % 11 end as year
  ) v
 where l.n <= 2 + c.n % 2;
