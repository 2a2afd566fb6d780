// The inspection remote's screen queries (see screen-query.ts), owned by the inspection team: here, not in the
// remote, because the shell starts them from the manifest and libs/inspection/data-access reads them too.
import type { ScreenQuery } from '../screen-query';
import { EMBEDDED_FORM_COLUMNS } from './forms';

/** An inspection's own columns with its booking (for the prefill), without its form. */
export const INSPECTION_OWN_COLUMNS = `id, booking_id, form_id, data, marked_data, status, is_published, updated_at,
  bookings(id, status, customer_name, customer_email, customer_phone, vehicle_make, vehicle_model, vehicle_year, start_time)` as const;

/** An inspection with its booking (for the prefill) and its whole form template (sections, fields, options). */
export const INSPECTION_COLUMNS = `${INSPECTION_OWN_COLUMNS},
  inspection_forms(${EMBEDDED_FORM_COLUMNS})` as const;

const byOrderIndex = (referencedTable: string) => ({ column: 'order_index', ascending: true, referencedTable });

export const inspectionQueries = {
  /**
   * The perform screen's one read: the booking's inspection (answers and marks), its booking and its form, each
   * embedded list by order_index; null when the booking has no inspection. No retries: without a connection the
   * screen opens the device's copy at once. Fresh for 10 s: the screen takes the route's read and drops it from the
   * cache (getInspection in libs/inspection/data-access), so a later opening reads again.
   */
  perform: {
    key: ['inspections', 'perform'],
    table: 'inspection_data',
    select: INSPECTION_COLUMNS,
    match: { booking_id: { param: 'bookingId', format: 'uuid' } },
    order: [
      byOrderIndex('inspection_forms.form_sections'),
      byOrderIndex('inspection_forms.form_sections.form_fields'),
      byOrderIndex('inspection_forms.form_sections.form_fields.dropdown_options'),
    ],
    single: true,
    failFast: true,
    staleTime: 10_000,
  },
} as const satisfies Record<string, ScreenQuery>;
