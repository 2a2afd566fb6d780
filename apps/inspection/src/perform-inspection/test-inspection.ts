// A loaded inspection for the screen's component tests: one section of every input kind, a child
// field, and a dropdown section.
import type { EditorField } from '@inspection/form-template-model';
import type { LoadedInspection } from '@inspection/inspection-data-access';

const f = (id: string, title: string, over: Partial<EditorField> = {}): EditorField => ({
  id, title, type: 'text', required: false, is120point: false, inputType: 'plain', multiple: false,
  options: [], allowMultiple: false, childFields: [], ...over,
});

export const BOOKING_ID = '33333333-3333-4333-8333-000000000002';

export function testInspection(over: Partial<LoadedInspection> = {}): LoadedInspection {
  return {
    id: '44444444-4444-4444-8444-000000000002',
    bookingId: BOOKING_ID,
    formId: 'form-1',
    data: {},
    markedData: {},
    status: 'draft',
    isPublished: false,
    updatedAt: '2026-11-23T08:00:00Z',
    booking: {
      id: BOOKING_ID, status: 'scheduled', customer_name: 'Priya Nair', customer_email: 'priya.nair@example.com',
      customer_phone: '0552223344', vehicle_make: 'Nissan', vehicle_model: 'Patrol', vehicle_year: 2021,
      start_time: '2026-11-23T05:00:00Z',
    },
    form: {
      id: 'form-1', title: 'Premium Inspection', inspectionTypeId: 't', status: 'live', updatedAt: null,
      sections: [
        {
          id: 's1', title: 'Vehicle Information', fields: [
            f('name', 'Customer Name', { required: true }),
            f('email', 'Email', { inputType: 'email' }),
            f('phone', 'Phone Number', { inputType: 'phone', required: true }),
            f('when', 'Inspection Date and Time', { inputType: 'datetime', required: true }),
            f('main', 'Main Picture', { type: 'image', required: true }),
          ],
        },
        {
          id: 's2', title: 'Exterior', fields: [
            f('paint', 'Paint Condition', {
              type: 'dropdown', required: true,
              options: [
                { id: 'o1', label: 'Original', value: 'Original', score: 10 },
                { id: 'o2', label: 'Partially repainted', value: 'Partially repainted', score: 6 },
              ],
              childFields: [f('panels', 'Repainted Panels', { required: true })],
            }),
            f('photos', 'Exterior Photos', { type: 'image', allowMultiple: true }),
          ],
        },
      ],
    },
    ...over,
  };
}
