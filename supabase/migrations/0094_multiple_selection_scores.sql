-- A dropdown that allows multiple selection stores every chosen option's value as a JSON array; its score is the
-- lowest score among the chosen options (the worst condition decides) and its max score the field's highest, as
-- libs/inspection/domain's dropdownAnswer records it. A single choice is scored as before.
create or replace function public.inspection_answer_scores(p_form_id uuid, p_data jsonb)
returns table (section_id uuid, answer_key text, field_type text, score double precision, max_score double precision)
language sql
stable
set search_path = public, pg_temp
as $$
  with top_fields as (
    select f.id, f.section_id, f.type, f.order_index
      from form_fields f
      join form_sections s on s.id = f.section_id
     where s.form_id = p_form_id and f.parent_field_id is null
  ),
  slots as (
    select t.section_id, t.id::text as answer_key, t.id as field_id, t.type, t.order_index as parent_order, -1 as child_index
      from top_fields t
    union all
    select c.section_id, c.field_id::text || '-child-' || c.child_index, c.field_id, c.type, c.parent_order, c.child_index
      from (select t.section_id, child.id as field_id, child.type, t.order_index as parent_order,
                   (row_number() over (partition by child.parent_field_id order by child.order_index, child.id) - 1)::int
                     as child_index
              from top_fields t
              join form_fields child on child.parent_field_id = t.id) c
  ),
  -- What each slot holds: one stored value, or every value of a multiple selection (a JSON array).
  answers as (
    select s.*, p_data -> s.answer_key -> 'value' as stored,
           case coalesce(jsonb_typeof(p_data -> s.answer_key -> 'value'), 'null')
             when 'null' then '{}'::text[]
             when 'array' then array(select jsonb_array_elements_text(p_data -> s.answer_key -> 'value'))
             else array[p_data -> s.answer_key ->> 'value']
           end as chosen_values
      from slots s
  )
  select a.section_id, a.answer_key, a.type,
         case when a.type = 'dropdown' then chosen.score end,
         case when a.type = 'dropdown' and cardinality(a.chosen_values) > 0 then best.max_score end
    from answers a
    -- The worst choice scores a multiple selection; a single choice is scored by its option.
    left join lateral (select min(o.score)::double precision as score
                         from dropdown_options o
                        where o.field_id = a.field_id and o.value = any (a.chosen_values)) chosen on true
    left join lateral (select max(o.score)::double precision as max_score
                         from dropdown_options o
                        where o.field_id = a.field_id) best on true
   order by a.parent_order, a.child_index
$$;
comment on function public.inspection_answer_scores(uuid, jsonb) is
  'One row per answer slot of a form (fields and "{childId}-child-{index}" child slots): for a dropdown, the score of the option whose value the answer holds (a multiple selection, stored as a JSON array: the lowest score among its chosen options) and the field''s highest option score; null otherwise.';
