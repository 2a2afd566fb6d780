import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lead } from '@inspection/crm-domain';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { crmKeys } from '../contacts/crm-query-keys';

/** One contact's leads history, newest first. */
export async function getContactLeads(contactId: string, client: Client = defaultClient()): Promise<Lead[]> {
  const { data, error } = await client.from('leads').select('*').eq('contact_id', contactId).order('created_at', { ascending: false });
  if (error) throw error;
  return (data ?? []) as Lead[];
}

export const contactLeadsQueryOptions = (contactId: string) =>
  queryOptions({ queryKey: crmKeys.contactLeads(contactId), queryFn: () => getContactLeads(contactId) });

/** Off while there is no contact id. */
export function useContactLeads(contactId: string) {
  return useQuery({ ...contactLeadsQueryOptions(contactId), enabled: contactId !== '' });
}
