// A contact's bookings and their reports, in one call (public.contact_bookings: by the contact's leads, number or
// email; docs/areas/crm.md#bookings-and-reports).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultClient, jsonResult, type Client } from '@inspection/supabase-client';
import { crmKeys } from './crm-query-keys';

export interface ContactBooking {
  id: string;
  start_time: string | null;
  status: string;
  vehicle_make: string;
  vehicle_model: string;
  vehicle_year: number | null;
  inspection_type: string | null;
  lead_id: string | null;
  report_published: boolean;
  overall_score: number | null;
}

export async function getContactBookings(contactId: string, client: Client = defaultClient()): Promise<ContactBooking[]> {
  const { data, error } = await client.rpc('contact_bookings', { p_contact_id: contactId });
  if (error) throw error;
  return jsonResult<ContactBooking[] | null>(data) ?? [];
}

export function useContactBookings(contactId: string) {
  return useQuery(queryOptions({ queryKey: crmKeys.contactBookings(contactId), queryFn: () => getContactBookings(contactId) }));
}
