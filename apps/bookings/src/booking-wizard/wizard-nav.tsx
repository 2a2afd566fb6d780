// Back, and Next (enabled once the step's choice is made) or the submit on the Details step.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { canGoNext, currentStep, submitButtonLabel, type WizardMode, type WizardState } from '@inspection/bookings-domain';
import { Button } from '@inspection/ui';
import { useBookWords } from '../public-booking/i18n/book-words';

export interface WizardNavProps {
  mode: WizardMode;
  state: WizardState;
  onBack: () => void;
  onNext: () => void;
  onSubmit: () => void;
}

export function WizardNav({ mode, state, onBack, onNext, onSubmit }: WizardNavProps) {
  const { t } = useBookWords();
  // Edit is the console's (English); the public and create labels are the page's words.
  const submit = mode === 'edit' ? submitButtonLabel(mode, state) : t(state.bookingType === 'with_location' ? 'nav.confirm' : 'nav.submit');
  return (
    <div className="mt-6 flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
      <Button variant="outline" onClick={onBack} disabled={state.stepIndex === 0 || state.busy}>
        <ChevronLeft className="rtl:rotate-180" aria-hidden="true" /> {t('nav.back')}
      </Button>
      {currentStep(state) === 'details' ? (
        <Button onClick={onSubmit} loading={state.busy}>
          {submit}
        </Button>
      ) : (
        <Button onClick={onNext} disabled={!canGoNext(state)}>
          {t('nav.next')} <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
