import { useNavigate } from 'react-router-dom';
import { ClipboardCheck, MapPin, Phone } from 'lucide-react';
import type { DayBooking } from '@inspection/inspection-data-access';
import { callLink, inspectionButtonLabel, mapLink } from '@inspection/inspection-domain';
import { useEnsureInspectionData } from '@inspection/inspection-public-api';
import { inspectionPaths } from '@inspection/platform-manifest';
import { formatPhone, formatTimeRange } from '@inspection/shared-domain';
import { Button, FRESH_ROW_CLASS, cn, toast } from '@inspection/ui';
import { useFreshRow } from '@inspection/supabase-client';

const STATUS_LABEL: Record<string, string> = {
  scheduled: 'Scheduled', pending: 'Pending', draft: 'Draft', in_progress: 'In Progress', completed: 'Completed', published: 'Published',
};

const linkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-slate-900 px-4 text-base font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-500';

/**
 * One booking of the day: when, who, which car, where (map), call links for the customer and the seller (whom the
 * inspector often meets at the car), the booking's notes, its status and the inspection button.
 */
export function DayBookingCard({ booking, isNext }: { booking: DayBooking; isNext: boolean }) {
  const navigate = useNavigate();
  const ensure = useEnsureInspectionData(booking.id);
  const map = mapLink(booking);
  const label = inspectionButtonLabel(booking.status);
  const type = booking.inspection_types?.name_en ?? booking.inspection_types?.name;
  const fresh = useFreshRow(booking.id);
  const open = async () => {
    try {
      await ensure.mutateAsync(booking.inspection_type_id);
      navigate(inspectionPaths.perform.to({ bookingId: booking.id }));
    } catch (e) {
      toast.error((e as Error)?.message || 'Failed to start inspection');
    }
  };
  return (
    <article
      aria-label={`${formatTimeRange(booking.start_time, booking.end_time)} ${booking.customer_name}`}
      aria-current={isNext ? 'true' : undefined}
      data-fresh={fresh || undefined}
      className={cn('flex flex-col gap-3 rounded-2xl border-2 bg-white p-4 sm:p-5', FRESH_ROW_CLASS, isNext ? 'border-blue-700 ring-4 ring-blue-200' : 'border-slate-300')}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xl font-bold text-slate-950">{formatTimeRange(booking.start_time, booking.end_time)}</p>
        <div className="flex items-center gap-2">
          {isNext && <span className="rounded-full bg-blue-700 px-3 py-1 text-sm font-bold text-white">Next</span>}
          <span className="rounded-full bg-slate-900 px-3 py-1 text-sm font-semibold text-white">{STATUS_LABEL[booking.status] ?? booking.status}</span>
        </div>
      </div>
      <div className="text-base text-slate-900">
        <p className="text-lg font-semibold">{booking.customer_name}</p>
        <p>
          {booking.vehicle_make} {booking.vehicle_model} {booking.vehicle_year}
          {type ? ` · ${type}` : ''}
        </p>
        {booking.reversegeocoded_address && <p>{booking.reversegeocoded_address}</p>}
        {booking.location_address && (
          <p>
            <span className="font-semibold">Additional Directions:</span> {booking.location_address}
          </p>
        )}
        {booking.seller_name && (
          <p>
            <span className="font-semibold">Seller:</span> {booking.seller_name}
          </p>
        )}
        {booking.notes && (
          <p className="whitespace-pre-line">
            <span className="font-semibold">Notes:</span> {booking.notes}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {map && (
          <a href={map} target="_blank" rel="noopener noreferrer" className={linkClass}>
            <MapPin className="size-5" aria-hidden="true" /> Open map
          </a>
        )}
        <a href={callLink(booking.customer_phone)} className={linkClass}>
          <Phone className="size-5" aria-hidden="true" /> Call {formatPhone(booking.customer_phone)}
        </a>
        {booking.seller_phone && (
          <a href={callLink(booking.seller_phone)} className={linkClass}>
            <Phone className="size-5" aria-hidden="true" /> Call seller {formatPhone(booking.seller_phone)}
          </a>
        )}
        <Button className="min-h-11 px-5 text-base" onClick={() => void open()} loading={ensure.isPending}>
          <ClipboardCheck aria-hidden="true" /> {label}
        </Button>
      </div>
    </article>
  );
}
