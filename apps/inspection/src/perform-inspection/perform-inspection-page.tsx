// /performinspection/{bookingId} and /inspection/{bookingId}: load, then the inspector's form.
import { useEffect, useMemo } from 'react';
import { matchPath, useNavigate, useParams } from 'react-router-dom';
import { inspectionPaths } from '@inspection/platform-manifest';
import { useAuth } from '@inspection/platform';
import { useMyInspectorName } from '@inspection/inspection-data-access';
import { isUuid } from '@inspection/shared-domain';
import { PageSpinner, toast } from '@inspection/ui';
import { LOAD_MESSAGES, loadOutcome } from './load-outcome';
import { useLoadInspection } from './use-load-inspection';
import { InspectionForm } from './inspection-form';
import { signerName } from './signature/signer-name';
import { readOutboxEarly } from './offline/device-store';

// This code arrives when the screen is first opened: the device's outbox is read from now on, while React renders
// the page and its query joins the route's read, instead of after (the read waits for both).
const opening = [inspectionPaths.perform, inspectionPaths.view]
  .map((path) => matchPath(path.pattern, globalThis.location?.pathname ?? ''))
  .find(Boolean)?.params.bookingId;
if (opening && isUuid(opening)) readOutboxEarly(opening);

export default function PerformInspectionPage() {
  const { bookingId = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const inspector = useMyInspectorName(user?.id);
  const valid = isUuid(bookingId);
  const load = useLoadInspection(bookingId, valid);
  const outcome = useMemo(
    () => (load.data ? loadOutcome(bookingId, load.data.inspection, load.data.fromDevice || load.data.formFailed) : undefined),
    [bookingId, load.data],
  );

  useEffect(() => {
    if (!valid) {
      toast.error(LOAD_MESSAGES.invalidBooking);
      navigate(inspectionPaths.records.to(), { replace: true });
    } else if (load.isError) {
      toast.error(LOAD_MESSAGES.loadFailed);
      navigate(inspectionPaths.records.to(), { replace: true });
    } else if (outcome && !outcome.ok) {
      toast.error(outcome.message);
      navigate(outcome.to, { replace: true });
    }
  }, [valid, load.isError, outcome, navigate]);

  if (!load.data?.inspection || !outcome?.ok) return <PageSpinner />;
  return <InspectionForm key={bookingId} inspection={load.data.inspection} outbox={load.data.outbox} fromDevice={load.data.fromDevice} inspectorName={signerName(user, inspector.data)} userId={user?.id} />;
}
