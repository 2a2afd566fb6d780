-- The buyer's copy shows each field's title, type and input type as stored at submit, as the staff report does:
-- a later change to the form's field (a rename by an admin or a migration) alters neither. A field is still left
-- out when it is not a field of the form, or the form's or the stored field is a contact field.

create or replace function public.buyer_report_field(p_form_id uuid, p_field jsonb) returns jsonb
language plpgsql
stable
set search_path = public, pg_temp
as $$
declare
  v_form_field public.form_fields;
begin
  if jsonb_typeof(p_field) is distinct from 'object' then
    return null;
  end if;
  v_form_field := public.buyer_form_field(p_form_id, p_field);
  if v_form_field.id is null
     or lower(btrim(coalesce(v_form_field.input_type, ''))) in ('phone', 'email')
     or lower(btrim(coalesce(p_field ->> 'input_type', ''))) in ('phone', 'tel', 'email')
     or v_form_field.title ~* '(phone|mobile|whats\s*app|e-?mail|\mtel\M|contact\s*(number|no))'
     or coalesce(p_field ->> 'title', '') ~* '(phone|mobile|whats\s*app|e-?mail|\mtel\M|contact\s*(number|no))'
     or public.is_contact_value(p_field -> 'value') then
    return null;
  end if;
  -- Shown as stored at submit: a later change to the form's field alters neither the staff report nor this copy.
  return jsonb_strip_nulls(jsonb_build_object(
    'id', p_field -> 'id',
    'title', case when jsonb_typeof(p_field -> 'title') = 'string' then p_field -> 'title' end,
    'type', case when jsonb_typeof(p_field -> 'type') = 'string' then p_field -> 'type' end,
    'input_type', case when jsonb_typeof(p_field -> 'input_type') = 'string' then p_field -> 'input_type' end,
    'value', p_field -> 'value',
    'score', p_field -> 'score',
    'maxScore', p_field -> 'maxScore',
    'isIssue', p_field -> 'isIssue',
    'notes', p_field -> 'notes',
    'issueNote', p_field -> 'issueNote',
    'annotations', case when jsonb_typeof(p_field -> 'annotations') = 'array' then public.buyer_annotations(p_field -> 'annotations') end
  )) || jsonb_build_object('value', coalesce(p_field -> 'value', 'null'::jsonb));
end
$$;
comment on function public.buyer_report_field(uuid, jsonb) is
  'A report field as the buyer''s copy shows it: known keys only, title, type and input_type as stored at submit; null (left out) for fields not in the form, contact fields by the form''s or the stored type or title, and answers that are a phone number or an email address.';

comment on function public.get_public_report(uuid) is
  'The one thing an anonymous visitor may read: the buyer''s copy of the report of the booking whose id they hold, built from an allow-list with the titles and types stored at submit (only the form''s fields, no contact fields by the form''s or the stored type, no phone or email answers, no unknown keys), the photos'' well-formed marks and the signatures, naming the form version it answered, or null when there is none or staff switched the link off or let it expire. Security definer so that row level security stays closed for everything else.';
