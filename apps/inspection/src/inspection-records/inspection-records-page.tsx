// /inspections: every booking's inspection, newest first until a header (or, below 1024 px, the sort control)
// orders them otherwise, filtered and paged in the database (docs/areas/inspection.md#inspection-records).
import { useState } from 'react';
import { DEFAULT_RECORD_SORT, RECORDS_PAGE_SIZE, inspectionKeys, useInspectionRecords, type InspectionRecordFilters, type RecordSort } from '@inspection/inspection-data-access';
import { Button, PageHeader, useMinWidth } from '@inspection/ui';
import { useLiveChanges } from '@inspection/supabase-client';
import { RecordsFilters, type RecordsDraft } from './records-filters';
import { RecordsTable, type RecordsViewProps } from './records-table';
import { RecordCards } from './record-cards';
import { StartInspectionDialog } from './start-inspection-dialog';

// A booking or an inspection changed elsewhere refreshes the page shown and tints its row a while
// (docs/architecture/realtime.md#the-live-console): an inspection by its id, a booking by the record's booking_id.
const RECORDS_LIVE_KEYS = [[...inspectionKeys.all, 'records']];

export default function InspectionRecordsPage() {
  const [draft, setDraft] = useState<RecordsDraft>({});
  const [filters, setFilters] = useState<InspectionRecordFilters>({ page: 0, sort: DEFAULT_RECORD_SORT });
  const [starting, setStarting] = useState(false);
  const wide = useMinWidth();
  const records = useInspectionRecords(filters);
  useLiveChanges({ table: 'bookings', queryKeys: RECORDS_LIVE_KEYS, highlight: 'id' });
  useLiveChanges({ table: 'inspection_data', queryKeys: RECORDS_LIVE_KEYS, highlight: 'id' });
  const total = records.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / RECORDS_PAGE_SIZE));

  const rows: RecordsViewProps['rows'] = records.isLoading
    ? { state: 'Loading...' }
    : records.isError
      ? { state: 'Failed to load inspection records', error: true }
      : records.data?.rows.length
        ? records.data.rows
        : { state: 'No records found' };
  // A new order starts again from the first page.
  const sortBy = (sort: RecordSort) => setFilters((current) => ({ ...current, sort, page: 0 }));
  const view = { rows, sort: filters.sort ?? DEFAULT_RECORD_SORT, onSort: sortBy };

  return (
    <div className="mx-auto max-w-6xl p-4 sm:p-6">
      <PageHeader
        title="Inspection Records"
        actions={
          <Button className="min-h-11" onClick={() => setStarting(true)}>
            New Inspection
          </Button>
        }
      />
      <RecordsFilters
        draft={draft}
        onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
        onSearch={() => setFilters((current) => ({ ...draft, sort: current.sort, page: 0 }))}
      />
      {wide ? <RecordsTable {...view} /> : <RecordCards {...view} />}
      <nav className="mt-4 flex items-center justify-between text-sm text-slate-600" aria-label="Pages">
        <span>
          {total} {total === 1 ? 'record' : 'records'} · Page {filters.page + 1} of {pages}
        </span>
        <div className="flex gap-2">
          <Button variant="outline" className="min-h-11" disabled={filters.page === 0} onClick={() => setFilters((f) => ({ ...f, page: f.page - 1 }))}>
            Previous
          </Button>
          <Button variant="outline" className="min-h-11" disabled={filters.page + 1 >= pages} onClick={() => setFilters((f) => ({ ...f, page: f.page + 1 }))}>
            Next
          </Button>
        </div>
      </nav>
      {starting && <StartInspectionDialog onClose={() => setStarting(false)} />}
    </div>
  );
}
