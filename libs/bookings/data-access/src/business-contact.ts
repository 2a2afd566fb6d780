// The business's name and phone as the customers' pages show them in their header (/book, /book/manage): one row of
// public.business_profile, which everyone may read (supabase/schemas/business-profile.sql).
import { useQuery } from '@tanstack/react-query';
import { isRecord } from '@inspection/shared-domain';
import { defaultClient, type Client } from '@inspection/supabase-client';

export interface BusinessContact {
  name: string;
  phone: string;
}

/** The profile's row (or a list of one, as /rest/v1 answers) as the header needs it; null without one. */
export function parseBusinessContact(data: unknown): BusinessContact | null {
  const row = Array.isArray(data) ? data[0] : data;
  if (!isRecord(row) || typeof row.name !== 'string' || typeof row.phone !== 'string') return null;
  return { name: row.name, phone: row.phone };
}

export async function getBusinessContact(client: Client = defaultClient()): Promise<BusinessContact | null> {
  const { data, error } = await client
    .from('business_profile' as never)
    .select('name, phone')
    .maybeSingle();
  if (error) throw error;
  return parseBusinessContact(data);
}

export const businessContactKey = ['business-profile', 'contact'] as const;

/** Read once per page: the server-rendered pages carry it, and it changes rarely. */
export function useBusinessContact() {
  return useQuery({ queryKey: businessContactKey, queryFn: () => getBusinessContact(), staleTime: Infinity, retry: false });
}
