import { defaultClient, type Client } from '@inspection/supabase-client';
import { jsonResult } from '@inspection/supabase-client';

export interface SlotHoldToken {
  id: string;
  slot_start: string;
  slot_end: string;
  expires_at: string;
}

/** A customer's 5-minute hold on a time (releasing their previous hold); 23P01 when taken. */
export async function holdBookingSlot(
  slotStart: string,
  inspectionTypeId: string,
  previousHoldId: string | null,
  client: Client = defaultClient(),
): Promise<SlotHoldToken> {
  const { data, error } = await client.rpc('hold_booking_slot', {
    p_slot_start: slotStart,
    p_inspection_type_id: inspectionTypeId,
    ...(previousHoldId ? { p_hold_id: previousHoldId } : {}),
  });
  if (error) throw error;
  return jsonResult<SlotHoldToken>(data);
}

export async function releaseBookingSlot(holdId: string, client: Client = defaultClient()): Promise<void> {
  const { error } = await client.rpc('release_booking_slot', { p_hold_id: holdId });
  if (error) throw error;
}
