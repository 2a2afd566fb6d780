import { addDays } from '@inspection/shared-domain';
import { cn } from '@inspection/ui';

export interface DaySwitchProps {
  today: string;
  day: string;
  onDay: (day: string) => void;
}

/** Yesterday, Today and Tomorrow as large toggle buttons (touch targets of 48 px). */
export function DaySwitch({ today, day, onDay }: DaySwitchProps) {
  const choices = [
    { label: 'Yesterday', day: addDays(today, -1) },
    { label: 'Today', day: today },
    { label: 'Tomorrow', day: addDays(today, 1) },
  ];
  return (
    <div role="group" aria-label="Day" className="grid grid-cols-3 gap-2 rounded-xl bg-slate-200 p-1">
      {choices.map((choice) => (
        <button
          key={choice.label}
          type="button"
          aria-pressed={choice.day === day}
          onClick={() => onDay(choice.day)}
          className={cn(
            'min-h-12 rounded-lg px-3 text-base font-semibold focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-500',
            choice.day === day ? 'bg-slate-900 text-white shadow' : 'text-slate-900 hover:bg-white',
          )}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
