// Start and end date pickers (the start cannot pass the end, nor the end the start) and Refresh.
import type { ComponentProps } from 'react';
import { CalendarDays, RefreshCw } from 'lucide-react';
import { format } from 'date-fns';
import { withEnd, withStart, type CallLogRange } from '@inspection/calllogs-domain';
import { dayOfPickerDate, pickerDateOfDay } from '@inspection/shared-domain';
import { Button } from '@inspection/ui';
import { DatePickerPopover } from '@inspection/ui/calendar';

// The popover's trigger (Radix asChild): its handlers and ref arrive as props and go to the button.
function PickerButton({ label, date, testId, ...triggerProps }: { label: string; date: Date; testId: string } & ComponentProps<typeof Button>) {
  return (
    <Button variant="outline" className="justify-start" {...triggerProps} aria-label={`${label}: ${format(date, 'MMM d, yyyy')}`} data-testid={testId}>
      <CalendarDays aria-hidden="true" />
      <span className="text-slate-500">{label}</span>
      <span>{format(date, 'MMM d, yyyy')}</span>
    </Button>
  );
}

export function DateRangeBar({
  range,
  onChange,
  onRefresh,
  refreshing,
}: {
  range: CallLogRange;
  onChange: (range: CallLogRange) => void;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  // The pickers show business days as calendar dates (the range itself is in the business zone).
  const startDate = pickerDateOfDay(range.startDay);
  const endDate = pickerDateOfDay(range.endDay);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <DatePickerPopover
        selected={startDate}
        onSelect={(day) => onChange(withStart(range, dayOfPickerDate(day)))}
        trigger={<PickerButton label="Start Date" date={startDate} testId="start-date" />}
        calendarProps={{ disabled: { after: endDate } }}
      />
      <DatePickerPopover
        selected={endDate}
        onSelect={(day) => onChange(withEnd(range, dayOfPickerDate(day)))}
        trigger={<PickerButton label="End Date" date={endDate} testId="end-date" />}
        calendarProps={{ disabled: { before: startDate } }}
      />
      <Button variant="secondary" onClick={onRefresh} loading={refreshing}>
        {!refreshing && <RefreshCw aria-hidden="true" />}
        Refresh
      </Button>
    </div>
  );
}
