// Who could take a time (get_free_inspectors): the inspectors free for the whole slot, in the order the
// database's assignment would choose them. The wizard and the edit page offer only these; office only.
import { useQuery } from '@tanstack/react-query';
import { defaultClient, type Client } from '@inspection/supabase-client';
import type { Database } from '@inspection/database-types';
import { bookingKeys } from './booking-query-keys';

export type FreeInspector = Database['public']['Functions']['get_free_inspectors']['Returns'][number];

export async function getFreeInspectors(start: string, end: string, excludeBookingId: string | null, client: Client = defaultClient()): Promise<FreeInspector[]> {
  const { data, error } = await client.rpc('get_free_inspectors', {
    p_start: start,
    p_end: end,
    ...(excludeBookingId ? { p_exclude_booking_id: excludeBookingId } : {}),
  });
  if (error) throw error;
  return data ?? [];
}

/** The free inspectors of the chosen time (staff only; nothing until a time is chosen). */
export function useFreeInspectors(slot: { start: string; end: string } | null, excludeBookingId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...bookingKeys.all, 'free-inspectors', slot?.start ?? null, slot?.end ?? null, excludeBookingId],
    queryFn: () => getFreeInspectors(slot!.start, slot!.end, excludeBookingId),
    enabled: enabled && slot !== null,
  });
}
