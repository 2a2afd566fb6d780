// 'Reschedule': the same Date & Time step as /book (calendar and the day's times, closed hours left out, the
// booking's own time free: get_managed_day_slots), the chosen time held for the customer as /book holds it
// (use-slot-hold.ts), then 'Confirm new time' (reschedule_public_booking, which counts the caller's own hold as theirs). A refusal (taken meanwhile, too late to
// change) shows in the page's language and the times are read again.
import { Suspense, useState } from 'react';
import type { ChosenSlot } from '@inspection/bookings-domain';
import { useRescheduleManagedBooking, type ManagedBooking } from '@inspection/bookings-data-access';
import { Button } from '@inspection/ui';
import { DateTimeStep } from '../../booking-wizard/step-components';
import { useSlotHold } from '../../booking-wizard/use-slot-hold';
import { useBookWords } from '../i18n/book-words';
import { refusalText } from './refusal-text';

export interface ReschedulePanelProps {
  token: string;
  booking: ManagedBooking & { inspection_type_id: string };
  onDone: (slot: ChosenSlot) => void;
  onClose: () => void;
}

export function ReschedulePanel({ token, booking, onDone, onClose }: ReschedulePanelProps) {
  const words = useBookWords();
  const { t } = words;
  const [day, setDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<ChosenSlot | null>(null);
  const [refusal, setRefusal] = useState<unknown>(null);
  const reschedule = useRescheduleManagedBooking(token);
  const hold = useSlotHold();
  const pick = async (next: ChosenSlot) => {
    setRefusal(null);
    try {
      await hold.take(next.start, booking.inspection_type_id);
      setSlot(next);
    } catch (error) {
      setSlot(null);
      setRefusal(error);
    }
  };
  const confirm = () => {
    if (!slot) return;
    setRefusal(null);
    reschedule.mutate(slot.start, {
      onSuccess: () => {
        hold.forget();
        onDone(slot);
      },
      onError: setRefusal,
    });
  };
  return (
    <section aria-labelledby="reschedule-title" className="flex flex-col gap-4">
      <h2 id="reschedule-title" className="text-lg font-semibold text-slate-900">
        {t('manage.rescheduleTitle')}
      </h2>
      <Suspense fallback={<p className="text-sm text-slate-500">{t('datetime.loading')}</p>}>
        <DateTimeStep
          inspectionTypeId={booking.inspection_type_id}
          location={null}
          day={day}
          slot={slot}
          isAdmin={false}
          staff={false}
          excludeBookingId={null}
          manageToken={token}
          inspectorId={null}
          onDay={(next) => {
            setDay(next);
            setSlot(null);
            setRefusal(null);
            hold.giveBack();
          }}
          onSlot={(next) => void pick(next)}
          onInspector={() => undefined}
        />
      </Suspense>
      {refusal !== null && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {refusalText(words, refusal)}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button onClick={confirm} disabled={!slot || reschedule.isPending} aria-busy={reschedule.isPending || undefined}>
          {t('manage.confirmTime')}
        </Button>
        <Button variant="outline" onClick={onClose} disabled={reschedule.isPending}>
          {t('manage.keepTime')}
        </Button>
      </div>
    </section>
  );
}
