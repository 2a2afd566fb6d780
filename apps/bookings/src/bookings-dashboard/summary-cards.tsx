import { CalendarCheck, CalendarClock, ClipboardList } from 'lucide-react';
import type { BookingSummary } from '@inspection/bookings-domain';
import { Card } from '@inspection/ui';

export function SummaryCards({ summary }: { summary: BookingSummary }) {
  const cards = [
    { label: 'Total', value: summary.total, Icon: ClipboardList, tone: 'text-slate-700 bg-slate-100' },
    { label: 'Upcoming', value: summary.upcoming, Icon: CalendarClock, tone: 'text-blue-700 bg-blue-50' },
    { label: 'Completed', value: summary.completed, Icon: CalendarCheck, tone: 'text-emerald-700 bg-emerald-50' },
  ];
  return (
    <div className="grid grid-cols-3 gap-3">
      {cards.map(({ label, value, Icon, tone }) => (
        <Card key={label} className="flex items-center gap-3 p-3 sm:p-4" aria-label={`${label} bookings`}>
          <span className={`hidden size-10 items-center justify-center rounded-lg sm:flex ${tone}`}>
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <span>
            <span className="block text-xs font-medium text-slate-500 sm:text-sm">{label}</span>
            <span className="block text-xl font-semibold text-slate-900 sm:text-2xl" data-testid={`count-${label.toLowerCase()}`}>
              {value}
            </span>
          </span>
        </Card>
      ))}
    </div>
  );
}
