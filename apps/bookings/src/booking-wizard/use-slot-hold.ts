// On /book the customer's chosen time is held for them (hold_booking_slot, 5 minutes) until they book
// it, choose another, or give it back: another day, inspection type or booking type, or leaving the page.
import { useCallback, useEffect, useRef } from 'react';
import { useHoldBookingSlot, useReleaseBookingSlot } from '@inspection/bookings-data-access';

export function useSlotHold() {
  const holdId = useRef<string | null>(null);
  const { mutateAsync: hold } = useHoldBookingSlot();
  const { mutate: release } = useReleaseBookingSlot();

  const giveBack = useCallback(() => {
    if (holdId.current) release(holdId.current);
    holdId.current = null;
  }, [release]);
  useEffect(() => () => giveBack(), [giveBack]);

  return {
    /** Holds the time, replacing the customer's previous hold; throws (23P01) when it is taken. */
    take: async (slotStart: string, inspectionTypeId: string) => {
      try {
        holdId.current = (await hold({ slotStart, inspectionTypeId, previousHoldId: holdId.current })).id;
      } catch (e) {
        holdId.current = null;
        throw e;
      }
    },
    giveBack,
    /** The hold a booking request carries. */
    current: () => holdId.current,
    /** The hold was used by the booking, or is gone with its time: nothing to give back. */
    forget: () => {
      holdId.current = null;
    },
  };
}
