import { useState, type ReactElement } from 'react';
import * as PopoverPrimitive from '@radix-ui/react-popover';
import { CalendarDays } from 'lucide-react';
import { format } from 'date-fns';
// Through the package (see calendar.tsx).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { Button } from '@inspection/ui';
import { Calendar, type CalendarProps } from './calendar';

export interface DatePickerPopoverProps {
  selected?: Date;
  /** Called with the picked day; the popover then closes. */
  onSelect: (date: Date) => void;
  /** Text of the default trigger button; defaults to the selected date or 'Pick a date'. */
  label?: string;
  /** Custom trigger: one element that accepts a ref (e.g. <Button>). */
  trigger?: ReactElement;
  align?: 'start' | 'center' | 'end';
  /** Extra DayPicker props (disabled days, month bounds...). */
  calendarProps?: Omit<CalendarProps, 'selected' | 'onSelect'>;
}

/** A trigger that opens a single-day calendar in a popover, closing once a day is picked. */
export function DatePickerPopover({
  selected,
  onSelect,
  label,
  trigger,
  align = 'start',
  calendarProps,
}: DatePickerPopoverProps) {
  const [open, setOpen] = useState(false);
  return (
    <PopoverPrimitive.Root open={open} onOpenChange={setOpen}>
      <PopoverPrimitive.Trigger asChild>
        {trigger ?? (
          <Button variant="outline">
            <CalendarDays aria-hidden="true" />
            {label ?? (selected ? format(selected, 'MMM d, yyyy') : 'Pick a date')}
          </Button>
        )}
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          align={align}
          sideOffset={6}
          collisionPadding={8}
          className="z-50 rounded-xl border border-slate-200 bg-white shadow-lg focus:outline-none"
        >
          <Calendar
            {...calendarProps}
            selected={selected}
            defaultMonth={selected}
            required
            onSelect={(date) => {
              if (!date) return;
              onSelect(date);
              setOpen(false);
            }}
          />
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
