// After a booking is made: 'Booking Created Successfully!', a summary and the reference.
import { CheckCircle2 } from 'lucide-react';
import type { BookableInspectionType } from '@inspection/bookings-data-access';
import { Button, Card } from '@inspection/ui';
import { BookingSummary } from './booking-summary';
import type { WizardState } from '@inspection/bookings-domain';
import { useBookWords } from '../public-booking/i18n/book-words';

export interface BookingSuccessProps {
  reference: string;
  state: WizardState;
  type: BookableInspectionType | undefined;
  onAnother: () => void;
}

export function BookingSuccess({ reference, state, type, onAnother }: BookingSuccessProps) {
  const { t } = useBookWords();
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center gap-4 p-6 text-center sm:p-8">
      <CheckCircle2 className="size-14 text-emerald-600" aria-hidden="true" />
      <h2 className="text-2xl font-semibold text-slate-900">{t('success.title')}</h2>
      <p className="text-sm text-slate-600">
        {t('success.reference')}{' '}
        <strong className="font-mono text-base text-slate-900" data-testid="booking-reference">
          <bdi dir="ltr">{reference}</bdi>
        </strong>
      </p>
      <div className="w-full text-start">
        <BookingSummary
          bookingType={state.bookingType}
          type={type}
          location={state.location}
          directions={state.directions}
          slot={state.slot}
          isOverride={false}
        />
      </div>
      <p className="text-sm text-slate-600">{t('success.contact')}</p>
      <Button variant="outline" onClick={onAnother}>
        {t('success.another')}
      </Button>
    </Card>
  );
}
