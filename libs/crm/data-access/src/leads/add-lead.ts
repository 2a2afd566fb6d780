import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lead, LeadWrite } from '@inspection/crm-domain';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { crmKeys } from '../contacts/crm-query-keys';

/** A lead for a known contact (contact detail's 'Add Lead'). */
export async function addLead(contactId: string, values: LeadWrite, client: Client = defaultClient()): Promise<Lead> {
  const { data, error } = await client.from('leads').insert({ ...values, contact_id: contactId }).select('*').single();
  if (error) throw error;
  return data as Lead;
}

export function useAddLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contactId, values }: { contactId: string; values: LeadWrite }) => addLead(contactId, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crmKeys.all }),
  });
}
