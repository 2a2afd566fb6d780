import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Contact } from '@inspection/crm-domain';
import { normalizePhone } from '@inspection/shared-domain';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { crmKeys } from './crm-query-keys';
import { CONTACT_COLUMNS } from './get-contacts';

/** The contact with this number however it is written (the database keeps one per normalised number), or null. */
export async function findContactByPhone(phone: string, client: Client = defaultClient()): Promise<Contact | null> {
  const key = normalizePhone(phone);
  if (!key) return null;
  const { data, error } = await client.from('contacts').select(CONTACT_COLUMNS).eq('phone_normalized', key).maybeSingle();
  if (error) throw error;
  return data;
}

/** The duplicate check while a number is typed; off until the number has at least 7 digits. */
export function useContactByPhone(phone: string) {
  const key = normalizePhone(phone);
  return useQuery(
    queryOptions({
      queryKey: crmKeys.contactByPhone(key),
      queryFn: () => findContactByPhone(key),
      enabled: key.replace(/\D/g, '').length >= 7,
      staleTime: 10_000,
    }),
  );
}
