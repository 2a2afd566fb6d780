-- A booking has a time or it has none: start and end are both set or both null, and the end comes after the
-- start. A start without an end escaped bookings_no_overlap (it only looks at rows with both set), so such a
-- row could sit on a taken slot. bookings_time_order (0002) already refused an end before the start when both
-- are set; this adds the pairing. Rows breaking it are closed off first: an end is derived from the type's
-- duration (60 minutes without a type), and an end without a start loses it.

update public.bookings b
   set end_time = b.start_time + make_interval(mins => coalesce(
         (select t.duration_minutes from public.inspection_types t where t.id = b.inspection_type_id), 60))
 where b.start_time is not null and b.end_time is null;
update public.bookings set end_time = null where start_time is null and end_time is not null;

alter table public.bookings
  add constraint bookings_times_both_or_neither check ((start_time is null) = (end_time is null));
comment on constraint bookings_times_both_or_neither on public.bookings is
  'start_time and end_time are both set (a timed booking, covered by bookings_no_overlap) or both null (the team coordinates the time).';
