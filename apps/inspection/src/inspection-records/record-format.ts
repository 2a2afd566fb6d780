import { formatBusinessDate, formatBusinessTime } from '@inspection/shared-domain';
import type { InspectionRecord } from '@inspection/inspection-data-access';

/** Records show their date as 'MMM d, yyyy hh:mm a' (24-hour when the business says so), in the business zone. */
export const recordDate = (iso: string) => `${formatBusinessDate(iso)} ${formatBusinessTime(iso)}`;

/** Published, or Draft for every other status. */
export const recordStatusLabel = (status: string) => (status === 'published' ? 'Published' : 'Draft');

export const recordVehicle = (record: InspectionRecord) =>
  record.bookings ? [record.bookings.vehicle_make, record.bookings.vehicle_model, record.bookings.vehicle_year].filter(Boolean).join(' ') : '—';

export const shortId = (id: string) => id.slice(0, 8);
