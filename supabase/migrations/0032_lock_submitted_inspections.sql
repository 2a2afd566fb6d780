-- A submitted inspection is final: after submit_inspection, neither its answers (inspection_data) nor its report
-- (inspection_reports) can be rewritten, by staff through the API or anyone else. There is no re-open: a wrong
-- report is withdrawn (its link switched off, or the booking deleted) rather than edited in place, so what a buyer
-- was shown is what the business recorded. The buyer's link (public_link_enabled, public_link_expires_at) stays
-- under staff control. Deleting stays possible (a booking's deletion removes its inspection and report).
--
-- The transaction that publishes an inspection may keep writing it and its report: an AFTER trigger notes the
-- booking in a transaction-local setting when inspection_data turns published, and the locks let that booking
-- through for the rest of the transaction. So submit_inspection works whatever order it writes in (0017, and
-- its server-scored rewrite). AFTER triggers, so a CHECK or unique violation still answers with its own code.

create function public.note_inspection_published() returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if new.is_published and (tg_op = 'INSERT' or not old.is_published) then
    perform set_config('inspection.published_now',
                       coalesce(current_setting('inspection.published_now', true), '') || ',' || new.booking_id::text, true);
  end if;
  return null;
end
$$;
comment on function public.note_inspection_published() is
  'Trigger: notes in the transaction-local setting inspection.published_now the booking whose inspection this transaction published; the locks let that booking through until the transaction ends.';
revoke execute on function public.note_inspection_published() from public, anon, authenticated;

create function public.refuse_change_to_submitted_inspection() returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if old.is_published and not position(',' || old.booking_id::text in coalesce(current_setting('inspection.published_now', true), '')) > 0 then
    raise exception using errcode = 'PT423', message = 'This inspection has been submitted and can no longer be changed';
  end if;
  return null;
end
$$;
comment on function public.refuse_change_to_submitted_inspection() is
  'Trigger: refuses any update of a published inspection_data row, except in the transaction that published it.';
revoke execute on function public.refuse_change_to_submitted_inspection() from public, anon, authenticated;

create trigger note_inspection_published after insert or update on public.inspection_data
  for each row execute function public.note_inspection_published();
create trigger lock_submitted_inspection after update on public.inspection_data
  for each row execute function public.refuse_change_to_submitted_inspection();

-- Security definer: whether the booking's inspection is submitted must not depend on what the writer may read.
create function public.refuse_change_to_submitted_report() returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_link_columns text[] := array['public_link_enabled', 'public_link_expires_at', 'updated_at'];
begin
  if tg_op = 'UPDATE' and (to_jsonb(new) - v_link_columns) = (to_jsonb(old) - v_link_columns) then
    return null; -- only the buyer's link changed
  end if;
  if position(',' || new.booking_id::text in coalesce(current_setting('inspection.published_now', true), '')) > 0 then
    return null;
  end if;
  if exists (select 1 from public.inspection_data d where d.booking_id = new.booking_id and d.is_published)
     or (tg_op = 'UPDATE' and exists (select 1 from public.inspection_data d where d.booking_id = old.booking_id and d.is_published)) then
    raise exception using errcode = 'PT423', message = 'This report is published and can no longer be changed';
  end if;
  return null;
end
$$;
comment on function public.refuse_change_to_submitted_report() is
  'Trigger: refuses writing the content of a report whose inspection is submitted (anything but the buyer''s link settings), except in the transaction that submitted it.';
revoke execute on function public.refuse_change_to_submitted_report() from public, anon, authenticated;

create trigger lock_submitted_report after insert or update on public.inspection_reports
  for each row execute function public.refuse_change_to_submitted_report();

-- Deleting a submitted inspection or its report and submitting again would rewrite it too: only the booking's
-- own deletion removes them (its cascade runs after the booking row is gone).
create function public.refuse_delete_of_submitted_inspection() returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  if exists (select 1 from public.bookings b where b.id = old.booking_id)
     and exists (select 1 from public.inspection_data d where d.booking_id = old.booking_id and d.is_published) then
    raise exception using errcode = 'PT423',
      message = 'This inspection has been submitted and can no longer be changed';
  end if;
  return old;
end
$$;
comment on function public.refuse_delete_of_submitted_inspection() is
  'Trigger: refuses deleting a submitted inspection or its report while the booking exists (deleting the booking removes both).';
revoke execute on function public.refuse_delete_of_submitted_inspection() from public, anon, authenticated;

create trigger lock_submitted_inspection_delete before delete on public.inspection_data
  for each row execute function public.refuse_delete_of_submitted_inspection();
create trigger lock_submitted_report_delete before delete on public.inspection_reports
  for each row execute function public.refuse_delete_of_submitted_inspection();
