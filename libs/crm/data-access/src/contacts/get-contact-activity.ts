import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@inspection/shared-domain';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { crmKeys } from './crm-query-keys';

/** The contact's Activity (its own changes and its leads'), latest first. */
export async function getContactActivity(id: string, client: Client = defaultClient()): Promise<AuditEntry[]> {
  const { data, error } = await client.rpc('get_row_activity', { p_table_name: 'contacts', p_row_id: id });
  if (error) throw error;
  return (data ?? []) as unknown as AuditEntry[];
}

export function contactActivityQueryOptions(id: string) {
  return queryOptions({ queryKey: [...crmKeys.contact(id), 'activity'], queryFn: () => getContactActivity(id) });
}

export function useContactActivity(id: string) {
  return useQuery(contactActivityQueryOptions(id));
}
