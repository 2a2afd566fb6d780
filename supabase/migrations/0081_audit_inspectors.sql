-- The audit trail covers the inspectors too (docs/areas/audit.md#what-is-recorded): 0040 added the table
-- while 0051 wrote the generic trigger; this attaches it.
create trigger audit_row_change after insert or update or delete on public.inspectors
  for each row execute function public.audit_row_change();
