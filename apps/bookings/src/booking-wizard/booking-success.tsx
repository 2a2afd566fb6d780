// After a booking is made: 'Booking Created Successfully!', a summary and the reference.
import { CheckCircle2 } from 'lucide-react';
import type { BookableInspectionType } from '@inspection/bookings-data-access';
import { Button, Card } from '@inspection/ui';
import { BookingSummary } from './booking-summary';
import type { WizardState } from '@inspection/bookings-domain';

export interface BookingSuccessProps {
  reference: string;
  state: WizardState;
  type: BookableInspectionType | undefined;
  onAnother: () => void;
}

export function BookingSuccess({ reference, state, type, onAnother }: BookingSuccessProps) {
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center gap-4 p-6 text-center sm:p-8">
      <CheckCircle2 className="size-14 text-emerald-600" aria-hidden="true" />
      <h2 className="text-2xl font-semibold text-slate-900">Booking Created Successfully!</h2>
      <p className="text-sm text-slate-600">
        Your booking reference is <strong className="font-mono text-base text-slate-900" data-testid="booking-reference">{reference}</strong>
      </p>
      <div className="w-full text-left">
        <BookingSummary
          bookingType={state.bookingType}
          type={type}
          location={state.location}
          directions={state.directions}
          slot={state.slot}
          isOverride={false}
        />
      </div>
      <p className="text-sm text-slate-600">We will contact you soon to confirm your booking.</p>
      <Button variant="outline" onClick={onAnother}>
        Book another inspection
      </Button>
    </Card>
  );
}
