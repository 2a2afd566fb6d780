// What a number's closed row shows, in the call log and in Needs Callback alike: the chevron that says whether it
// is open, and the last call's type, the number of calls and when the last one was.
import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@inspection/ui';
import { CallCount } from './call-group-details';
import { CallTypeBadge } from './call-type-badge';

export function OpenChevron({ open, className }: { open: boolean; className?: string }) {
  return <ChevronDown className={cn('size-4 transition-transform', className, open && 'rotate-180')} aria-hidden="true" />;
}

export function CallGroupSummary({ type, list, count, time }: { type: string; list: 'main' | 'callback'; count: number; time: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
      <CallTypeBadge type={type} list={list} />
      <CallCount count={count} />
      {time}
    </div>
  );
}
