import { useId } from 'react';
import { Search } from 'lucide-react';
import { Checkbox, Input, Label, Select } from '@inspection/ui';
import { LEAD_SOURCES, LEAD_SOURCE_LABELS, LEAD_STATUSES, LEAD_STATUS_LABELS, type CrmFilters } from '@inspection/crm-domain';

export function CrmFiltersBar({ filters, onChange }: { filters: CrmFilters; onChange: (filters: CrmFilters) => void }) {
  const ids = { search: useId(), status: useId(), source: useId() };
  return (
    <section aria-label="Filters" className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_1fr_1fr_auto] lg:items-end">
      <div className="sm:col-span-2 lg:col-span-1">
        <Label htmlFor={ids.search}>Search</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <Input
            id={ids.search}
            type="search"
            className="pl-9"
            placeholder="Search by name, phone, email or vehicle..."
            value={filters.search}
            onChange={(e) => onChange({ ...filters, search: e.target.value })}
          />
        </div>
      </div>
      <div>
        <Label htmlFor={ids.status}>Status</Label>
        <Select id={ids.status} value={filters.status} onChange={(e) => onChange({ ...filters, status: e.target.value as CrmFilters['status'] })}>
          <option value="all">All Statuses</option>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {LEAD_STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor={ids.source}>Source</Label>
        <Select id={ids.source} value={filters.source} onChange={(e) => onChange({ ...filters, source: e.target.value as CrmFilters['source'] })}>
          <option value="all">All Sources</option>
          {LEAD_SOURCES.map((s) => (
            <option key={s} value={s}>
              {LEAD_SOURCE_LABELS[s]}
            </option>
          ))}
        </Select>
      </div>
      <Checkbox
        label="Follow-up due"
        checked={filters.followUpDue}
        onChange={(e) => onChange({ ...filters, followUpDue: e.target.checked })}
      />
    </section>
  );
}
