import { AlertTriangle, RotateCw } from 'lucide-react';
import { Button } from '@inspection/ui';

interface Props {
  moduleId: string;
  onRetry: () => void;
  /** Another attempt is on its way. */
  retrying?: boolean;
}

export function RemoteLoadFailure({ moduleId, onRetry, retrying = false }: Props) {
  return (
    <div role="alert" className="m-4 flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-red-900 sm:m-6">
      <div className="flex items-center gap-2">
        <AlertTriangle aria-hidden className="size-5 text-red-600" />
        <h2 className="text-lg font-semibold">This module could not be loaded</h2>
      </div>
      <p className="text-sm">
        <span className="font-mono">{moduleId}</span> is not available right now. The rest of the console keeps working.
      </p>
      <Button variant="destructive" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden />
        Retry
      </Button>
    </div>
  );
}
