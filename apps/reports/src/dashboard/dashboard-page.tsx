import { useDeferredValue, useState } from 'react';
import { dashboardLoadErrorMessage, NO_REPORTS_MESSAGE } from '@inspection/reports-domain';
import { useReportSheet } from '@inspection/reports-data-access';
import { EmptyState, ErrorBox, PageHeader, PageSpinner } from '@inspection/ui';
import { DateFilter } from './date-filter';
import { ReportGrid } from './report-grid';
import { SearchInput } from './search-input';
import { StatsCards } from './stats-cards';
import { useDashboardReports } from './use-dashboard-reports';

export default function DashboardPage() {
  const [search, setSearch] = useState('');
  // Every report until a day is picked (docs/areas/reports.md#reports-dashboard).
  const [selectedDate, setSelectedDate] = useState<Date | null>(null);
  const sheet = useReportSheet();
  // Typing stays responsive whatever the list's length: the input updates at once, the grid follows in a
  // render React can interrupt when the next keystroke comes.
  const deferredSearch = useDeferredValue(search);
  const { visible, stats } = useDashboardReports(sheet.data, deferredSearch, selectedDate);

  return (
    <div className="mx-auto w-full max-w-7xl p-4 sm:p-6">
      <PageHeader
        title="Reports Dashboard"
        actions={<SearchInput value={search} onChange={setSearch} placeholder="Search reports..." className="w-full sm:w-64" />}
      />
      {sheet.isPending ? (
        <PageSpinner label="Loading reports" />
      ) : sheet.isError ? (
        <ErrorBox>{dashboardLoadErrorMessage(sheet.error)}</ErrorBox>
      ) : (
        <div className="flex flex-col gap-6">
          <StatsCards stats={stats} />
          <div className="grid items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:grid-cols-[minmax(0,28rem)_auto] lg:justify-between">
            <SearchInput
              value={search}
              onChange={setSearch}
              placeholder="Search by name, phone, make, or model..."
              className="w-full"
            />
            <DateFilter selectedDate={selectedDate} onChange={setSelectedDate} />
          </div>
          {visible.length === 0 ? <EmptyState title={NO_REPORTS_MESSAGE} /> : <ReportGrid entries={visible} />}
        </div>
      )}
    </div>
  );
}
