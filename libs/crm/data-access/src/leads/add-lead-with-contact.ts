import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactWrite, Lead, LeadWrite } from '@inspection/crm-domain';
import { defaultClient, type Client, jsonArg, jsonResult } from '@inspection/supabase-client';
import { crmKeys } from '../contacts/crm-query-keys';

/**
 * The CRM's 'Add Lead': the lead goes to the contact with this number (however written), or to a new
 * contact created with it, in one transaction (RPC add_lead_with_contact).
 */
export async function addLeadWithContact(contact: ContactWrite, lead: LeadWrite, client: Client = defaultClient()): Promise<Lead> {
  const { data, error } = await client.rpc('add_lead_with_contact', { p_contact: jsonArg(contact), p_lead: jsonArg(lead) });
  if (error) throw error;
  return jsonResult<Lead>(data);
}

export function useAddLeadWithContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contact, lead }: { contact: ContactWrite; lead: LeadWrite }) => addLeadWithContact(contact, lead),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crmKeys.all }),
  });
}
