// The records' filters: Form, Status, Start Date and End Date (business days), applied by Search.
import type { FormEvent } from 'react';
import { useForms } from '@inspection/forms-public-api';
import type { InspectionRecordFilters } from '@inspection/inspection-data-access';
import { Button, Input, Label, Select } from '@inspection/ui';

export type RecordsDraft = Omit<InspectionRecordFilters, 'page' | 'sort'>;

export function RecordsFilters({ draft, onChange, onSearch }: { draft: RecordsDraft; onChange: (patch: RecordsDraft) => void; onSearch: () => void }) {
  const forms = useForms();
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form onSubmit={search} className="mb-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 xl:grid-cols-5" aria-label="Filters">
      <div>
        <Label htmlFor="filter-form">Form</Label>
        <Select id="filter-form" className="h-11" value={draft.formId ?? ''} onChange={(e) => onChange({ formId: e.target.value || undefined })}>
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
          onChange={(e) => onChange({ status: (e.target.value || undefined) as RecordsDraft['status'] })}
        >
          <option value="">All Statuses</option>
          <option value="draft">Draft</option>
          <option value="published">Published</option>
        </Select>
      </div>
      <div>
        <Label htmlFor="filter-start">Start Date</Label>
        <Input id="filter-start" type="date" className="h-11" value={draft.startDate ?? ''} max={draft.endDate} onChange={(e) => onChange({ startDate: e.target.value || undefined })} />
      </div>
      <div>
        <Label htmlFor="filter-end">End Date</Label>
        <Input id="filter-end" type="date" className="h-11" value={draft.endDate ?? ''} min={draft.startDate} onChange={(e) => onChange({ endDate: e.target.value || undefined })} />
      </div>
      <div className="flex items-end">
        <Button type="submit" className="min-h-11 w-full">
          Search
        </Button>
      </div>
    </form>
  );
}
