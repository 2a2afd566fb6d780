-- Condition severities (docs/areas/inspection.md#car-diagram): each condition in condition_codes has the severity an
-- inspector gives it, which admins edit in Tooling; a marked part's stored severity is its worst condition's, and a
-- part marked only with a condition that is not damage (Paint Protection Film) is no damage. Reports already stored
-- keep the severities they were built with.
alter table public.condition_codes
  add column severity text not null default 'minor' constraint condition_codes_severity_valid check (severity in ('none', 'minor', 'moderate', 'major'));
comment on column public.condition_codes.severity is
  'How bad the condition is, as the buyer''s report grades a part marked with it: none (not damage), minor (Low), moderate (Medium) or major (High, Critical Repairs Needed). Only admins set it.';

-- The seeded list's defaults.
update public.condition_codes c
   set severity = v.severity
  from (values ('Accident - Repainted', 'major'), ('Deep scratches', 'moderate'), ('Chipped', 'minor'),
               ('Minor scratches', 'minor'), ('Faded', 'minor'), ('Dented', 'moderate'),
               ('Paint Protection Film', 'none'), ('Painted', 'moderate')) as v (name, severity)
 where c.condition_name = v.name;

create function public.refuse_condition_severity_by_non_admin() returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if ((tg_op = 'INSERT' and new.severity <> 'minor') or (tg_op = 'UPDATE' and new.severity is distinct from old.severity))
     and current_user in ('anon', 'authenticated')
     and not is_admin() then
    raise exception using errcode = '42501', message = 'Only an admin can change a condition''s severity',
      hint = 'condition_severity_admin_only';
  end if;
  return new;
end;
$$;
comment on function public.refuse_condition_severity_by_non_admin() is
  'Trigger function: refuses (42501) a condition severity set or changed by anyone but an admin through the API roles.';
revoke execute on function public.refuse_condition_severity_by_non_admin() from public, anon;

create trigger refuse_condition_severity_by_non_admin before insert or update on public.condition_codes
  for each row execute function public.refuse_condition_severity_by_non_admin();

-- A part's severity: the worst of its conditions' severities in condition_codes (admins set them, Tooling's
-- condition severities page; docs/areas/inspection.md#car-diagram). A name not in the list keeps the word rule: a
-- word starting Crack or Broken is major, Scratched or Dent moderate, anything else minor. 'none' (not damage, such
-- as Paint Protection Film) when no condition is damage. libs/shared/car-parts' partSeverity is the same rule.
create or replace function public.report_part_severity(p_conditions jsonb) returns text
language sql
stable
set search_path = public, pg_temp
as $$
  select coalesce((array['none', 'minor', 'moderate', 'major'])[max(array_position(array['none', 'minor', 'moderate', 'major'], s.severity))], 'none')
    from jsonb_array_elements_text(p_conditions) as c(name)
   cross join lateral (
     select coalesce((select cc.severity from condition_codes cc where cc.condition_name = c.name),
                     case when c.name ~* '(^|[^a-z0-9_])(crack|broken)' then 'major'
                          when c.name ~* '(^|[^a-z0-9_])(scratched|dent)' then 'moderate'
                          else 'minor' end) as severity
   ) s
$$;
comment on function public.report_part_severity(jsonb) is
  'The stored severity of a marked part (minor, moderate or major; none when no condition is damage) from its condition names'' severities in condition_codes; a part takes its worst condition.';
revoke execute on function public.report_part_severity(jsonb) from public, anon;
grant execute on function public.report_part_severity(jsonb) to authenticated, service_role;

-- damage_data: each marked part with at least one damage condition (the lastUpdated stamp is not a part; a part
-- marked only with conditions that are not damage, such as Paint Protection Film, is left out).
create or replace function public.report_damage(p_marked_data jsonb) returns jsonb
language sql
stable
set search_path = public, pg_temp
as $$
  select coalesce(jsonb_object_agg(m.key, jsonb_build_object('conditions', c.conditions, 'severity', s.severity)), '{}'::jsonb)
    from jsonb_each(case when jsonb_typeof(p_marked_data) = 'object' then p_marked_data else '{}'::jsonb end) as m
   cross join lateral (select jsonb_agg(e order by o) as conditions
                         from jsonb_array_elements(case when jsonb_typeof(m.value) = 'array' then m.value else '[]'::jsonb end)
                              with ordinality as t(e, o)
                        where jsonb_typeof(e) = 'string') c
   cross join lateral (select public.report_part_severity(c.conditions) as severity) s
   where m.key <> 'lastUpdated' and c.conditions is not null and s.severity <> 'none'
$$;
comment on function public.report_damage(jsonb) is
  'A report''s damage_data from the part marks: {part: {conditions, severity}} for each part with a damage condition.';
revoke execute on function public.report_damage(jsonb) from public, anon;
grant execute on function public.report_damage(jsonb) to authenticated, service_role;
