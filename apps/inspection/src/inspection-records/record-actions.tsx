// A record's View and Inspect, the same in the table and on a card.
import { Link } from 'react-router-dom';
import { inspectionPaths } from '@inspection/platform-manifest';
import type { InspectionRecord } from '@inspection/inspection-data-access';
import { buttonVariants } from '@inspection/ui';

export function RecordActions({ record }: { record: InspectionRecord }) {
  return (
    <>
      <Link className={buttonVariants({ variant: 'outline', size: 'sm' })} to={inspectionPaths.view.to({ bookingId: record.booking_id })}>
        View
      </Link>
      {/* Inspect opens the record's booking (docs/areas/inspection.md#inspection-records). */}
      <Link className={buttonVariants({ size: 'sm' })} to={inspectionPaths.perform.to({ bookingId: record.booking_id })}>
        Inspect
      </Link>
    </>
  );
}
