-- A form that inspections answered never goes back to draft (docs/areas/forms.md): PT423 form_in_use; new_form_version is
-- the way to change it. refuse_edit_of_locked_form is redefined with that check, security definer.

-- Only a draft may be edited: an update of a live or inactive form that keeps its status fails (changing the
-- status, back to draft first, stays allowed), and so does any write to its sections, fields and options. A form
-- that inspections answered never goes back to draft (its titles and types are what those inspections answered;
-- new_form_version is the way to change it): docs/areas/forms.md. Security definer so that row level security on
-- inspection_data hides none of them.
create or replace function public.refuse_edit_of_locked_form() returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  if old.status <> 'draft' and new.status = 'draft'
     and exists (select 1 from public.inspection_data d where d.form_id = old.id) then
    raise exception using
      errcode = 'PT423',
      message = 'This form has inspections and cannot go back to draft. Make a new version to change it.',
      hint = 'form_in_use';
  end if;
  if old.status <> 'draft' and new.status = old.status then
    raise exception using
      errcode = 'PT423',
      message = 'Only a draft form can be edited',
      detail = 'Set the form back to draft first.', hint = 'form_locked';
  end if;
  return new;
end;
$$;
comment on function public.refuse_edit_of_locked_form() is
  'Trigger function: refuses an update of a live or inactive form that keeps its status (only a draft is editable, PT423 form_locked), and taking a form that inspections answered back to draft (PT423 form_in_use).';
revoke execute on function public.refuse_edit_of_locked_form() from public, anon;
