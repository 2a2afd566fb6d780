-- The audit trail covers the inspectors too (DESIGN.md, "audit trail"): issue 21 added the table (0040) while
-- issue 22 wrote the generic trigger (0051); this attaches it.
create trigger audit_row_change after insert or update or delete on public.inspectors
  for each row execute function public.audit_row_change();
