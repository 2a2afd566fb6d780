import { memo } from 'react';
import { PhoneIncoming, PhoneMissed, PhoneOff, PhoneOutgoing, type LucideIcon } from 'lucide-react';
import type { CallTypeCounts } from '@inspection/calllogs-domain';
import { Card, cn } from '@inspection/ui';

const CARDS: Array<{ key: keyof CallTypeCounts; label: string; icon: LucideIcon; tone: string }> = [
  { key: 'missed', label: 'Missed Calls', icon: PhoneMissed, tone: 'bg-red-50 text-red-600' },
  { key: 'incoming', label: 'Incoming Calls', icon: PhoneIncoming, tone: 'bg-green-50 text-green-600' },
  { key: 'outgoing', label: 'Outgoing Calls', icon: PhoneOutgoing, tone: 'bg-blue-50 text-blue-600' },
  { key: 'rejected', label: 'Rejected Calls', icon: PhoneOff, tone: 'bg-yellow-50 text-yellow-700' },
];

/** The four counts within the date range. */
export const CallTypeCards = memo(function CallTypeCards({ counts }: { counts: CallTypeCounts }) {
  return (
    <section aria-label="Call counts" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon, tone }) => (
        <Card key={key} className="flex items-center gap-3 p-4">
          <div className={cn('flex size-11 shrink-0 items-center justify-center rounded-full', tone)}>
            <Icon className="size-5" aria-hidden="true" />
          </div>
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-500">{label}</p>
            <p className="text-2xl font-semibold text-slate-900" data-testid={`count-${key}`}>
              {counts[key].toLocaleString('en-US')}
            </p>
          </div>
        </Card>
      ))}
    </section>
  );
});
