import { format } from 'date-fns';
import { CloudCheck, CloudOff } from 'lucide-react';
import { progressLabel } from '@inspection/inspection-domain';
import { Button } from '@inspection/ui';

interface Props {
  answered: number;
  total: number;
  lastSaved: Date | null;
  online: boolean;
  /** The service worker holds what a reload with no connection needs (offline/use-offline-ready.ts). */
  offlineReady: boolean;
  pendingCount: number;
  readOnly: boolean;
  busy: boolean;
  onSaveAndBack: () => void;
  onSubmit: () => void;
}

export const OFFLINE_TEXT = 'Offline: changes are saved on this device';
export const OFFLINE_READY_TEXT = 'Available offline';
export const waitingLabel = (count: number) => (count === 1 ? '1 change waiting' : `${count} changes waiting`);

/** Stays at the bottom of the screen: progress, last save, connection state and the two actions. */
export function StickyBar({ answered, total, lastSaved, online, offlineReady, pendingCount, readOnly, busy, onSaveAndBack, onSubmit }: Props) {
  const percent = total ? Math.round((answered / total) * 100) : 0;
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] sm:-mx-6 sm:px-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <div className="min-w-0 sm:flex-1">
          <div className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <span data-testid="progress">{progressLabel(answered, total)}</span>
          </div>
          <div className="mt-1 h-1.5 w-full sm:max-w-xs overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
            <div className="h-full bg-blue-600" style={{ width: `${percent}%` }} />
          </div>
          <div className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-500" aria-live="polite">
            <span data-testid="last-saved">Last saved: {lastSaved ? format(lastSaved, 'hh:mm:ss a') : 'never'}</span>
            {!online && (
              <span role="status" className="inline-flex items-center gap-1 font-medium text-amber-700">
                <CloudOff className="size-3.5" aria-hidden="true" />
                {OFFLINE_TEXT}
              </span>
            )}
            {online && offlineReady && (
              <span data-testid="offline-ready" className="inline-flex items-center gap-1 text-green-700">
                <CloudCheck className="size-3.5" aria-hidden="true" />
                {OFFLINE_READY_TEXT}
              </span>
            )}
            {pendingCount > 0 && <span data-testid="pending-count">{waitingLabel(pendingCount)}</span>}
          </div>
        </div>
        {!readOnly && (
          <div className="flex gap-2">
            <Button variant="outline" className="min-h-11 flex-1 sm:flex-none" onClick={onSaveAndBack} disabled={busy}>
              Save &amp; back
            </Button>
            <Button className="min-h-11 flex-1 sm:flex-none" onClick={onSubmit} disabled={busy}>
              Save and Submit
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
