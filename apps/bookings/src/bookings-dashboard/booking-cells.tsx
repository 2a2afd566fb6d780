// What each column of the All table shows for a booking (docs/areas/bookings.md#the-all-table): long values are cut
// to the column (TruncatedText: whole on hover and while focus is in the row); Date and Time wrap instead.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Pencil } from 'lucide-react';
import { bookingsPaths } from '@inspection/platform-manifest';
import { formatBusinessDate, formatPhone, formatTimeRange } from '@inspection/shared-domain';
import { inspectionTypeName, mapsLink, type BookingWithType } from '@inspection/bookings-domain';
import { Button, TruncatedText } from '@inspection/ui';
import { BookingStatusBadge } from '../booking-status/booking-status-badge';
import type { BookingColumnKey } from './bookings-columns';
import { BookingRowActions } from './booking-row-actions';

const secondLine = 'text-xs text-slate-500';
export const vehicleOf = (b: BookingWithType) => `${b.vehicle_year} ${b.vehicle_make} ${b.vehicle_model}`;

/** 'View on map' for a booking with coordinates; the click stays on the link (the row would open the booking). */
export function MapLink({ booking: b, className }: { booking: BookingWithType; className?: string }) {
  if (b.latitude === null || b.longitude === null) return null;
  return (
    <a href={mapsLink(b.latitude, b.longitude)} target="_blank" rel="noreferrer" onClick={(e) => e.stopPropagation()} className={`font-medium text-blue-700 hover:underline ${className ?? ''}`}>
      View on map
    </a>
  );
}

/** Edit, as an icon with its name where the table is tight, with its text from 1280 px and on cards. */
export function EditBookingButton({ booking: b, iconOnlyBelowXl }: { booking: BookingWithType; iconOnlyBelowXl?: boolean }) {
  const navigate = useNavigate();
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Edit booking of ${b.customer_name}`}
      title="Edit"
      className={iconOnlyBelowXl ? 'px-2 xl:px-3' : undefined}
      onClick={(e) => {
        e.stopPropagation();
        navigate(bookingsPaths.edit.to({ id: b.id }));
      }}
    >
      <Pencil aria-hidden="true" /> <span className={iconOnlyBelowXl ? 'hidden xl:inline' : undefined}>Edit</span>
    </Button>
  );
}

export function bookingCell(key: BookingColumnKey, b: BookingWithType): ReactNode {
  switch (key) {
    case 'customer':
      return (
        <>
          <TruncatedText className="font-medium text-slate-900">{b.customer_name}</TruncatedText>
          <TruncatedText className={secondLine}>{formatPhone(b.customer_phone)}</TruncatedText>
        </>
      );
    case 'seller':
      return (
        <>
          <TruncatedText className="text-slate-800">{b.seller_name}</TruncatedText>
          {b.seller_phone && <TruncatedText className={secondLine}>{formatPhone(b.seller_phone)}</TruncatedText>}
        </>
      );
    case 'vehicle':
      return <TruncatedText className="text-slate-800">{vehicleOf(b)}</TruncatedText>;
    case 'location':
      return (
        <>
          <TruncatedText className="text-slate-800">{b.reversegeocoded_address}</TruncatedText>
          {b.location_address && <TruncatedText className={secondLine}>{b.location_address}</TruncatedText>}
          <MapLink booking={b} className="text-xs" />
        </>
      );
    case 'date':
      return <span className="text-slate-800">{b.start_time ? formatBusinessDate(b.start_time) : 'To be coordinated'}</span>;
    case 'time':
      return <span className="text-slate-800">{formatTimeRange(b.start_time, b.end_time)}</span>;
    case 'type':
      return <TruncatedText className="text-slate-800">{inspectionTypeName(b.inspection_types)}</TruncatedText>;
    case 'inspector':
      return <TruncatedText className="text-slate-800">{b.inspectors?.full_name}</TruncatedText>;
    case 'status':
      return <BookingStatusBadge status={b.status} />;
    case 'edit':
      return (
        <span className="flex items-center justify-end">
          <EditBookingButton booking={b} iconOnlyBelowXl />
          <BookingRowActions booking={b} />
        </span>
      );
  }
}
