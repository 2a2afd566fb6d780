// The booking form for staff (create and edit) and for customers on /book: the booking type, then
// the steps one by one, then one write. A clash (23P01) always reads as the slot text.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { SLOT_TAKEN_MESSAGE, bookingErrorMessage, canLeaveStep, missingChoiceMessage, overlappingBookings, submitLabel, validateBookingDetails, wizardSteps, type BookingDetailsValues, type BookingType, type BookingWithType } from '@inspection/bookings-domain';
import { bookingKeys, createBooking, createPublicBooking, getDayBookings, holdBookingSlot, releaseBookingSlot, updateBooking, useBookableInspectionTypes } from '@inspection/bookings-data-access';
import { Button, Card, toast } from '@inspection/ui';
import { BookingTypeChoice } from './booking-type-choice';
import { StepIndicator } from './step-indicator';
import { TypeStep } from './type-step';
import { LocationStep } from './location-step';
import { DateTimeStep } from './datetime-step';
import { DetailsStep } from './details-step';
import { BookingSummary } from './booking-summary';
import { OverlapDialog } from './overlap-dialog';
import { initialWizardState, toBookingWrite, type ChosenSlot, type WizardState } from './wizard-state';

export type WizardMode = 'create' | 'edit' | 'public';

export interface BookingWizardProps {
  mode: WizardMode;
  /** Edit: the booking to prefill. */
  booking?: BookingWithType;
  isAdmin: boolean;
  /** Create: the new booking's id; public: its id and reference; edit: the booking's id. */
  onDone: (result: { id: string; reference: string; state: WizardState }) => void;
}

export function BookingWizard({ mode, booking, isAdmin, onDone }: BookingWizardProps) {
  const queryClient = useQueryClient();
  const isPublic = mode === 'public';
  const admin = isAdmin && !isPublic;
  const types = useBookableInspectionTypes(isPublic);
  const [state, setState] = useState<WizardState>(() => initialWizardState(booking));
  const [invalid, setInvalid] = useState<(keyof BookingDetailsValues)[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [overlapping, setOverlapping] = useState<BookingWithType[] | null>(null);
  const holdId = useRef<string | null>(null);

  const steps = wizardSteps(state.bookingType);
  const step = steps[Math.min(state.stepIndex, steps.length - 1)];
  const chosenType = types.data?.find((t) => t.id === state.inspectionTypeId);
  const choice = { inspectionTypeId: state.inspectionTypeId, location: state.location, directions: state.directions, day: state.day, slotStart: state.slot?.start ?? null };
  const update = (patch: Partial<WizardState>) => setState((s) => ({ ...s, ...patch }));

  const releaseHold = () => {
    if (holdId.current) void releaseBookingSlot(holdId.current).catch(() => undefined);
    holdId.current = null;
  };
  // A customer who leaves the page gives the time back.
  useEffect(() => () => releaseHold(), []);

  const refreshSlots = () => queryClient.invalidateQueries({ queryKey: bookingKeys.all });

  const changeBookingType = (bookingType: BookingType) => {
    releaseHold();
    setError(null);
    update({ bookingType, stepIndex: 0 });
  };

  const chooseType = (id: string) => {
    // A different type lasts differently: the chosen time is chosen again.
    if (id !== state.inspectionTypeId) {
      releaseHold();
      update({ inspectionTypeId: id, slot: null, isOverride: false, stepIndex: 1 });
    } else update({ stepIndex: 1 });
  };

  const chooseDay = (day: string) => {
    releaseHold();
    update({ day, slot: null, isOverride: false });
  };

  const chooseSlot = async (slot: ChosenSlot, isOverride: boolean) => {
    setError(null);
    if (!isPublic) {
      update({ slot, isOverride });
      return;
    }
    try {
      const hold = await holdBookingSlot(slot.start, state.inspectionTypeId!, holdId.current);
      holdId.current = hold.id;
      update({ slot, isOverride: false });
    } catch (e) {
      holdId.current = null;
      update({ slot: null });
      toast.error(bookingErrorMessage(e));
      void refreshSlots();
    }
  };

  const write = async (values: ReturnType<typeof toBookingWrite>) => {
    setBusy(true);
    try {
      if (mode === 'edit') {
        await updateBooking(booking!.id, values);
        onDone({ id: booking!.id, reference: booking!.id.slice(0, 8), state });
      } else if (isPublic) {
        const { is_override: _override, end_time: _end, ...rest } = values;
        const result = await createPublicBooking({ ...rest, booking_type: state.bookingType, hold_id: holdId.current });
        holdId.current = null;
        onDone({ ...result, state });
      } else {
        const created = await createBooking(values);
        onDone({ id: created.id, reference: created.id.slice(0, 8), state });
      }
      void refreshSlots();
    } catch (e) {
      const message = bookingErrorMessage(e, mode === 'edit' ? 'Failed to update booking' : 'Failed to process booking');
      setError(message);
      toast.error(message);
      if (message === SLOT_TAKEN_MESSAGE) {
        holdId.current = null;
        update({ slot: null, isOverride: false, stepIndex: steps.indexOf('datetime') });
        void refreshSlots();
      }
    } finally {
      setBusy(false);
      setOverlapping(null);
    }
  };

  const submit = async () => {
    setError(null);
    const checked = validateBookingDetails(state.details);
    if (!checked.ok) {
      setInvalid(checked.fields);
      setError(checked.message);
      toast.error(checked.message);
      return;
    }
    setInvalid([]);
    const missing = missingChoiceMessage(state.bookingType, choice);
    if (missing) {
      setError(missing);
      toast.error(missing);
      return;
    }
    const values = toBookingWrite(state, checked.values);
    if (values.is_override && state.slot && state.day) {
      setBusy(true);
      try {
        const dayBookings = await getDayBookings(state.day);
        const clashes = overlappingBookings(state.slot.start, state.slot.end, dayBookings, booking?.id);
        if (clashes.length > 0) {
          setOverlapping(clashes);
          return;
        }
      } catch (e) {
        setError(bookingErrorMessage(e));
        return;
      } finally {
        setBusy(false);
      }
    }
    await write(values);
  };

  const next = () => update({ stepIndex: Math.min(state.stepIndex + 1, steps.length - 1) });
  const back = () => update({ stepIndex: Math.max(state.stepIndex - 1, 0) });

  return (
    <div className="flex flex-col gap-5">
      <BookingTypeChoice value={state.bookingType} onChange={changeBookingType} edit={mode === 'edit'} />
      <StepIndicator steps={steps} current={state.stepIndex} />
      <Card className="p-4 sm:p-6">
        {step === 'type' && (
          <TypeStep types={types.data} loading={types.isPending} error={types.error} selectedId={state.inspectionTypeId} onChoose={chooseType} />
        )}
        {step === 'location' && (
          <LocationStep
            location={state.location}
            directions={state.directions}
            onLocation={(location) => update({ location })}
            onDirections={(directions) => update({ directions })}
          />
        )}
        {step === 'datetime' && state.inspectionTypeId && (
          <DateTimeStep
            inspectionTypeId={state.inspectionTypeId}
            location={state.location}
            day={state.day}
            slot={state.slot}
            isAdmin={admin}
            staff={!isPublic}
            excludeBookingId={booking?.id ?? null}
            onDay={chooseDay}
            onSlot={(slot, isOverride) => void chooseSlot(slot, isOverride)}
          />
        )}
        {step === 'details' && (
          <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
            <DetailsStep values={state.details} invalid={invalid} onChange={(details) => update({ details })} />
            <BookingSummary
              bookingType={state.bookingType}
              type={chosenType}
              location={state.location}
              directions={state.directions}
              slot={state.slot}
              isOverride={admin && state.isOverride}
            />
          </div>
        )}
        {error && (
          <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="mt-6 flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <Button variant="outline" onClick={back} disabled={state.stepIndex === 0 || busy}>
            <ChevronLeft aria-hidden="true" /> Back
          </Button>
          {step === 'details' ? (
            <Button onClick={() => void submit()} loading={busy}>
              {mode === 'edit' ? 'Update Booking' : submitLabel(state.bookingType)}
            </Button>
          ) : (
            <Button onClick={next} disabled={!canLeaveStep(step, choice)}>
              Next <ChevronRight aria-hidden="true" />
            </Button>
          )}
        </div>
      </Card>
      <OverlapDialog
        overlapping={overlapping}
        busy={busy}
        onConfirm={() => {
          const checked = validateBookingDetails(state.details);
          if (checked.ok) void write(toBookingWrite(state, checked.values));
        }}
        onCancel={() => setOverlapping(null)}
      />
    </div>
  );
}
