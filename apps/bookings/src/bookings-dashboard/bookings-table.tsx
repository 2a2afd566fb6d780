// The All view: every booking in a virtualised table (only the visible rows are in the page, so
// 5,000 bookings paint as fast as 50). A row opens the booking; Edit opens its edit page.
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { bookingsPaths } from '@inspection/platform-manifest';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Pencil } from 'lucide-react';
import { inspectionTypeName, mapsLink, type BookingWithType } from '@inspection/bookings-domain';
import { formatBusinessDate, formatTimeRange } from '@inspection/shared-domain';
import { Button } from '@inspection/ui';
import { BookingStatusBadge } from '../booking-status/booking-status-badge';

const COLUMNS = ['Customer', 'Seller', 'Vehicle', 'Location', 'Date', 'Time', 'Inspection Type', 'Status', ''];
const GRID = 'grid-cols-[10rem_10rem_10rem_16rem_7rem_10rem_10rem_7rem_5rem] gap-3 px-4';
const ROW_HEIGHT = 76;

export function BookingsTable({ bookings }: { bookings: BookingWithType[] }) {
  const navigate = useNavigate();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: bookings.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 1200, height: 640 },
  });
  return (
    <div
      ref={scroller}
      role="table"
      aria-label="Bookings"
      aria-rowcount={bookings.length + 1}
      className="max-h-[min(70vh,40rem)] overflow-auto rounded-xl border border-slate-200 bg-white"
    >
      <div className="sm:min-w-max">
        <div role="row" className={`${GRID} sticky top-0 z-10 hidden sm:grid border-b border-slate-200 bg-slate-50 py-2 text-xs font-semibold uppercase tracking-wide text-slate-500`}>
          {COLUMNS.map((c, i) => (
            <span role="columnheader" key={i}>
              {c}
            </span>
          ))}
        </div>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const b = bookings[item.index];
            return (
              <div
                key={b.id}
                role="row"
                aria-rowindex={item.index + 2}
                tabIndex={0}
                data-testid="booking-row"
                onClick={() => navigate(bookingsPaths.details.to({ id: b.id }))}
                onKeyDown={(e) => e.key === 'Enter' && navigate(bookingsPaths.details.to({ id: b.id }))}
                className={`${GRID} absolute inset-x-0 flex cursor-pointer flex-col justify-center gap-0.5 border-b sm:grid sm:items-center border-slate-100 text-sm hover:bg-blue-50/50 focus-visible:bg-blue-50 focus-visible:outline-none`}
                style={{ height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
              >
                {/* Phones: one compact line per booking instead of nine columns. */}
                <span className="flex items-center justify-between gap-2 sm:hidden" aria-hidden="true">
                  <span className="truncate font-medium text-slate-900">{b.customer_name}</span>
                  <BookingStatusBadge status={b.status} />
                </span>
                <span className="truncate text-xs text-slate-500 sm:hidden" aria-hidden="true">
                  {b.start_time ? `${formatBusinessDate(b.start_time)} · ${formatTimeRange(b.start_time, b.end_time)}` : 'To be coordinated'} · {b.vehicle_make} {b.vehicle_model}
                </span>
                <span role="cell" className="hidden min-w-0 sm:block">
                  <span className="block truncate font-medium text-slate-900">{b.customer_name}</span>
                  <span className="block truncate text-xs text-slate-500">{b.customer_phone}</span>
                </span>
                <span role="cell" className="hidden min-w-0 sm:block">
                  <span className="block truncate text-slate-800">{b.seller_name ?? '—'}</span>
                  {b.seller_phone && <span className="block truncate text-xs text-slate-500">{b.seller_phone}</span>}
                </span>
                <span role="cell" className="hidden truncate text-slate-800 sm:block">
                  {b.vehicle_year} {b.vehicle_make} {b.vehicle_model}
                </span>
                <span role="cell" className="hidden min-w-0 sm:block">
                  <span className="block truncate text-slate-800">{b.reversegeocoded_address ?? '—'}</span>
                  {b.location_address && <span className="block truncate text-xs text-slate-500">{b.location_address}</span>}
                  {b.latitude !== null && b.longitude !== null && (
                    <a
                      href={mapsLink(b.latitude, b.longitude)}
                      target="_blank"
                      rel="noreferrer"
                      onClick={(e) => e.stopPropagation()}
                      className="text-xs font-medium text-blue-700 hover:underline"
                    >
                      View on map
                    </a>
                  )}
                </span>
                <span role="cell" className="hidden text-slate-800 sm:block">{b.start_time ? formatBusinessDate(b.start_time) : '—'}</span>
                <span role="cell" className="hidden text-slate-800 sm:block">{formatTimeRange(b.start_time, b.end_time)}</span>
                <span role="cell" className="hidden truncate text-slate-800 sm:block">{inspectionTypeName(b.inspection_types) || '—'}</span>
                <span role="cell" className="hidden sm:block">
                  <BookingStatusBadge status={b.status} />
                </span>
                <span role="cell" className="hidden sm:block">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Edit booking of ${b.customer_name}`}
                    onClick={(e) => {
                      e.stopPropagation();
                      navigate(bookingsPaths.edit.to({ id: b.id }));
                    }}
                  >
                    <Pencil aria-hidden="true" /> Edit
                  </Button>
                </span>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
