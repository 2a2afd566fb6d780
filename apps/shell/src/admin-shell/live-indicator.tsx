import { useLiveState, type LiveState } from '@inspection/supabase-client';

// What the tab's live channels say (docs/architecture/realtime.md#the-live-console). Idle (no screen follows
// changes) shows nothing, in the same reserved width, so the bar never shifts. A polite live region, not role=status:
// screens own the page's status messages.
const LABELS: Record<LiveState, { text: string; dot: string } | null> = {
  idle: null,
  connecting: { text: 'Connecting…', dot: 'bg-slate-400' },
  connected: { text: 'Live', dot: 'bg-emerald-500' },
  reconnecting: { text: 'Reconnecting…', dot: 'bg-amber-500 motion-safe:animate-pulse' },
};

/** A small dot and word in the top bar: Live, or Reconnecting… while a screen's updates are paused. */
export function LiveIndicator() {
  const label = LABELS[useLiveState()];
  return (
    <p aria-live="polite" data-testid="live-indicator" className="inline-flex w-28 shrink-0 items-center justify-end gap-2 text-xs font-medium text-slate-600">
      {label && (
        <>
          <span aria-hidden="true" className={`size-2 rounded-full ${label.dot}`} />
          <span>
            <span className="sr-only">Updates: </span>
            {label.text}
          </span>
        </>
      )}
    </p>
  );
}
