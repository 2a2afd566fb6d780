import { format } from 'date-fns';
import type { InspectionRecord } from '@inspection/inspection-data-access';

/** Records show their date as 'MMM d, yyyy HH:mm'. */
export const recordDate = (iso: string) => format(new Date(iso), 'MMM d, yyyy HH:mm');

/** Published, or Draft for every other status. */
export const recordStatusLabel = (status: string) => (status === 'published' ? 'Published' : 'Draft');

export const recordVehicle = (record: InspectionRecord) =>
  record.bookings ? [record.bookings.vehicle_make, record.bookings.vehicle_model, record.bookings.vehicle_year].filter(Boolean).join(' ') : '—';

export const shortId = (id: string) => id.slice(0, 8);
