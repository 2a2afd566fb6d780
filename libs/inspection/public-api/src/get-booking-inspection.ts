import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultClient, type Client } from '@inspection/supabase-client';
import type { Tables } from '@inspection/database-types';

/** Under the booking's keys, so invalidating a booking refreshes its inspection's state too. */
export const bookingInspectionKey = (bookingId: string) => ['bookings', 'inspection', bookingId] as const;

export type BookingInspection = Pick<Tables<'inspection_data'>, 'id' | 'form_id' | 'status' | 'is_published' | 'updated_at'>;

/** The booking's inspection data, or null. */
export async function getBookingInspection(bookingId: string, client: Client = defaultClient()): Promise<BookingInspection | null> {
  const { data, error } = await client
    .from('inspection_data')
    .select('id, form_id, status, is_published, updated_at')
    .eq('booking_id', bookingId)
    .maybeSingle();
  if (error) throw error;
  return data;
}

/** Shown state: published when is_published, else its status, else draft. */
export function inspectionState(inspection: BookingInspection | null): 'none' | 'draft' | 'in_progress' | 'published' | string {
  if (!inspection) return 'none';
  if (inspection.is_published) return 'published';
  return inspection.status || 'draft';
}

export function useBookingInspection(bookingId: string) {
  return useQuery(queryOptions({ queryKey: bookingInspectionKey(bookingId), queryFn: () => getBookingInspection(bookingId) }));
}
