// The booking form for staff (create and edit) and for customers on /book: the booking type, then
// the steps one by one, then one write. The rules are wizardReducer's (@inspection/domain); the
// requests are useBookingWizard's; this is the view.
import { useEffect, useRef } from 'react';
import { currentStep, stepsOf, type BookingWithType, type WizardMode, type WizardPrefill } from '@inspection/bookings-domain';
import { useBookableInspectionTypes } from '@inspection/bookings-data-access';
import { Card } from '@inspection/ui';
import { BookingTypeChoice } from './booking-type-choice';
import { StepHeading, StepIndicator } from './step-indicator';
import { WizardStepView } from './wizard-step-view';
import { WizardNav } from './wizard-nav';
import { OverlapDialog } from './overlap-dialog';
import { useBookingWizard, type WizardResult } from './use-booking-wizard';
import { errorText, useBookWords } from '../public-booking/i18n/book-words';

export interface BookingWizardProps {
  mode: WizardMode;
  /** Edit: the booking to prefill. */
  booking?: BookingWithType;
  /** Create: 'Book inspection' on a CRM lead (its details and the lead the booking is written with). */
  prefill?: WizardPrefill | null;
  isAdmin: boolean;
  /** Create: the new booking's id; public: its id and reference; edit: the booking's id. */
  onDone: (result: WizardResult) => void;
}

export function BookingWizard({ mode, booking, prefill, isAdmin, onDone }: BookingWizardProps) {
  const isPublic = mode === 'public';
  const types = useBookableInspectionTypes(isPublic);
  const { state, send, chooseSlot, submit, confirmOverlaps } = useBookingWizard({ mode, booking, prefill, onDone });
  const step = currentStep(state);
  const words = useBookWords();
  const card = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // A new step moves focus to its heading when focus was on the step that left (or fell to the body), not when the
  // person is choosing the booking type above it.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const focused = document.activeElement;
    if (!focused || focused === document.body || card.current?.contains(focused)) heading.current?.focus();
  }, [step]);

  return (
    <div className="flex flex-col gap-5">
      <BookingTypeChoice value={state.bookingType} onChange={(bookingType) => send({ type: 'bookingTypeChanged', bookingType })} edit={mode === 'edit'} />
      <StepIndicator steps={stepsOf(state)} current={state.stepIndex} />
      <Card ref={card} className="p-4 sm:p-6">
        <StepHeading step={step} ref={heading} />
        <WizardStepView
          step={step}
          state={state}
          types={types}
          isAdmin={isAdmin && !isPublic}
          staff={!isPublic}
          send={send}
          onSlot={(slot, isOverride) => void chooseSlot(slot, isOverride)}
        />
        {state.error && (
          <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
            {errorText(words, state.error)}
          </p>
        )}
        <WizardNav mode={mode} state={state} onBack={() => send({ type: 'back' })} onNext={() => send({ type: 'next' })} onSubmit={() => void submit()} />
      </Card>
      <OverlapDialog overlapping={state.overlapping} busy={state.busy} onConfirm={confirmOverlaps} onCancel={() => send({ type: 'overlapsDismissed' })} />
    </div>
  );
}
