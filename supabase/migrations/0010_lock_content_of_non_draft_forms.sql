-- The rest of "only a draft may be edited" (0008 guards the form row, and with it save_form_template): the
-- sections, fields and options of a live or inactive form cannot be inserted, changed or deleted either, whatever
-- the caller (the per-row save of docs/areas/forms.md#saving writes these tables directly). Checked once per statement, not per row,
-- so a whole-template save pays for three small queries per table, not one per row. Rows deleted along with their
-- form (ON DELETE CASCADE) no longer have a form to be locked by, so deleting a form still works.
create function public.refuse_content_of_locked_forms() returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
declare
  v_forms_of text := case tg_table_name
    when 'form_sections' then 'select r.form_id from %I r'
    when 'form_fields' then 'select s.form_id from %I r join public.form_sections s on s.id = r.section_id'
    when 'dropdown_options' then
      'select s.form_id from %I r join public.form_fields f on f.id = r.field_id join public.form_sections s on s.id = f.section_id'
  end;
  v_rows text;
  v_locked boolean;
begin
  foreach v_rows in array case tg_op
    when 'INSERT' then array['changed_new']
    when 'DELETE' then array['changed_old']
    else array['changed_old', 'changed_new'] end
  loop
    execute format(
      'select exists (select 1 from public.inspection_forms f where f.status <> ''draft'' and f.id in (' || v_forms_of || '))',
      v_rows) into v_locked;
    if v_locked then
      raise exception using
        errcode = 'PT423',
        message = 'Only a draft form can be edited',
        hint = 'Set the form back to draft first.';
    end if;
  end loop;
  return null;
end;
$$;
comment on function public.refuse_content_of_locked_forms() is
  'Statement trigger function: refuses writes to the sections, fields and options of a live or inactive form.';
revoke execute on function public.refuse_content_of_locked_forms() from public, anon;

-- The same three triggers on each content table.
do $$
declare
  t text;
begin
  foreach t in array array['form_sections', 'form_fields', 'dropdown_options'] loop
    execute format('create trigger refuse_insert_into_locked_form after insert on public.%I
      referencing new table as changed_new for each statement execute function public.refuse_content_of_locked_forms()', t);
    execute format('create trigger refuse_update_of_locked_form after update on public.%I
      referencing old table as changed_old new table as changed_new
      for each statement execute function public.refuse_content_of_locked_forms()', t);
    execute format('create trigger refuse_delete_from_locked_form after delete on public.%I
      referencing old table as changed_old for each statement execute function public.refuse_content_of_locked_forms()', t);
  end loop;
end;
$$;
