// Back, and Next (enabled once the step's choice is made) or the submit on the Details step.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { canGoNext, currentStep, submitButtonLabel, type WizardMode, type WizardState } from '@inspection/bookings-domain';
import { Button } from '@inspection/ui';

export interface WizardNavProps {
  mode: WizardMode;
  state: WizardState;
  onBack: () => void;
  onNext: () => void;
  onSubmit: () => void;
}

export function WizardNav({ mode, state, onBack, onNext, onSubmit }: WizardNavProps) {
  return (
    <div className="mt-6 flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
      <Button variant="outline" onClick={onBack} disabled={state.stepIndex === 0 || state.busy}>
        <ChevronLeft aria-hidden="true" /> Back
      </Button>
      {currentStep(state) === 'details' ? (
        <Button onClick={onSubmit} loading={state.busy}>
          {submitButtonLabel(mode, state)}
        </Button>
      ) : (
        <Button onClick={onNext} disabled={!canGoNext(state)}>
          Next <ChevronRight aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
