// The step on screen: Type, Location, Date & Time or Details (with the Booking Summary).
import { Suspense } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ChosenSlot, WizardEvent, WizardState, WizardStep } from '@inspection/bookings-domain';
import type { BookableInspectionType } from '@inspection/bookings-data-access';
import { Spinner } from '@inspection/ui';
import { TypeStep } from './type-step';
import { BookingSummary, DateTimeStep, DetailsStep, LocationStep, preloadLocationStep } from './step-components';

export interface WizardStepViewProps {
  step: WizardStep;
  state: WizardState;
  types: Pick<UseQueryResult<BookableInspectionType[]>, 'data' | 'isPending' | 'error'>;
  /** An admin on the staff console (never on /book). */
  isAdmin: boolean;
  /** Staff see customers' holds. */
  staff: boolean;
  send: (event: WizardEvent) => void;
  onSlot: (slot: ChosenSlot, isOverride: boolean) => void;
}

/**
 * The later steps load as their own chunks: a spinner while one arrives. The first step is in the page's own code
 * and outside any Suspense boundary: on /book it then hydrates with the page in one pass (a dehydrated boundary
 * would hydrate later, and a tap replayed on its cards before that could be lost).
 */
export function WizardStepView(props: WizardStepViewProps) {
  if (props.step === 'type') return <StepOnScreen {...props} />;
  return (
    <Suspense fallback={<Spinner />}>
      <StepOnScreen {...props} />
    </Suspense>
  );
}

function StepOnScreen({ step, state, types, isAdmin, staff, send, onSlot }: WizardStepViewProps) {
  switch (step) {
    case 'type':
      return (
        <TypeStep
          types={types.data}
          loading={types.isPending}
          error={types.error}
          selectedId={state.inspectionTypeId}
          onPreload={preloadLocationStep}
          onChoose={(inspectionTypeId) => send({ type: 'inspectionTypeChosen', inspectionTypeId })}
        />
      );
    case 'location':
      return (
        <LocationStep
          location={state.location}
          directions={state.directions}
          onLocation={(location) => send({ type: 'locationChosen', location })}
          onDirections={(directions) => send({ type: 'directionsChanged', directions })}
        />
      );
    case 'datetime':
      return state.inspectionTypeId ? (
        <DateTimeStep
          inspectionTypeId={state.inspectionTypeId}
          location={state.location}
          day={state.day}
          slot={state.slot}
          isAdmin={isAdmin}
          staff={staff}
          excludeBookingId={state.bookingId}
          inspectorId={state.inspectorId}
          onDay={(day) => send({ type: 'dayChosen', day })}
          onSlot={onSlot}
          onInspector={(inspectorId) => send({ type: 'inspectorChosen', inspectorId })}
        />
      ) : null;
    case 'details':
      return (
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
          <DetailsStep
            values={state.details}
            invalid={state.invalid}
            showLanguage={staff}
            ownDetails={!staff}
            onChange={(details) => send({ type: 'detailsChanged', details })}
          />
          <BookingSummary
            bookingType={state.bookingType}
            type={types.data?.find((t) => t.id === state.inspectionTypeId)}
            location={state.location}
            directions={state.directions}
            slot={state.slot}
            isOverride={isAdmin && state.isOverride}
          />
        </div>
      );
  }
}
