// The All view below 1024 px (docs/areas/bookings.md#the-all-table): one card per booking in a plain list (no table
// roles), virtualised like the table. The customer's name (44 px high) opens the booking, as a tap anywhere on the
// card does; Edit, 'View on map' and the further actions (Cancel booking) are the row's actions at 44 px.
import { Link, useNavigate } from 'react-router-dom';
import { bookingsPaths } from '@inspection/platform-manifest';
import { formatBusinessDate, formatPhone, formatTimeRange } from '@inspection/shared-domain';
import { inspectionTypeName, type BookingWithType } from '@inspection/bookings-domain';
import { DataCard, TruncatedText } from '@inspection/ui';
import { useFreshRow } from '@inspection/supabase-client';
import { BookingStatusBadge } from '../booking-status/booking-status-badge';
import { EditBookingButton, MapLink, vehicleOf } from './booking-cells';
import { BookingRowActions } from './booking-row-actions';
import { useVirtualBookings, type VirtualBookingsOptions } from './use-virtual-bookings';

/** A card's height with the gap below it (every line is one line high, cut when long). */
export const BOOKING_CARD_STEP = 212;

export interface BookingsCardsProps extends Omit<VirtualBookingsOptions, 'size'> {
  rowAt: (index: number) => BookingWithType | undefined;
}

export function BookingsCards({ rowAt, ...virtual }: BookingsCardsProps) {
  const { scroller, items, totalSize } = useVirtualBookings({ ...virtual, size: BOOKING_CARD_STEP });
  return (
    <div ref={scroller} className="max-h-[75vh] overflow-y-auto overscroll-contain">
      <ul aria-label="Bookings" className="relative" style={{ height: totalSize }}>
        {items.map((item) => {
          const booking = rowAt(item.index);
          const place = { 'aria-setsize': virtual.total, 'aria-posinset': item.index + 1, style: { transform: `translateY(${item.start}px)`, height: BOOKING_CARD_STEP - 8 } };
          return booking ? (
            <BookingCard key={booking.id} booking={booking} {...place} />
          ) : (
            <li key={`loading-${item.index}`} data-testid="booking-card-loading" aria-busy="true" className="absolute inset-x-0 animate-pulse rounded-xl border border-slate-200 bg-white p-3" {...place}>
              <span className="sr-only">Loading booking…</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

type CardPlace = { 'aria-setsize': number; 'aria-posinset': number; style: { transform: string; height: number } };

function BookingCard({ booking: b, ...place }: { booking: BookingWithType } & CardPlace) {
  const navigate = useNavigate();
  const to = bookingsPaths.details.to({ id: b.id });
  const who = [inspectionTypeName(b.inspection_types), b.inspectors?.full_name].filter(Boolean).join(' · ');
  const fresh = useFreshRow(b.id);
  return (
    <DataCard
      data-testid="booking-card"
      data-fresh={fresh || undefined}
      className="absolute inset-x-0 cursor-pointer overflow-hidden hover:bg-slate-50"
      onClick={() => navigate(to)}
      title={
        <Link to={to} onClick={(e) => e.stopPropagation()} className="flex min-h-11 min-w-0 items-center hover:underline">
          <TruncatedText>{b.customer_name}</TruncatedText>
        </Link>
      }
      badge={<BookingStatusBadge status={b.status} />}
      actions={
        <>
          <EditBookingButton booking={b} />
          <MapLink booking={b} className="inline-flex min-h-11 items-center px-2 text-sm" />
          <BookingRowActions booking={b} touch />
        </>
      }
      {...place}
    >
      <span className="font-medium text-slate-800">{b.start_time ? `${formatBusinessDate(b.start_time)} · ${formatTimeRange(b.start_time, b.end_time)}` : 'To be coordinated'}</span>
      <TruncatedText>{`${vehicleOf(b)} · ${formatPhone(b.customer_phone)}`}</TruncatedText>
      <TruncatedText>{who}</TruncatedText>
      <TruncatedText empty="">{[b.reversegeocoded_address, b.location_address].filter(Boolean).join(' · ')}</TruncatedText>
    </DataCard>
  );
}
