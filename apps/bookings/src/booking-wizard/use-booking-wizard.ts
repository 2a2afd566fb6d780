// Runs the booking wizard's state machine (wizardReducer in @inspection/domain) against the backend:
// the customer's hold on /book, the admin's overlap check, and the one write, through the
// data-access mutation hooks. Toasts repeat what the wizard shows under the step.
import { useReducer } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { bookingError, initialWizardState, overlapsToConfirm, releasesHeldSlot, reviewSubmit, shortBookingId, toPublicBookingRequest, wizardReducer, writeError, type BookingWithType, type BookingWrite, type ChosenSlot, type WizardEvent, type WizardMode, type WizardPrefill, type WizardState } from '@inspection/bookings-domain';
import { dayBookingsQueryOptions, useCreateBooking, useCreatePublicBooking, useUpdateBooking } from '@inspection/bookings-data-access';
import { toast } from '@inspection/ui';
import { useSlotHold } from './use-slot-hold';
import { errorText, useBookWords } from '../public-booking/i18n/book-words';

export interface WizardResult {
  id: string;
  reference: string;
  state: WizardState;
}

interface Options {
  mode: WizardMode;
  booking?: BookingWithType;
  /** Create: 'Book inspection' on a CRM lead. */
  prefill?: WizardPrefill | null;
  onDone: (result: WizardResult) => void;
}

export function useBookingWizard({ mode, booking, prefill, onDone }: Options) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(wizardReducer, booking, (b) => initialWizardState(b, prefill));
  const slotHold = useSlotHold();
  const create = useCreateBooking();
  const update = useUpdateBooking(booking?.id ?? '');
  const createPublic = useCreatePublicBooking();
  // /book speaks the customer's language (its messages are written in it too); the console's wizard is English.
  const words = useBookWords();

  const send = (event: WizardEvent) => {
    if (releasesHeldSlot(state, event)) slotHold.giveBack();
    dispatch(event);
  };

  /** Staff take the time as it is; a customer's time is held first. */
  const chooseSlot = async (slot: ChosenSlot, isOverride: boolean) => {
    if (mode !== 'public') return dispatch({ type: 'slotChosen', slot, isOverride });
    try {
      await slotHold.take(slot.start, state.inspectionTypeId!);
      dispatch({ type: 'slotChosen', slot, isOverride: false });
    } catch (e) {
      dispatch({ type: 'slotHoldFailed' });
      toast.error(errorText(words, bookingError(e)));
    }
  };

  const save = async (values: BookingWrite): Promise<{ id: string; reference: string }> => {
    if (mode === 'edit') {
      await update.mutateAsync(values);
      return { id: booking!.id, reference: shortBookingId(booking!.id) };
    }
    if (mode === 'public') return createPublic.mutateAsync(toPublicBookingRequest(state, { ...values, language: words.language }, slotHold.current()));
    const created = await create.mutateAsync(values);
    return { id: created.id, reference: shortBookingId(created.id) };
  };

  const write = async (values: BookingWrite) => {
    try {
      const result = await save(values);
      slotHold.forget();
      dispatch({ type: 'writeSucceeded' });
      onDone({ ...result, state });
    } catch (e) {
      const error = writeError(mode, e);
      if (error.key === 'errors.slotTaken') slotHold.forget();
      dispatch({ type: 'writeFailed', error });
      toast.error(errorText(words, error));
    }
  };

  const submit = async () => {
    const review = reviewSubmit(state, new Date(), mode);
    dispatch({ type: 'submitReviewed', review });
    if (review.outcome === 'refused') return void toast.error(errorText(words, review.error));
    if (review.outcome === 'checkOverlaps') {
      try {
        const clashes = overlapsToConfirm(state, await queryClient.fetchQuery(dayBookingsQueryOptions(review.day)));
        if (clashes.length > 0) return dispatch({ type: 'overlapsFound', bookings: clashes });
      } catch (e) {
        return dispatch({ type: 'overlapCheckFailed', error: bookingError(e) });
      }
    }
    await write(review.write);
  };

  /** 'Yes, Book Anyway' */
  const confirmOverlaps = () => {
    const review = reviewSubmit(state, new Date(), mode);
    if (review.outcome === 'refused') return;
    dispatch({ type: 'overlapsConfirmed' });
    void write(review.write);
  };

  return { state, send, chooseSlot, submit, confirmOverlaps };
}
