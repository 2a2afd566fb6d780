// The Audit Log tab's filters as the database function search_audit_log takes them. Days are business days:
// 'from' is its first instant in the business time zone, 'to' the first instant after it (both days included).
import { businessDayBounds } from '../time/business-time';
import { businessTimeZone } from '../time/business-zone';

export interface AuditFilters {
  /** A table name, '' for all. */
  table: string;
  /** An actor id, '' for everyone. */
  actorId: string;
  /** 'YYYY-MM-DD' or ''. */
  from: string;
  /** 'YYYY-MM-DD' or ''. */
  to: string;
  query: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { table: '', actorId: '', from: '', to: '', query: '' };

export interface AuditSearchArgs {
  p_table_name?: string;
  p_actor_id?: string;
  p_from?: string;
  p_to?: string;
  p_query?: string;
}

export function auditSearchArgs(filters: AuditFilters, timeZone = businessTimeZone()): AuditSearchArgs {
  const args: AuditSearchArgs = {};
  if (filters.table) args.p_table_name = filters.table;
  if (filters.actorId) args.p_actor_id = filters.actorId;
  if (filters.from) args.p_from = businessDayBounds(filters.from, timeZone).start;
  if (filters.to) args.p_to = businessDayBounds(filters.to, timeZone).end;
  if (filters.query.trim()) args.p_query = filters.query.trim();
  return args;
}
