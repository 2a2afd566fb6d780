-- The conditions an inspector marks on a car part (the car diagram), each with the severity an inspector gives it,
-- which grades the part in the buyer's report (report_part_severity in reports-builder.sql;
-- docs/areas/inspection.md#car-diagram).

create table public.condition_codes (
  condition_code integer primary key,
  condition_name text not null unique,
  severity text not null default 'minor' constraint condition_codes_severity_valid check (severity in ('none', 'minor', 'moderate', 'major'))
);
comment on table public.condition_codes is
  'Damage or condition names an inspector can mark on a car part, listed in condition_code order.';
comment on column public.condition_codes.severity is
  'How bad the condition is, as the buyer''s report grades a part marked with it: none (not damage), minor (Low), moderate (Medium) or major (High, Critical Repairs Needed). Only admins set it.';

-- Severities are an admin's (docs/areas/inspection.md#car-diagram): setting or changing one through the API roles
-- needs app_metadata.role = 'admin' (42501 otherwise); staff may still add and rename conditions.
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

alter table public.condition_codes enable row level security;
create policy "Staff can read condition codes" on public.condition_codes for select to authenticated using ((select public.is_staff()));
create policy "Staff can add condition codes" on public.condition_codes for insert to authenticated with check ((select public.is_staff()) and not (select public.is_inspector()));
create policy "Staff can update condition codes" on public.condition_codes for update to authenticated using ((select public.is_staff()) and not (select public.is_inspector())) with check ((select public.is_staff()) and not (select public.is_inspector()));
create policy "Staff can delete condition codes" on public.condition_codes for delete to authenticated using ((select public.is_staff()) and not (select public.is_inspector()));

revoke insert, update, delete, truncate, references, trigger on public.condition_codes from anon;
