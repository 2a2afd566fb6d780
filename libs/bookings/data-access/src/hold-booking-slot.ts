import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defaultClient, type Client, jsonResult } from '@inspection/supabase-client';
import { bookingKeys } from './booking-query-keys';

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

export interface SlotHoldRequest {
  slotStart: string;
  inspectionTypeId: string;
  previousHoldId: string | null;
}

/** A refused hold means the time was taken meanwhile: the day's times are read again. */
export function useHoldBookingSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slotStart, inspectionTypeId, previousHoldId }: SlotHoldRequest) => holdBookingSlot(slotStart, inspectionTypeId, previousHoldId),
    onError: () => void queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
