-- An inspector changes their own booking only as the inspection flow does (docs/areas/bookings.md#inspectors-and-assignment):
-- its notes, and its status forward to in_progress or completed, never from cancelled or completed back. The
-- customer's contacts, the time, the inspector and cancelling are the office's.
create function public.limit_inspector_booking_changes() returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if current_user in ('anon', 'authenticated') and is_inspector()
     and ((to_jsonb(new) - array['notes', 'status', 'updated_at']) is distinct from (to_jsonb(old) - array['notes', 'status', 'updated_at'])
          or (new.status is distinct from old.status
              and not (new.status in ('in_progress', 'completed') and old.status in ('scheduled', 'draft', 'pending', 'in_progress')))) then
    raise exception using errcode = '42501', message = 'Inspectors can change only a booking''s notes and its inspection''s progress',
      hint = 'inspector_booking_fields';
  end if;
  return new;
end;
$$;
comment on function public.limit_inspector_booking_changes() is
  'Trigger function: an inspector (through the API roles) may change a booking''s notes and move its status forward to in_progress or completed; anything else is 42501 inspector_booking_fields.';
revoke execute on function public.limit_inspector_booking_changes() from public, anon;

create trigger limit_inspector_booking_changes before update on public.bookings
  for each row execute function public.limit_inspector_booking_changes();
