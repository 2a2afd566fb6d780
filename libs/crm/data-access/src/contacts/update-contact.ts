import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contact, ContactWrite } from '@inspection/crm-domain';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { crmKeys } from './crm-query-keys';
import { CONTACT_COLUMNS } from './get-contacts';

/** Name, email and number by id; a number another contact has is refused with 23505. */
export async function updateContact(id: string, values: ContactWrite, client: Client = defaultClient()): Promise<Contact> {
  const { data, error } = await client.from('contacts').update(values).eq('id', id).select(CONTACT_COLUMNS).single();
  if (error) throw error;
  return data;
}

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: ContactWrite }) => updateContact(id, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crmKeys.all }),
  });
}
