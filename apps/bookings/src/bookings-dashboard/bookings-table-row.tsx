// One booking in the All view: a compact line on phones, ten cells from 640 px. A click opens the booking.
import { useNavigate } from 'react-router-dom';
import { bookingsPaths } from '@inspection/platform-manifest';
import { Pencil } from 'lucide-react';
import { formatBusinessDate, formatTimeRange } from '@inspection/shared-domain';
import { inspectionTypeName, mapsLink, type BookingWithType } from '@inspection/bookings-domain';
import { Button } from '@inspection/ui';
import { BookingStatusBadge } from '../booking-status/booking-status-badge';

export const BOOKINGS_GRID = 'grid-cols-[10rem_10rem_10rem_16rem_7rem_10rem_10rem_9rem_7rem_5rem] gap-3 px-4';
export const BOOKINGS_ROW_HEIGHT = 76;

/** index: the row's place in the list; top: where the virtualiser puts it. */
export function BookingsTableRow({ booking: b, index, top }: { booking: BookingWithType; index: number; top: number }) {
  const navigate = useNavigate();
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      tabIndex={0}
      data-testid="booking-row"
      onClick={() => navigate(bookingsPaths.details.to({ id: b.id }))}
      onKeyDown={(e) => e.key === 'Enter' && navigate(bookingsPaths.details.to({ id: b.id }))}
      className={`${BOOKINGS_GRID} absolute inset-x-0 flex cursor-pointer flex-col justify-center gap-0.5 border-b sm:grid sm:items-center border-slate-100 text-sm hover:bg-blue-50/50 focus-visible:bg-blue-50 focus-visible:outline-none`}
      style={{ height: BOOKINGS_ROW_HEIGHT, transform: `translateY(${top}px)` }}
    >
      {/* Phones: one compact line per booking instead of ten columns. */}
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
            className="inline-flex min-h-11 items-center text-xs font-medium text-blue-700 hover:underline lg:min-h-0"
          >
            View on map
          </a>
        )}
      </span>
      <span role="cell" className="hidden text-slate-800 sm:block">{b.start_time ? formatBusinessDate(b.start_time) : '—'}</span>
      <span role="cell" className="hidden text-slate-800 sm:block">{formatTimeRange(b.start_time, b.end_time)}</span>
      <span role="cell" className="hidden truncate text-slate-800 sm:block">{inspectionTypeName(b.inspection_types) || '—'}</span>
      <span role="cell" className="hidden truncate text-slate-800 sm:block">{b.inspectors?.full_name ?? '—'}</span>
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
}

/** A row whose page is still on its way (a fast scroll past the rows read so far): grey bars in the row's place. */
export function LoadingBookingsRow({ index, top }: { index: number; top: number }) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-busy="true"
      data-testid="booking-row-loading"
      className="absolute inset-x-0 flex items-center gap-3 border-b border-slate-100 px-4"
      style={{ height: BOOKINGS_ROW_HEIGHT, transform: `translateY(${top}px)` }}
    >
      <span role="cell" className="sr-only">
        Loading booking…
      </span>
      <span className="h-3 w-40 animate-pulse rounded bg-slate-100" aria-hidden="true" />
      <span className="hidden h-3 w-64 animate-pulse rounded bg-slate-100 sm:block" aria-hidden="true" />
    </div>
  );
}
