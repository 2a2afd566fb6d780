import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contact, ContactWrite } from '@inspection/crm-domain';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { crmKeys } from './crm-query-keys';
import { CONTACT_COLUMNS } from './get-contacts';

export async function createContact(values: ContactWrite, client: Client = defaultClient()): Promise<Contact> {
  const { data, error } = await client.from('contacts').insert(values).select(CONTACT_COLUMNS).single();
  if (error) throw error;
  return data;
}

export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ContactWrite) => createContact(values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crmKeys.all }),
  });
}
