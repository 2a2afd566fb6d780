// /inspections: every booking's inspection, newest first, filtered and paged.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { inspectionPaths } from '@inspection/platform-manifest';
import { useForms } from '@inspection/forms-public-api';
import { RECORDS_PAGE_SIZE, useInspectionRecords, type InspectionRecordFilters } from '@inspection/inspection-data-access';
import {
  Badge,
  Button,
  Input,
  Label,
  PageHeader,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  buttonVariants,
} from '@inspection/ui';
import { recordDate, recordStatusLabel, recordVehicle, shortId } from './record-format';
import { StartInspectionDialog } from './start-inspection-dialog';

type Draft = Omit<InspectionRecordFilters, 'page'>;

export default function InspectionRecordsPage() {
  const forms = useForms();
  const [draft, setDraft] = useState<Draft>({});
  const [filters, setFilters] = useState<InspectionRecordFilters>({ page: 0 });
  const [starting, setStarting] = useState(false);
  const records = useInspectionRecords(filters);
  const total = records.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / RECORDS_PAGE_SIZE));

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, page: 0 });
  };
  const set = (patch: Draft) => setDraft((current) => ({ ...current, ...patch }));

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
      <form onSubmit={search} className="mb-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5" aria-label="Filters">
        <div>
          <Label htmlFor="filter-form">Form</Label>
          <Select id="filter-form" className="h-11" value={draft.formId ?? ''} onChange={(e) => set({ formId: e.target.value || undefined })}>
            <option value="">All Forms</option>
            {forms.data?.map((form) => (
              <option key={form.id} value={form.id}>
                {form.title}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="filter-status">Status</Label>
          <Select
            id="filter-status"
            className="h-11"
            value={draft.status ?? ''}
            onChange={(e) => set({ status: (e.target.value || undefined) as Draft['status'] })}
          >
            <option value="">All Statuses</option>
            <option value="draft">Draft</option>
            <option value="published">Published</option>
          </Select>
        </div>
        <div>
          <Label htmlFor="filter-start">Start Date</Label>
          <Input id="filter-start" type="date" className="h-11" value={draft.startDate ?? ''} max={draft.endDate} onChange={(e) => set({ startDate: e.target.value || undefined })} />
        </div>
        <div>
          <Label htmlFor="filter-end">End Date</Label>
          <Input id="filter-end" type="date" className="h-11" value={draft.endDate ?? ''} min={draft.startDate} onChange={(e) => set({ endDate: e.target.value || undefined })} />
        </div>
        <div className="flex items-end">
          <Button type="submit" className="min-h-11 w-full">
            Search
          </Button>
        </div>
      </form>

      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <Table>
          <TableHead>
            <TableRow>
              <TableHeaderCell>ID</TableHeaderCell>
              <TableHeaderCell>Form</TableHeaderCell>
              <TableHeaderCell>Vehicle</TableHeaderCell>
              <TableHeaderCell>Status</TableHeaderCell>
              <TableHeaderCell>Date</TableHeaderCell>
              <TableHeaderCell>Actions</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {records.isLoading ? (
              <TableRow>
                <TableCell colSpan={6} className="py-8 text-center text-slate-500">
                  Loading...
                </TableCell>
              </TableRow>
            ) : records.isError ? (
              <TableRow>
                <TableCell colSpan={6} className="py-8 text-center text-red-600">
                  Failed to load inspection records
                </TableCell>
              </TableRow>
            ) : !records.data?.rows.length ? (
              <TableRow>
                <TableCell colSpan={6} className="py-8 text-center text-slate-500">
                  No records found
                </TableCell>
              </TableRow>
            ) : (
              records.data.rows.map((record) => (
                <TableRow key={record.id}>
                  <TableCell className="font-mono text-xs" title={record.id}>
                    {shortId(record.id)}
                  </TableCell>
                  <TableCell>{record.inspection_forms?.title ?? '—'}</TableCell>
                  <TableCell>{recordVehicle(record)}</TableCell>
                  <TableCell>
                    <Badge variant={record.status === 'published' ? 'success' : 'neutral'}>{recordStatusLabel(record.status)}</Badge>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{recordDate(record.created_at)}</TableCell>
                  <TableCell>
                    <div className="flex flex-col gap-2 lg:flex-row">
                      <Link className={buttonVariants({ variant: 'outline', size: 'sm', className: 'min-h-11' })} to={inspectionPaths.view.to({ bookingId: record.booking_id })}>
                        View
                      </Link>
                      {/* Inspect opens the record's booking (docs/areas/inspection.md#inspection-records). */}
                      {(
                        <Link className={buttonVariants({ size: 'sm', className: 'min-h-11' })} to={inspectionPaths.perform.to({ bookingId: record.booking_id })}>
                          Inspect
                        </Link>
                      )}
                    </div>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
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
