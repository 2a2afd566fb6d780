import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Contact } from '@inspection/crm-domain';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { crmKeys } from './crm-query-keys';

export const CONTACT_COLUMNS = 'id, full_name, phone_number, email, created_at';

/** All contacts, newest first. */
export async function getContacts(client: Client = defaultClient()): Promise<Contact[]> {
  const { data, error } = await client.from('contacts').select(CONTACT_COLUMNS).order('created_at', { ascending: false });
  if (error) throw error;
  return data ?? [];
}

export const contactsQueryOptions = () => queryOptions({ queryKey: crmKeys.contacts(), queryFn: () => getContacts() });

export function useContacts() {
  return useQuery(contactsQueryOptions());
}
