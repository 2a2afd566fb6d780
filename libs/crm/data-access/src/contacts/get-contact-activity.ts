import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultClient, getRowActivity, type Client, type RowActivity } from '@inspection/supabase-client';
import { crmKeys } from './crm-query-keys';

/** The contact's Activity (its own changes and its leads'), latest first, with the names it refers to. */
export function getContactActivity(id: string, client: Client = defaultClient()): Promise<RowActivity> {
  return getRowActivity('contacts', id, client);
}

export function contactActivityQueryOptions(id: string) {
  return queryOptions({ queryKey: [...crmKeys.contact(id), 'activity'], queryFn: () => getContactActivity(id) });
}

export function useContactActivity(id: string) {
  return useQuery(contactActivityQueryOptions(id));
}
