// The records from 1024 px: a table that fits its box, whose headers sort in the database
// (docs/architecture/tables.md): the actions keep their width, the other columns share the rest; the short ID, the
// optional column, shows from 1280 px.
import type { InspectionRecord, RecordSort, RecordSortKey } from '@inspection/inspection-data-access';
import { useFreshRows } from '@inspection/supabase-client';
import { Badge, SortableHeaderCell, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow, TruncatedText } from '@inspection/ui';
import { recordDate, recordStatusLabel, recordVehicle, shortId } from './record-format';
import { RecordActions } from './record-actions';

export interface RecordsViewProps {
  /** The rows, or the state shown instead of them. */
  rows: InspectionRecord[] | { state: string; error?: boolean };
  sort: RecordSort;
  onSort: (sort: RecordSort) => void;
}

export function RecordStatus({ status }: { status: string }) {
  return <Badge variant={status === 'published' ? 'success' : 'neutral'}>{recordStatusLabel(status)}</Badge>;
}

const WIDE_ONLY = 'hidden xl:table-cell';

/** A record whose inspection or booking was just added or changed (useLiveChanges' highlight on the page). */
export function useFreshRecord(): (record: InspectionRecord) => true | undefined {
  const fresh = useFreshRows();
  return (record) => fresh.has(record.id) || fresh.has(record.booking_id) || undefined;
}

export function RecordsTable({ rows, sort, onSort }: RecordsViewProps) {
  const header = (label: string, key: RecordSortKey, className: string, first: 'ascending' | 'descending' = 'ascending') => (
    <SortableHeaderCell label={label} sortKey={key} sort={sort} onSort={onSort} firstDirection={first} className={`px-3 ${className}`} />
  );
  const isFresh = useFreshRecord();
  return (
    <Table aria-label="Inspection records" className="table-fixed">
      {/* Sentence case, as the sorting headers' buttons are (docs/architecture/tables.md). */}
      <TableHead className="normal-case tracking-normal">
        <TableRow>
          <TableHeaderCell className={`w-24 px-3 ${WIDE_ONLY}`}>ID</TableHeaderCell>
          {header('Form', 'form', 'w-[26%]')}
          {header('Vehicle', 'vehicle', 'w-[26%]')}
          {header('Status', 'status', 'w-[16%]')}
          {header('Date', 'date', 'w-[20%]', 'descending')}
          <TableHeaderCell sticky="end" className="w-40 px-3">
            Actions
          </TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {'state' in rows ? (
          <TableRow>
            <TableCell colSpan={6} className={rows.error ? 'py-8 text-center text-red-600' : 'py-8 text-center text-slate-500'}>
              {rows.state}
            </TableCell>
          </TableRow>
        ) : (
          rows.map((record) => (
            <TableRow key={record.id} data-testid="record-row" data-fresh={isFresh(record)}>
              <TableCell className={`px-3 font-mono text-xs ${WIDE_ONLY}`} title={record.id}>
                {shortId(record.id)}
              </TableCell>
              <TableCell className="px-3">
                <TruncatedText>{record.inspection_forms?.title}</TruncatedText>
              </TableCell>
              <TableCell className="px-3">
                <TruncatedText>{recordVehicle(record)}</TruncatedText>
              </TableCell>
              <TableCell className="px-3">
                <RecordStatus status={record.status} />
              </TableCell>
              <TableCell className="px-3">{recordDate(record.created_at)}</TableCell>
              <TableCell sticky="end" className="px-3">
                <div className="flex gap-2">
                  <RecordActions record={record} />
                </div>
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
