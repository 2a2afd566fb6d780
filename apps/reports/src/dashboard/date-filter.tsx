import { businessTodayPickerDate } from '@inspection/shared-domain';
import { CalendarDays } from 'lucide-react';
import { formatSelectedDate } from '@inspection/reports-domain';
import { Button } from '@inspection/ui';
import { DatePickerPopover } from '@inspection/ui/calendar';

/** 'Filter by Date' (single-day calendar, closes after a pick) and 'Clear date filter' (back to today). */
export function DateFilter({ selectedDate, onChange }: { selectedDate: Date; onChange: (date: Date) => void }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <DatePickerPopover
        selected={selectedDate}
        onSelect={onChange}
        align="end"
        trigger={
          <Button variant="outline">
            <CalendarDays aria-hidden="true" />
            Filter by Date
          </Button>
        }
      />
      <span className="text-sm text-slate-600" data-testid="selected-date">
        {formatSelectedDate(selectedDate)}
      </span>
      <Button variant="link" size="sm" className="px-1" onClick={() => onChange(businessTodayPickerDate())}>
        Clear date filter
      </Button>
    </div>
  );
}
