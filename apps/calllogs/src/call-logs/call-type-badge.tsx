import { callTypeTone, type CallTypeTone } from '@inspection/calllogs-domain';
import { cn } from '@inspection/ui';

const TONES: Record<CallTypeTone, string> = {
  green: 'bg-green-100 text-green-800 ring-green-200',
  blue: 'bg-blue-100 text-blue-800 ring-blue-200',
  red: 'bg-red-100 text-red-800 ring-red-200',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-200',
  gray: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** Incoming green, outgoing blue, missed red; other types yellow, or gray in the main list. */
export function CallTypeBadge({ type, list }: { type: string; list: 'callback' | 'main' }) {
  const tone = callTypeTone(type, list);
  return (
    <span
      data-tone={tone}
      className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-medium capitalize ring-1 ring-inset', TONES[tone])}
    >
      {type || 'unknown'}
    </span>
  );
}
