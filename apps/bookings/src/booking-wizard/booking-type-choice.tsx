// Create: two cards for the booking type. Edit: the 'Booking Type' toggle. Changing it starts again at step 1.
import { MapPin, Users } from 'lucide-react';
import type { BookingType } from '@inspection/bookings-domain';
import { cn, radioGroupKeys, radioTabIndex } from '@inspection/ui';
import { SegmentedToggle } from '../segmented-toggle/segmented-toggle';
import { useBookWords } from '../public-booking/i18n/book-words';

const TYPES = ['with_location', 'without_location'] as const;
const LABEL_KEYS = { with_location: 'bookingType.withLocation', without_location: 'bookingType.withoutLocation' } as const;

export function BookingTypeChoice({ value, onChange, edit }: { value: BookingType; onChange: (t: BookingType) => void; edit: boolean }) {
  const words = useBookWords();
  if (edit) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm font-medium text-slate-700">Booking Type</span>
        <SegmentedToggle
          label="Booking Type"
          options={[
            { value: 'with_location', label: 'With Location' },
            { value: 'without_location', label: 'Without Location' },
          ]}
          value={value}
          onChange={onChange}
        />
      </div>
    );
  }
  return (
    <div role="radiogroup" aria-label={words.t('bookingType.label')} className="grid gap-3 sm:grid-cols-2" {...radioGroupKeys(TYPES, value, onChange)}>
      {TYPES.map((t) => {
        const Icon = t === 'with_location' ? MapPin : Users;
        return (
          <button
            key={t}
            type="button"
            role="radio"
            aria-checked={value === t}
            tabIndex={radioTabIndex(TYPES, value, t)}
            onClick={() => value !== t && onChange(t)}
            className={cn(
              'flex items-center gap-3 rounded-xl border-2 p-4 text-start text-sm font-medium transition-colors',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2',
              value === t ? 'border-blue-600 bg-blue-50 text-blue-900' : 'border-slate-200 bg-white text-slate-700 hover:border-slate-300',
            )}
          >
            <Icon className="size-5 shrink-0" aria-hidden="true" />
            {words.t(LABEL_KEYS[t])}
          </button>
        );
      })}
    </div>
  );
}
