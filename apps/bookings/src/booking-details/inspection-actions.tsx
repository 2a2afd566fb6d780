// Start or Continue Inspection (creating the draft tied to the type's live form first) and
// Generate Report once the inspection is published (the report opens in a new tab). A cancelled booking is not started.
import { useNavigate } from 'react-router-dom';
import { inspectionPaths, reportsPaths } from '@inspection/platform-manifest';
import { ClipboardCheck, FileText } from 'lucide-react';
import { inspectionState, useBookingInspection, useEnsureInspectionData } from '@inspection/inspection-public-api';
import { Button, Card, toast } from '@inspection/ui';
import { consoleHref, isStandalone } from '../console-links/console-links';

const STATE_LABEL: Record<string, string> = { none: 'Not started', draft: 'Draft', in_progress: 'In Progress', published: 'Published' };

export function InspectionActions({ bookingId, inspectionTypeId, cancelled = false }: { bookingId: string; inspectionTypeId: string | null; cancelled?: boolean }) {
  const navigate = useNavigate();
  const inspection = useBookingInspection(bookingId);
  const ensure = useEnsureInspectionData(bookingId);
  const state = inspectionState(inspection.data ?? null);
  const started = state === 'in_progress' || state === 'published';

  const start = async () => {
    try {
      await ensure.mutateAsync(inspectionTypeId);
      const path = inspectionPaths.perform.to({ bookingId });
      if (isStandalone()) window.location.assign(consoleHref(path));
      else navigate(path);
    } catch (e) {
      toast.error((e as Error)?.message || 'Failed to start inspection');
    }
  };

  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Inspection</h2>
      <p className="text-sm text-slate-600">
        Status: <span className="font-medium text-slate-900" data-testid="inspection-state">{STATE_LABEL[state] ?? 'Draft'}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        {!(cancelled && !started) && (
          <Button onClick={() => void start()} loading={ensure.isPending} disabled={inspection.isPending}>
            <ClipboardCheck aria-hidden="true" /> {started ? 'Continue Inspection' : 'Start Inspection'}
          </Button>
        )}
        {state === 'published' && (
          <Button variant="outline" onClick={() => window.open(consoleHref(reportsPaths.report.to({ id: bookingId })), '_blank', 'noopener,noreferrer')}>
            <FileText aria-hidden="true" /> Generate Report
          </Button>
        )}
      </div>
    </Card>
  );
}
