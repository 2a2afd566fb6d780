import { Link } from 'react-router-dom';
import { reportsPaths } from '@inspection/platform-manifest';
import { FORM_MESSAGES } from './form-messages';

interface Props {
  bookingId: string;
  /** A submit signed offline waits on the device. */
  submitQueued: boolean;
  readOnly: boolean;
}

/** What stands above the form: a submit waiting for the connection, or the inspection already submitted. */
export function FormNotices({ bookingId, submitQueued, readOnly }: Props) {
  return (
    <>
      {submitQueued && !readOnly && (
        <div role="status" className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {FORM_MESSAGES.submitQueued}
        </div>
      )}
      {readOnly && (
        <div role="status" className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
          This inspection has been submitted and can no longer be edited.
          <Link to={reportsPaths.report.to({ id: bookingId })} className="inline-flex min-h-11 items-center font-medium underline lg:min-h-0">
            View report
          </Link>
        </div>
      )}
    </>
  );
}
