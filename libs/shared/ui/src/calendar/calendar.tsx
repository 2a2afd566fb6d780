import type { ComponentProps } from 'react';
import { DayPicker, type DayPickerProps } from 'react-day-picker';
import { ChevronLeft, ChevronRight } from 'lucide-react';
// Through the package, not '../cn': the calendar is shared as its own module, and a relative import would bundle a
// second copy of the core (tailwind-merge included) into it.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { cn } from '@inspection/ui';

export type CalendarProps = Omit<DayPickerProps, 'mode' | 'selected' | 'onSelect' | 'required'> & {
  selected?: Date;
  onSelect?: (date: Date | undefined) => void;
  /** When true a click on the selected day keeps it selected instead of clearing it. */
  required?: boolean;
};

const dayButton =
  'inline-flex size-10 cursor-pointer items-center justify-center rounded-lg text-sm text-slate-800 transition-colors ' +
  'hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500';

function Chevron({ orientation, className }: { orientation?: string; className?: string }) {
  const Icon = orientation === 'left' ? ChevronLeft : ChevronRight;
  return <Icon className={cn('size-5', className)} aria-hidden="true" />;
}

/** Single-day calendar; weeks start on Sunday, set here once so every date picker of the console agrees. */
export function Calendar({ className, classNames, selected, onSelect, required, ...props }: CalendarProps) {
  const picker = { mode: 'single', selected, onSelect, required } as ComponentProps<typeof DayPicker>;
  return (
    <DayPicker
      weekStartsOn={0}
      showOutsideDays
      {...picker}
      {...(props as object)}
      className={cn('p-3 text-slate-900', className)}
      classNames={{
        months: 'relative flex flex-col gap-4',
        month: 'flex flex-col gap-3',
        month_caption: 'flex h-10 items-center justify-center',
        caption_label: 'text-sm font-semibold',
        nav: 'absolute inset-x-0 top-0 flex h-10 items-center justify-between',
        button_previous: cn(dayButton, 'text-slate-600 disabled:opacity-40'),
        button_next: cn(dayButton, 'text-slate-600 disabled:opacity-40'),
        month_grid: 'border-collapse',
        weekdays: 'flex',
        weekday: 'w-10 text-center text-xs font-medium uppercase text-slate-500',
        week: 'mt-1 flex',
        day: 'p-0 text-center',
        day_button: dayButton,
        selected: '[&>button]:bg-blue-600 [&>button]:text-white [&>button]:hover:bg-blue-700',
        today: '[&>button]:font-bold [&:not([data-selected])>button]:text-blue-700 [&:not([data-selected])>button]:ring-1 [&:not([data-selected])>button]:ring-blue-200',
        outside: '[&:not([data-selected])>button]:text-slate-400',
        disabled: '[&>button]:cursor-not-allowed [&>button]:opacity-40',
        hidden: 'invisible',
        ...classNames,
      }}
      components={{ Chevron, ...props.components }}
    />
  );
}
