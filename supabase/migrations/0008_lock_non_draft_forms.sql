-- Only a draft template may be edited (docs/areas/forms.md#status-and-locking). The editor hides editing for live and inactive
-- forms; this makes the database refuse it too, whoever calls: any update of a live or inactive form that leaves its
-- status as it is (save_form_template's first write) fails, and the whole save with it. Changing the status (back
-- to draft first, as the editor's Edit does) stays allowed. 'PT423' answers HTTP 423 Locked through PostgREST.
create function public.refuse_edit_of_locked_form() returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if old.status <> 'draft' and new.status = old.status then
    raise exception using
      errcode = 'PT423',
      message = 'Only a draft form can be edited',
      hint = 'Set the form back to draft first.';
  end if;
  return new;
end;
$$;

comment on function public.refuse_edit_of_locked_form() is
  'Trigger function: refuses an update of a live or inactive form that keeps its status (only a draft is editable).';
revoke execute on function public.refuse_edit_of_locked_form() from public, anon;

create trigger refuse_edit_of_locked_form before update on public.inspection_forms
  for each row execute function public.refuse_edit_of_locked_form();
