// /call-logs: the phone's call log from the spreadsheet service, counted, triaged and grouped by number.
import { useState } from 'react';
import { CALL_LOG_MESSAGES, defaultCallLogRange } from '@inspection/calllogs-domain';
import type { CallLogProgress } from '@inspection/calllogs-data-access';
import { Card, ErrorBox, PageHeader } from '@inspection/ui';
import { BuildLabelLine } from './build-label-line';
import { CallLogListCard } from './call-log-list-card';
import { CallTypeCards } from './call-type-cards';
import { DateRangeBar } from './date-range-bar';
import { NeedsCallbackList } from './needs-callback-list';
import { useCallLogView } from './use-call-log-view';

function LoadingProgress({ progress }: { progress: CallLogProgress }) {
  const { loadedRows, totalRows } = progress;
  const percent = totalRows ? Math.round((loadedRows / totalRows) * 100) : 0;
  return (
    <Card className="flex flex-col gap-2 p-4" role="status" aria-live="polite">
      <p className="text-sm font-medium text-slate-700">{CALL_LOG_MESSAGES.loading}</p>
      <div
        className="h-2 w-full overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label="Call log rows loaded"
        aria-valuemin={0}
        aria-valuemax={totalRows ?? 0}
        aria-valuenow={loadedRows}
      >
        <div className="h-full rounded-full bg-blue-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      {totalRows !== null && (
        <p className="text-xs text-slate-500">
          {loadedRows.toLocaleString('en-US')} of {totalRows.toLocaleString('en-US')} rows
        </p>
      )}
    </Card>
  );
}

export default function CallLogsPage() {
  const [range, setRange] = useState(() => defaultCallLogRange());
  const { sheet, summary, contactFor } = useCallLogView(range);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5 p-4 sm:p-6">
      <PageHeader
        className="mb-0"
        title="Call Logs"
        actions={<DateRangeBar range={range} onChange={setRange} onRefresh={() => void sheet.refetch()} refreshing={sheet.isFetching} />}
      />
      {sheet.isPending || (sheet.isFetching && !summary) ? (
        <LoadingProgress progress={sheet.progress} />
      ) : sheet.isError ? (
        <ErrorBox>
          <p>{CALL_LOG_MESSAGES.fetchFailed}</p>
          {sheet.error instanceof Error && <p className="mt-1 text-sm">{sheet.error.message}</p>}
        </ErrorBox>
      ) : summary ? (
        <>
          {sheet.isFetching && <LoadingProgress progress={sheet.progress} />}
          <CallTypeCards counts={summary.counts} />
          <NeedsCallbackList entries={summary.needsCallback} contactFor={contactFor} />
          <CallLogListCard groups={summary.groups} contactFor={contactFor} />
        </>
      ) : null}
      <BuildLabelLine />
    </div>
  );
}
