// Step Date & Time: a calendar (past days disabled), a mini map of the place and 'Available Times'
// from get_available_slots. Customers cannot pick a booked time; admins see it in red and may
// override it after confirming, and see the day's bookings.
import { useState } from 'react';
import { Calendar } from '@inspection/ui/calendar';
import { MAP_SELECTED_ZOOM, isPastDay, type ChosenSlot, type LocationSelection } from '@inspection/bookings-domain';
import { businessDay, dayOfPickerDate, pickerDateOfDay } from '@inspection/shared-domain';
import { useAvailableSlots, useDayBookings, useSlotHolds } from '@inspection/bookings-data-access';
import { Card, ConfirmDialog } from '@inspection/ui';
import { BookingMap } from '../map/booking-map';
import { SlotGrid, isClosedSlot } from './slot-grid';
import { DayBookingsList } from './day-bookings-list';
import { InspectorPicker } from './inspector-picker';
import { useBookWords } from '../public-booking/i18n/book-words';
import { arabicCalendar } from './arabic-calendar';

export interface DateTimeStepProps {
  inspectionTypeId: string;
  location: LocationSelection | null;
  day: string | null;
  slot: ChosenSlot | null;
  isAdmin: boolean;
  /** Staff see customers' holds (no holds table for anonymous customers). */
  staff: boolean;
  excludeBookingId: string | null;
  /** A customer moving their booking through its link: the times it may move to (its own time free). */
  manageToken?: string;
  /** Staff's pick among the free inspectors (null: the database assigns). */
  inspectorId: string | null;
  onDay: (day: string) => void;
  onSlot: (slot: ChosenSlot, isOverride: boolean) => void;
  onInspector: (inspectorId: string | null) => void;
}

export function DateTimeStep(props: DateTimeStepProps) {
  const { inspectionTypeId, location, day, slot, isAdmin, staff, excludeBookingId, manageToken, inspectorId, onDay, onSlot, onInspector } = props;
  const today = businessDay(new Date());
  const { t, language, dir } = useBookWords();
  const slots = useAvailableSlots(day, inspectionTypeId, excludeBookingId, manageToken);
  const dayBookings = useDayBookings(day, isAdmin);
  const holds = useSlotHolds(day, staff);
  const [overrideCandidate, setOverrideCandidate] = useState<(ChosenSlot & { closed: boolean }) | null>(null);

  const anyAvailable = (slots.data ?? []).some((s) => s.is_available);
  // Nobody works that day: the business is closed, not booked up.
  const closedDay = (slots.data ?? []).length > 0 && (slots.data ?? []).every(isClosedSlot);

  return (
    <div className="grid gap-4 lg:grid-cols-[auto_1fr]">
      <div className="flex flex-col gap-4">
        <Card className="w-fit p-2">
          <Calendar
            selected={day ? pickerDateOfDay(day) : undefined}
            onSelect={(date) => date && onDay(dayOfPickerDate(date))}
            disabled={(date) => isPastDay(dayOfPickerDate(date), today)}
            required
            dir={dir}
            {...(language === 'ar' ? arabicCalendar : {})}
          />
        </Card>
        {location && (
          <BookingMap
            label={t('datetime.mapLabel')}
            latitude={location.latitude}
            longitude={location.longitude}
            zoom={MAP_SELECTED_ZOOM}
            marker
            className="h-40 w-full lg:w-[19rem]"
          />
        )}
      </div>
      <div className="flex flex-col gap-4">
        <section aria-labelledby="available-times">
          <h3 id="available-times" className="mb-2 text-sm font-semibold text-slate-900">
            {t('datetime.available')}
          </h3>
          {!day && <p className="text-sm text-slate-500">{t('datetime.chooseDate')}</p>}
          {day && slots.isPending && <p className="text-sm text-slate-500">{t('datetime.loading')}</p>}
          {day && slots.isError && <p className="text-sm text-red-600">{t('datetime.failed')}</p>}
          {day && slots.data && !anyAvailable && <p className="mb-2 text-sm text-slate-500">{t(closedDay ? 'datetime.closed' : 'datetime.none')}</p>}
          {day && slots.data && (anyAvailable || isAdmin) && (
            <SlotGrid
              slots={slots.data}
              chosen={slot}
              holds={holds.data ?? []}
              isAdmin={isAdmin}
              staff={staff}
              onPick={(choice) => onSlot(choice, false)}
              onOverride={(choice, closed) => setOverrideCandidate({ ...choice, closed })}
              labelledBy="available-times"
            />
          )}
        </section>
        {staff && slot && <InspectorPicker slot={slot} excludeBookingId={excludeBookingId} inspectorId={inspectorId} onInspector={onInspector} />}
        {isAdmin && day && <DayBookingsList bookings={dayBookings.data} />}
      </div>
      <ConfirmDialog
        open={overrideCandidate !== null}
        title={overrideCandidate?.closed ? 'Override Closed Time?' : 'Override Booked Slot?'}
        message={
          overrideCandidate?.closed
            ? 'No inspector works at this time. Book it anyway as an admin override?'
            : 'This time is already booked. Book it anyway as an admin override?'
        }
        confirmLabel="Override"
        onConfirm={() => {
          if (overrideCandidate) onSlot({ start: overrideCandidate.start, end: overrideCandidate.end }, true);
          setOverrideCandidate(null);
        }}
        onCancel={() => setOverrideCandidate(null)}
      />
    </div>
  );
}
