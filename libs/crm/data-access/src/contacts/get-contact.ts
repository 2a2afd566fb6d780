import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Contact } from '@inspection/crm-domain';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { crmKeys } from './crm-query-keys';
import { CONTACT_COLUMNS } from './get-contacts';

/** One contact by id, or null when there is none. */
export async function getContact(id: string, client: Client = defaultClient()): Promise<Contact | null> {
  const { data, error } = await client.from('contacts').select(CONTACT_COLUMNS).eq('id', id).maybeSingle();
  if (error) throw error;
  return data;
}

export const contactQueryOptions = (id: string) => queryOptions({ queryKey: crmKeys.contact(id), queryFn: () => getContact(id) });

export function useContact(id: string) {
  return useQuery(contactQueryOptions(id));
}
