import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Contact, Lead, LeadWithContact } from '@inspection/crm-domain';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { crmKeys } from '../contacts/crm-query-keys';

type LeadRow = Lead & { contacts: Contact | null };

export function withContact({ contacts, ...lead }: LeadRow): LeadWithContact {
  return { ...lead, contact: contacts };
}

/** Every lead with its contact, newest first (one request). */
export async function getLeads(client: Client = defaultClient()): Promise<LeadWithContact[]> {
  const { data, error } = await client
    .from('leads')
    .select('*, contacts(id, full_name, phone_number, email, created_at)')
    .order('created_at', { ascending: false });
  if (error) throw error;
  return ((data ?? []) as LeadRow[]).map(withContact);
}

export const leadsQueryOptions = () => queryOptions({ queryKey: crmKeys.leads(), queryFn: () => getLeads() });

export function useLeads() {
  return useQuery(leadsQueryOptions());
}
