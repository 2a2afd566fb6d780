// The booking's facts: date, time, place, directions, type, inspector, notes, seller; customer and vehicle.
import type { ReactNode } from 'react';
import { formatBusinessLongDate, formatPhone, formatTimeRange } from '@inspection/shared-domain';
import { inspectionTypeName, mapsLink, type BookingWithType } from '@inspection/bookings-domain';
import { languageLabel } from '@inspection/messages-domain';
import { Card } from '@inspection/ui';
import { BookingInspector } from './booking-inspector';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-slate-100 py-2 last:border-0 sm:flex-row sm:gap-4">
      <dt className="w-44 shrink-0 text-sm text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

export function BookingInfo({ booking: b }: { booking: BookingWithType }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="p-4 sm:p-6">
        <h2 className="mb-2 text-lg font-semibold text-slate-900">Booking Information</h2>
        <dl>
          <Row label="Date">{b.start_time ? formatBusinessLongDate(b.start_time) : 'To be coordinated'}</Row>
          <Row label="Time">{b.start_time ? formatTimeRange(b.start_time, b.end_time) : 'To be coordinated'}</Row>
          <Row label="Location">
            {b.reversegeocoded_address ?? '—'}
            {b.latitude !== null && b.longitude !== null && (
              <a href={mapsLink(b.latitude, b.longitude)} target="_blank" rel="noreferrer" className="ml-2 inline-flex min-h-11 items-center text-blue-700 hover:underline lg:min-h-0">
                View on map
              </a>
            )}
          </Row>
          <Row label="Additional Directions">{b.location_address ?? '—'}</Row>
          <Row label="Inspection Type">{inspectionTypeName(b.inspection_types) || '—'}</Row>
          <Row label="Inspector">
            <BookingInspector booking={b} />
          </Row>
          <Row label="Notes">{b.notes ?? '—'}</Row>
          <Row label="Seller">{b.seller_name || b.seller_phone ? [b.seller_name, b.seller_phone && formatPhone(b.seller_phone)].filter(Boolean).join(' · ') : '—'}</Row>
        </dl>
      </Card>
      <Card className="p-4 sm:p-6">
        <h2 className="mb-2 text-lg font-semibold text-slate-900">Customer & Vehicle</h2>
        <dl>
          <Row label="Name">{b.customer_name}</Row>
          <Row label="Email">{b.customer_email ?? '—'}</Row>
          <Row label="Phone">{formatPhone(b.customer_phone)}</Row>
          <Row label="Customer language">{languageLabel(b.language ?? 'en')}</Row>
          <Row label="Vehicle">
            {b.vehicle_year} {b.vehicle_make} {b.vehicle_model}
          </Row>
        </dl>
      </Card>
    </div>
  );
}
