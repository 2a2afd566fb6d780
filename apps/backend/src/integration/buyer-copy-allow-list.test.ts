// The buyer's copy (get_public_report) is built from an allow-list, with the form's own field types read on the
// server (docs/areas/reports.md#what-the-buyers-copy-withholds; migrations 0033, 0151): every way the probe carried the customer's phone to
// anonymous readers is gone, while the inspection itself still reaches them with its titles as stored at submit.
import { describe, expect, it } from 'vitest';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();

const PHONE = '0507654321';
const STANDARD_TYPE = '11111111-1111-4111-8111-000000000001';

async function insert<T = { id: string }>(table: string, row: Record<string, unknown>): Promise<T> {
  const { data, error } = await fx.staff.from(table).insert(row).select('*').single();
  expect(error).toBeNull();
  return data as T;
}

/** A draft form with a phone field, an email field, a plain field, a dropdown and a child field typed phone. */
async function formWithContactFields() {
  const form = await insert('inspection_forms', { title: 'Allow-list form', inspection_type_id: STANDARD_TYPE });
  const section = await insert('form_sections', { form_id: form.id, title: 'Vehicle Information', order_index: 0 });
  const field = (title: string, type: string, input_type: string | null, parent_field_id?: string) =>
    insert('form_fields', { section_id: section.id, title, type, input_type, parent_field_id: parent_field_id ?? null, is120point: false });
  const phone = await field('Phone Number', 'text', 'phone');
  const email = await field('Email', 'text', 'email');
  const notes = await field('Owner notes', 'text', 'plain');
  const paint = await field('Paint', 'dropdown', null);
  const contacts = await field('Seller', 'text', 'plain');
  const altNumber = await field('Alternate', 'text', 'phone', contacts.id);
  return { form, section, phone, email, notes, paint, contacts, altNumber };
}

describe("the buyer's copy of a report", () => {
  it('leaves out every way of carrying a phone the probe used, and keeps the inspection', async () => {
    const f = await formWithContactFields();
    const booking = await insert('bookings', {
      customer_name: 'Allow List', customer_phone: PHONE, vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020,
    });
    const answer = (id: string, title: string, input_type: string, value: unknown, extra: Record<string, unknown> = {}) =>
      ({ id, title, type: 'text', input_type, value, score: null, maxScore: null, ...extra });
    await insert('inspection_reports', {
      booking_id: booking.id,
      form_id: f.form.id,
      status: 'published',
      overall_score: 8,
      images: [{ title: 'Main Picture', urls: ['http://localhost/car.jpg'], caption: PHONE }],
      damage_data: { hood: { conditions: ['Dented'], severity: 'moderate', owner: PHONE } },
      vehicle_info: {
        brand: 'Kia', model: 'Rio', year: '2020',
        customer_phone: PHONE, // an extra key
        fields: [
          answer(f.phone.id, 'Phone Number', 'plain', PHONE), // the phone field, typed plain by the browser
          { title: 'Phone Number', type: 'text', input_type: 'Phone ', value: PHONE }, // no id, 'Phone ' with a space
          answer(f.notes.id, 'Owner notes', 'plain', '+971 50 765 4321'), // a phone in a plain field
          answer(f.notes.id, 'Owner notes', 'plain', 'Clean car, one owner'),
        ],
      },
      inspection_results: [{
        id: f.section.id, title: 'Vehicle Information', rating: 8, maxScores: 10, customer_phone: PHONE,
        images: [{ url: 'http://localhost/door.jpg', alt: 'Door', isIssue: true, issueNote: 'Scratch', uploader: PHONE }],
        fields: [
          answer(`${f.altNumber.id}-child-0`, 'Alternate', 'plain', '050 765 4321'), // a child field typed phone
          answer(f.email.id, 'Email', 'plain', 'owner@example.com'),
          answer(f.contacts.id, 'Seller', 'plain', '٠٥٠٧٦٥٤٣٢١'), // Arabic-Indic digits in a plain field
          { id: 'injected', title: 'Injected', type: 'text', input_type: 'plain', value: PHONE }, // no field of the form
          { id: f.paint.id, title: 'Paint', type: 'dropdown', value: 'Original', score: 10, maxScore: 10, phone: PHONE },
        ],
      }],
    });

    const { data, error } = await fx.backend.client().rpc('get_public_report', { booking_id: booking.id });
    expect(error).toBeNull();
    const text = JSON.stringify(data);
    for (const leak of ['7654321', '765 4321', '٧٦٥٤٣٢١', 'owner@example.com', 'customer_phone', 'uploader', 'caption', '"owner"', '"phone"']) {
      expect(text, leak).not.toContain(leak);
    }
    expect(data.vehicle_info).toEqual({
      brand: 'Kia', model: 'Rio', year: '2020',
      fields: [{ id: f.notes.id, title: 'Owner notes', type: 'text', input_type: 'plain', value: 'Clean car, one owner' }],
    });
    expect(data.inspection_results).toEqual([{
      id: f.section.id, title: 'Vehicle Information', rating: 8, maxScores: 10,
      images: [{ url: 'http://localhost/door.jpg', alt: 'Door', isIssue: true, issueNote: 'Scratch' }],
      fields: [{ id: f.paint.id, title: 'Paint', type: 'dropdown', value: 'Original', score: 10, maxScore: 10 }],
    }]);
    expect(data.images).toEqual([{ title: 'Main Picture', urls: ['http://localhost/car.jpg'] }]);
    expect(data.damage_data).toEqual({ hood: { conditions: ['Dented'], severity: 'moderate' } });

    // Staff still read the whole report through the table.
    const { data: row } = await fx.staff.from('inspection_reports').select('vehicle_info').eq('booking_id', booking.id).single();
    expect(JSON.stringify(row)).toContain(PHONE);
  });

  it("shows each field's title and type as stored at submit, whatever the form's field became since", async () => {
    const f = await formWithContactFields();
    const booking = await insert('bookings', {
      customer_name: 'Stored Titles', customer_phone: PHONE, vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020,
    });
    const paint = { id: f.paint.id, title: 'Paint', type: 'dropdown', input_type: 'plain', value: 'Original', score: 10, maxScore: 10 };
    await insert('inspection_reports', {
      booking_id: booking.id, form_id: f.form.id, status: 'published', overall_score: 10, images: [], damage_data: {},
      vehicle_info: { brand: 'Kia', model: 'Rio', year: '2020', fields: [] },
      inspection_results: [{ id: f.section.id, title: 'Vehicle Information', rating: 10, maxScores: 10, images: [], fields: [paint] }],
      public_link_enabled: true,
    });
    // The form's field changes after submit, as an admin or a migration could change it.
    await fx.backend.client(fx.backend.serviceRoleKey).from('form_fields')
      .update({ title: 'Paintwork (renamed)', input_type: 'number' }).eq('id', f.paint.id).throwOnError();

    const { data, error } = await fx.backend.client().rpc('get_public_report', { booking_id: booking.id });
    expect(error).toBeNull();
    expect(data.inspection_results[0].fields).toEqual([paint]);
    // The copy was built when the report was written, from the form as it was then: a later change of the form's
    // field, even to a phone field, changes nothing (the answer was not a phone number, and is checked as a value).
    await fx.backend.client(fx.backend.serviceRoleKey).from('form_fields').update({ input_type: 'phone' }).eq('id', f.paint.id).throwOnError();
    expect((await fx.backend.client().rpc('get_public_report', { booking_id: booking.id })).data.inspection_results[0].fields).toEqual([paint]);
  });
});
