// Audit entries read with the names of the rows their changes refer to (no ids shown to people:
// docs/areas/audit.md#where-it-is-shown): a booking's or a contact's Activity, and each page of the Settings → Audit
// Log.
import { auditReferencedIds, type AuditEntry } from '@inspection/shared-domain';
import type { Client } from './supabase-client';

export interface RowActivity {
  entries: AuditEntry[];
  /** Row id → name, for the inspectors, types, forms and contacts the entries refer to. */
  names: Record<string, string>;
}

/** The names of the rows `entries` refer to, in one read (none when they refer to no row); RLS decides which. */
export async function auditReferenceNames(entries: readonly AuditEntry[], client: Client): Promise<Record<string, string>> {
  const ids = auditReferencedIds(entries);
  if (ids.length === 0) return {};
  const named = await client.rpc('audit_reference_names', { p_ids: ids });
  if (named.error) throw named.error;
  return Object.fromEntries((named.data ?? []).map((row) => [row.id, row.name]));
}

export async function getRowActivity(table: 'bookings' | 'contacts', rowId: string, client: Client): Promise<RowActivity> {
  const { data, error } = await client.rpc('get_row_activity', { p_table_name: table, p_row_id: rowId });
  if (error) throw error;
  const entries = (data ?? []) as unknown as AuditEntry[];
  return { entries, names: await auditReferenceNames(entries, client) };
}
