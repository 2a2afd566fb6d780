// The records below 1024 px: one card per record with the table's values, View and Inspect
// (docs/architecture/tables.md), sorted with a control as the table's headers are not there.
import type { RecordSortKey } from '@inspection/inspection-data-access';
import { DataCard, DataCardList, ListSortControl } from '@inspection/ui';
import { recordDate, recordVehicle, shortId } from './record-format';
import { RecordActions } from './record-actions';
import { RecordStatus, useFreshRecord, type RecordsViewProps } from './records-table';

const SORT_COLUMNS: { key: RecordSortKey; label: string }[] = [
  { key: 'date', label: 'Date' },
  { key: 'form', label: 'Form' },
  { key: 'vehicle', label: 'Vehicle' },
  { key: 'status', label: 'Status' },
];

export function RecordCards({ rows, sort, onSort }: RecordsViewProps) {
  const isFresh = useFreshRecord();
  return (
    <div className="flex flex-col gap-3">
      <ListSortControl label="Sort records by" columns={SORT_COLUMNS} sort={sort} onSort={onSort} />
      {'state' in rows ? (
        <p className={rows.error ? 'py-8 text-center text-red-600' : 'py-8 text-center text-slate-500'}>{rows.state}</p>
      ) : (
        <DataCardList aria-label="Inspection records" className="md:grid md:grid-cols-2">
          {rows.map((record) => (
            <DataCard
              key={record.id}
              data-testid="record-row"
              data-fresh={isFresh(record)}
              title={recordVehicle(record)}
              badge={<RecordStatus status={record.status} />}
              actions={<RecordActions record={record} />}
            >
              <span className="truncate">{record.inspection_forms?.title ?? '—'}</span>
              <span className="text-xs text-slate-500">
                {recordDate(record.created_at)} · <span className="font-mono">{shortId(record.id)}</span>
              </span>
            </DataCard>
          ))}
        </DataCardList>
      )}
    </div>
  );
}
