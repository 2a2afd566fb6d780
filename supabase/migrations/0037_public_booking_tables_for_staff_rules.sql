-- The public booking tables of 0034, brought under the rules every table follows:
-- a policy for authenticated alone checks public.is_staff() (a signed-up account without the staff claim is nobody);
-- a signed-in account may select from every table, and row level security decides what it sees. The clients' addresses
-- have no policy at all, so a select answers no row for anyone but the owner and the definer functions.
drop policy "Admins can change the public booking limits" on public.public_booking_settings;
create policy "Admins can change the public booking limits" on public.public_booking_settings
  for update to authenticated
  using ((select public.is_staff()) and (select public.is_admin()))
  with check ((select public.is_staff()) and (select public.is_admin()));

grant select on public.booking_slot_hold_clients to authenticated;
grant select on public.public_booking_requests to authenticated;
