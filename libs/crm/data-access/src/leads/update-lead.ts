import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lead, LeadWrite } from '@inspection/crm-domain';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { crmKeys } from '../contacts/crm-query-keys';

export async function updateLead(id: string, values: LeadWrite, client: Client = defaultClient()): Promise<Lead> {
  const { data, error } = await client.from('leads').update(values).eq('id', id).select('*').single();
  if (error) throw error;
  return data as Lead;
}

export function useUpdateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: LeadWrite }) => updateLead(id, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crmKeys.all }),
  });
}
