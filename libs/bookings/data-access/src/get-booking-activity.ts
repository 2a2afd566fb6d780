import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@inspection/shared-domain';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { bookingKeys } from './booking-query-keys';

/** The booking's Activity (its own changes, its inspection's and its report's), latest first. */
export async function getBookingActivity(id: string, client: Client = defaultClient()): Promise<AuditEntry[]> {
  const { data, error } = await client.rpc('get_row_activity', { p_table_name: 'bookings', p_row_id: id });
  if (error) throw error;
  return (data ?? []) as unknown as AuditEntry[];
}

export function bookingActivityQueryOptions(id: string) {
  return queryOptions({ queryKey: [...bookingKeys.detail(id), 'activity'], queryFn: () => getBookingActivity(id) });
}

export function useBookingActivity(id: string) {
  return useQuery(bookingActivityQueryOptions(id));
}
