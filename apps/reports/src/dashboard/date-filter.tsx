import { businessTodayPickerDate } from '@inspection/shared-domain';
import { CalendarDays, X } from 'lucide-react';
import { formatSelectedDate } from '@inspection/reports-domain';
import { Button } from '@inspection/ui';
import { DatePickerPopover } from '@inspection/ui/calendar';

export const ALL_DATES_TEXT = 'All dates';

/**
 * 'Filter by Date' (single-day calendar that opens on the business day, closes after a pick) and, once a day is
 * picked, 'Clear date filter' back to all dates: a touch-sized button (docs/areas/reports.md#reports-dashboard).
 */
export function DateFilter({ selectedDate, onChange }: { selectedDate: Date | null; onChange: (date: Date | null) => void }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <DatePickerPopover
        selected={selectedDate ?? undefined}
        onSelect={onChange}
        align="end"
        calendarProps={{ today: businessTodayPickerDate() }}
        trigger={
          <Button variant="outline">
            <CalendarDays aria-hidden="true" />
            Filter by Date
          </Button>
        }
      />
      <span className="text-sm text-slate-600" data-testid="selected-date" aria-live="polite">
        {selectedDate ? formatSelectedDate(selectedDate) : ALL_DATES_TEXT}
      </span>
      {selectedDate && (
        <Button variant="outline" size="sm" onClick={() => onChange(null)}>
          <X aria-hidden="true" />
          Clear date filter
        </Button>
      )}
    </div>
  );
}
