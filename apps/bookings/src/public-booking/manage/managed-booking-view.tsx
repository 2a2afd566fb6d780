// The customer's booking with its two actions, 'Reschedule' and 'Cancel booking', one open at a time, and the
// outcome of the last change (the new time, or cancelled). A cancelled or finished booking offers neither.
import { useState } from 'react';
import { CalendarClock, CheckCircle2, XCircle } from 'lucide-react';
import type { ChosenSlot } from '@inspection/bookings-domain';
import type { ManagedBooking } from '@inspection/bookings-data-access';
import { formatBusinessLongDate, formatTimeRange } from '@inspection/shared-domain';
import { Button, Card } from '@inspection/ui';
import { useBookWords } from '../i18n/book-words';
import { BookingFacts } from './booking-facts';
import { CancelPanel } from './cancel-panel';
import { ReschedulePanel } from './reschedule-panel';

type Open = 'none' | 'reschedule' | 'cancel';
type Outcome = { kind: 'rescheduled'; slot: ChosenSlot } | { kind: 'cancelled' } | null;

/** Statuses a customer may still change (a booking being inspected, done or cancelled is the office's). */
const CHANGEABLE = new Set(['scheduled', 'pending', 'confirmed']);

export function ManagedBookingView({ token, booking }: { token: string; booking: ManagedBooking }) {
  const { t, language } = useBookWords();
  const [open, setOpen] = useState<Open>('none');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const changeable = CHANGEABLE.has(booking.status) && outcome?.kind !== 'cancelled';
  const typeId = booking.inspection_type_id;
  return (
    <div className="flex flex-col gap-4">
      {outcome && (
        <div role="status" className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
          {outcome.kind === 'rescheduled' ? (
            <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          ) : (
            <XCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          )}
          <div>
            <h2 className="font-semibold">{outcome.kind === 'rescheduled' ? t('manage.rescheduledTitle') : t('manage.cancelledTitle')}</h2>
            <p className="text-sm">
              {outcome.kind === 'rescheduled'
                ? t('manage.rescheduledText', {
                    date: formatBusinessLongDate(outcome.slot.start, undefined, language),
                    time: formatTimeRange(outcome.slot.start, outcome.slot.end, undefined, language),
                  })
                : t('manage.cancelledText')}
            </p>
          </div>
        </div>
      )}
      <Card className="p-4 sm:p-6">
        <BookingFacts booking={booking} />
      </Card>
      {changeable && open === 'none' && (
        <div className="flex flex-wrap gap-3">
          {typeId && booking.start_time && (
            <Button onClick={() => setOpen('reschedule')}>
              <CalendarClock aria-hidden="true" />
              {t('manage.reschedule')}
            </Button>
          )}
          <Button variant="outline" className="border-red-300 text-red-700 hover:bg-red-50" onClick={() => setOpen('cancel')}>
            {t('manage.cancel')}
          </Button>
        </div>
      )}
      {changeable && open !== 'none' && (
        <Card className="p-4 sm:p-6">
          {open === 'reschedule' && typeId ? (
            <ReschedulePanel
              token={token}
              booking={{ ...booking, inspection_type_id: typeId }}
              onDone={(slot) => {
                setOutcome({ kind: 'rescheduled', slot });
                setOpen('none');
              }}
              onClose={() => setOpen('none')}
            />
          ) : (
            <CancelPanel
              token={token}
              reference={booking.reference}
              onDone={() => {
                setOutcome({ kind: 'cancelled' });
                setOpen('none');
              }}
              onClose={() => setOpen('none')}
            />
          )}
        </Card>
      )}
    </div>
  );
}
