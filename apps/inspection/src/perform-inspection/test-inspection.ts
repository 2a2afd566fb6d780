// A loaded inspection for the screen's component tests: one section of every input kind, a child
// field, and a dropdown section.
import type { EditorField } from '@inspection/forms-template-model';
import type { LoadedInspection } from '@inspection/inspection-data-access';

const f = (id: string, title: string, over: Partial<EditorField> = {}): EditorField => ({
  id, title, type: 'text', required: false, is120point: false, inputType: 'plain', multiple: false,
  options: [], allowMultiple: false, childFields: [], ...over,
});

export const BOOKING_ID = '56a3d90d-3333-4333-8333-000000000002';

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

type EmbeddedField = {
  id: string; section_id: string; parent_field_id: string | null; title: string; type: string; required: boolean; is120point: boolean;
  input_type: string; allow_multiple: boolean; order_index: number;
  dropdown_options: { id: string; field_id: string; label: string; value: string; score: number; order_index: number }[];
};

/** The inspection_data row (with its embedded booking and form) that getInspection reads as `inspection`. */
export function inspectionRow(inspection: LoadedInspection) {
  const { form } = inspection;
  const fieldRows = (field: EditorField, sectionId: string, parent: string | null, order: number): EmbeddedField[] => [
    {
      id: field.id, section_id: sectionId, parent_field_id: parent, title: field.title, type: field.type, required: field.required,
      is120point: field.is120point, input_type: field.inputType, allow_multiple: field.multiple || field.allowMultiple, order_index: order,
      dropdown_options: field.options.map((o, i) => ({ id: o.id, field_id: field.id, label: o.label, value: o.value, score: o.score, order_index: i })),
    },
    ...field.childFields.flatMap((c, i) => fieldRows(c, sectionId, field.id, i)),
  ];
  return {
    id: inspection.id, booking_id: inspection.bookingId, form_id: inspection.formId, data: inspection.data, marked_data: inspection.markedData,
    status: inspection.status, is_published: inspection.isPublished, updated_at: inspection.updatedAt, bookings: inspection.booking,
    inspection_forms: form && {
      id: form.id, title: form.title, status: form.status, inspection_type_id: form.inspectionTypeId, created_at: '2026-11-01T08:00:00Z',
      updated_at: form.updatedAt,
      form_sections: form.sections.map((s, i) => ({
        id: s.id, form_id: form.id, title: s.title, order_index: i,
        form_fields: s.fields.flatMap((f, j) => fieldRows(f, s.id, null, j)),
      })),
    },
  };
}
