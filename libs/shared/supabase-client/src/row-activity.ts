// A booking's or a contact's Activity (issue 22) with the names of the rows its changes refer to (issue 25: no ids
// shown to people): the entries, then, when they refer to any, one read of those names.
import { auditReferencedIds, type AuditEntry } from '@inspection/shared-domain';
import type { Client } from './supabase-client';

export interface RowActivity {
  entries: AuditEntry[];
  /** Row id → name, for the inspectors, types, forms and contacts the entries refer to. */
  names: Record<string, string>;
}

export async function getRowActivity(table: 'bookings' | 'contacts', rowId: string, client: Client): Promise<RowActivity> {
  const { data, error } = await client.rpc('get_row_activity', { p_table_name: table, p_row_id: rowId });
  if (error) throw error;
  const entries = (data ?? []) as unknown as AuditEntry[];
  const ids = auditReferencedIds(entries);
  if (ids.length === 0) return { entries, names: {} };
  const named = await client.rpc('audit_reference_names', { p_ids: ids });
  if (named.error) throw named.error;
  return { entries, names: Object.fromEntries((named.data ?? []).map((row) => [row.id, row.name])) };
}
