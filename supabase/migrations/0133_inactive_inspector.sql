-- A deactivated inspector keeps nothing (docs/areas/bookings.md#inspectors-and-assignment): the inspector link
-- every inspector policy reads requires active, and deactivating ends the account's sessions.
create or replace function public.current_inspector_id() returns uuid
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  -- An inactive inspector's account reads nothing (docs/areas/bookings.md#inspectors-and-assignment).
  select i.id from inspectors i where i.user_id = auth.uid() and i.active
$$;
comment on function public.current_inspector_id() is
  'The active inspector linked to the signed-in account (inspectors.user_id), or null: a deactivated inspector''s account sees no booking.';

-- Deactivating an inspector ends their inspector account's sessions (the backend keeps them in auth.sessions, refresh tokens
-- with them), so an open app stops at its next request.
create function public.end_sessions_of_inactive_inspector() returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  if old.active and not new.active and new.user_id is not null then
    -- Only an inspector's account: an admin or office user who also inspects keeps the office's work.
    delete from auth.sessions s using auth.users u
     where s.user_id = new.user_id and u.id = s.user_id and u.raw_app_meta_data ->> 'role' = 'inspector';
  end if;
  return null;
end;
$$;
comment on function public.end_sessions_of_inactive_inspector() is
  'Trigger function: an inspector set inactive loses the sign-in sessions (and refresh tokens) of their linked account when it is an inspector''s account (app_metadata.role inspector); an admin or office user who also inspects keeps theirs.';
revoke execute on function public.end_sessions_of_inactive_inspector() from public, anon;

create trigger end_sessions_of_inactive_inspector after update of active on public.inspectors
  for each row execute function public.end_sessions_of_inactive_inspector();
