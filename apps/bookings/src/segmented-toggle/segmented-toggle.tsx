// A small radio group drawn as a segmented switch (the dashboard's All / Date Wise, the edit form's booking type).
import { cn, radioGroupKeys, radioTabIndex } from '@inspection/ui';

export function SegmentedToggle<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  const values = options.map((option) => option.value);
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={cn('inline-flex rounded-lg bg-slate-100 p-1', className)}
      {...radioGroupKeys(values, value, onChange)}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={value === option.value}
          tabIndex={radioTabIndex(values, value, option.value)}
          onClick={() => value !== option.value && onChange(option.value)}
          className={cn(
            'h-11 rounded-md px-4 text-sm font-medium lg:h-9 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500',
            value === option.value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
