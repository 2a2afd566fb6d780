// The Audit Log tab's reads: pages filtered in the database (search_audit_log, latest first, by id) with the names of
// the rows they refer to, the people in the log, and every filtered row for the CSV export.
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { auditSearchArgs, type AuditEntry, type AuditFilters } from '@inspection/shared-domain';
import { auditReferenceNames, defaultClient, type Client } from '@inspection/supabase-client';

export const AUDIT_PAGE_SIZE = 100;
/** The export reads at most this many rows (in pages of 1,000). */
export const AUDIT_EXPORT_LIMIT = 50_000;

export const auditKeys = {
  all: ['audit-log'] as const,
  search: (filters: AuditFilters) => [...auditKeys.all, 'search', filters] as const,
  actors: () => [...auditKeys.all, 'actors'] as const,
};

export async function searchAuditLog(filters: AuditFilters, beforeId: number | null, limit = AUDIT_PAGE_SIZE, client: Client = defaultClient()): Promise<AuditEntry[]> {
  const { data, error } = await client.rpc('search_audit_log', {
    ...auditSearchArgs(filters), ...(beforeId === null ? {} : { p_before_id: beforeId }), p_limit: limit,
  });
  if (error) throw error;
  return (data ?? []) as unknown as AuditEntry[];
}

export interface AuditLogPage {
  entries: AuditEntry[];
  /** Row id → name, for the inspectors, types, forms and contacts this page's changes refer to. */
  names: Record<string, string>;
}

export async function auditLogPage(filters: AuditFilters, beforeId: number | null, client: Client = defaultClient()): Promise<AuditLogPage> {
  const entries = await searchAuditLog(filters, beforeId, AUDIT_PAGE_SIZE, client);
  return { entries, names: await auditReferenceNames(entries, client) };
}

export function auditLogQueryOptions(filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: auditKeys.search(filters),
    queryFn: ({ pageParam }) => auditLogPage(filters, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: ({ entries }: AuditLogPage) => (entries.length < AUDIT_PAGE_SIZE ? undefined : entries[entries.length - 1].id),
  });
}

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery(auditLogQueryOptions(filters));
}

export interface AuditActor {
  actor_id: string;
  actor_email: string | null;
}

export async function getAuditActors(client: Client = defaultClient()): Promise<AuditActor[]> {
  const { data, error } = await client.rpc('audit_log_actors');
  if (error) throw error;
  return ((data ?? []) as AuditActor[]).sort((a, b) => (a.actor_email ?? '').localeCompare(b.actor_email ?? ''));
}

export function useAuditActors() {
  return useQuery(queryOptions({ queryKey: auditKeys.actors(), queryFn: () => getAuditActors() }));
}

/** Every row the filters match (up to AUDIT_EXPORT_LIMIT), latest first. */
export async function fetchAllAuditLog(filters: AuditFilters, client: Client = defaultClient()): Promise<AuditEntry[]> {
  const rows: AuditEntry[] = [];
  let before: number | null = null;
  while (rows.length < AUDIT_EXPORT_LIMIT) {
    const page = await searchAuditLog(filters, before, 1000, client);
    rows.push(...page);
    if (page.length < 1000) break;
    before = page[page.length - 1].id;
  }
  return rows;
}
