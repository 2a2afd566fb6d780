// /booking: the Bookings tab (search, counts, All / Date Wise) and the New Booking tab.
import { Suspense, lazy, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { bookingPrefillFromSearch, bookingsPaths } from '@inspection/platform-manifest';
import { Search } from 'lucide-react';
import { useBookingSummary, useInspectors, type BookingsFilter } from '@inspection/bookings-data-access';
import { useAuth } from '@inspection/platform';
import { BOOKING_STATUS_FILTERS, bookingStatusLabel } from '@inspection/bookings-domain';
import { Input, PageHeader, Spinner, Tabs, TabsContent, TabsList, TabsTrigger, toast, useDebouncedValue } from '@inspection/ui';
import { SummaryCards } from './summary-cards';
import { AllBookingsView } from './all-bookings-view';
import { DateWiseView } from './date-wise-view';
import { SegmentedToggle } from '../segmented-toggle/segmented-toggle';
import { useLiveBookingsDashboard } from '../live/live-bookings-dashboard';

// The New Booking tab's wizard (its steps, calendar and map) is code of its own, loaded when the tab opens (or the
// pointer rests on it), so the Bookings tab's table evaluates and paints without it.
const loadWizard = () => import('../booking-wizard/booking-wizard');
const BookingWizard = lazy(() => loadWizard().then((m) => ({ default: m.BookingWizard })));

const FILTER_CLASS = 'min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800 lg:min-h-10';

export default function BookingsDashboardPage() {
  const navigate = useNavigate();
  // 'Book inspection' on a CRM lead opens New Booking with the lead's details (docs/areas/crm.md#bookings-and-reports).
  const [searchParams] = useSearchParams();
  const prefill = useMemo(() => bookingPrefillFromSearch(searchParams), [searchParams]);
  const { user } = useAuth();
  const [search, setSearch] = useState('');
  const [view, setView] = useState<'all' | 'date'>('all');
  const [inspector, setInspector] = useState('');
  const [status, setStatus] = useState('');
  // Search and the Inspector and Status filters apply over every booking, in the database (the All table reads a page
  // at a time).
  const settledSearch = useDebouncedValue(search, 250);
  const filter = useMemo<BookingsFilter>(() => ({ search: settledSearch, inspector, status }), [settledSearch, inspector, status]);
  const team = useInspectors();
  const inspectors = useMemo(() => [...(team.data ?? [])].sort((a, b) => a.full_name.localeCompare(b.full_name)), [team.data]);
  const summary = useBookingSummary();
  useLiveBookingsDashboard();

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <PageHeader title="Bookings" />
      <Tabs defaultValue={prefill ? 'new' : 'bookings'}>
        <TabsList>
          <TabsTrigger value="bookings">Bookings</TabsTrigger>
          <TabsTrigger value="new" onPointerEnter={() => void loadWizard()} onFocus={() => void loadWizard()}>
            New Booking
          </TabsTrigger>
        </TabsList>
        <TabsContent value="bookings" className="flex flex-col gap-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
            <div className="relative w-full sm:max-w-sm">
              <Search className="pointer-events-none absolute top-3 left-3 size-4 text-slate-400" aria-hidden="true" />
              <Input type="search" aria-label="Search bookings" placeholder="Search bookings" className="pl-9" maxLength={200} value={search} onChange={(e) => setSearch(e.target.value)} />
            </div>
            <select
              aria-label="Inspector"
              value={inspector}
              onChange={(e) => setInspector(e.target.value)}
              className={FILTER_CLASS}
            >
              <option value="">All inspectors</option>
              {inspectors.map((i) => (
                <option key={i.id} value={i.id}>
                  {i.full_name}
                </option>
              ))}
              <option value="none">No inspector</option>
            </select>
            <select aria-label="Status" value={status} onChange={(e) => setStatus(e.target.value)} className={FILTER_CLASS}>
              <option value="">All statuses</option>
              {BOOKING_STATUS_FILTERS.map((s) => (
                <option key={s} value={s}>
                  {bookingStatusLabel(s)}
                </option>
              ))}
            </select>
            <SegmentedToggle
              label="View"
              options={[
                { value: 'all', label: 'All' },
                { value: 'date', label: 'Date Wise' },
              ]}
              value={view}
              onChange={setView}
              className="w-fit"
            />
          </div>
          <SummaryCards summary={summary.data ?? { total: 0, upcoming: 0, completed: 0 }} />
          {view === 'all' ? <AllBookingsView filter={filter} /> : <DateWiseView filter={filter} />}
        </TabsContent>
        <TabsContent value="new">
          <Suspense fallback={<Spinner label="Loading..." className="py-10" />}>
            <BookingWizard
              mode="create"
              prefill={prefill}
              isAdmin={user?.isAdmin ?? false}
              onDone={({ id }) => {
                toast.success('Booking Created Successfully!');
                navigate(bookingsPaths.details.to({ id }));
              }}
            />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}
