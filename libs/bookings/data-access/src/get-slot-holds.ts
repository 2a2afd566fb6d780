import { queryOptions, useQuery } from '@tanstack/react-query';
import { businessDayBounds } from '@inspection/shared-domain';
import { defaultClient, type Client } from '@inspection/supabase-client';
import { bookingKeys } from './booking-query-keys';
import type { Tables } from '@inspection/database-types';

export type SlotHold = Pick<Tables<'booking_slot_holds'>, 'id' | 'slot_start' | 'slot_end' | 'expires_at'>;

/** Times customers on /book are holding on a day (staff only; holds carry no customer data). */
export async function getSlotHolds(day: string, client: Client = defaultClient()): Promise<SlotHold[]> {
  const { start, end } = businessDayBounds(day);
  const { data, error } = await client
    .from('booking_slot_holds')
    .select('id, slot_start, slot_end, expires_at')
    .lt('slot_start', end)
    .gt('slot_end', start)
    .gt('expires_at', new Date().toISOString())
    .order('slot_start');
  if (error) throw error;
  return data ?? [];
}

export function useSlotHolds(day: string | null, enabled: boolean) {
  return useQuery(
    queryOptions({ queryKey: bookingKeys.holds(day ?? ''), queryFn: () => getSlotHolds(day!), enabled: enabled && day !== null }),
  );
}
