// Contact data in the buyer's copy (docs/areas/reports.md#what-the-buyers-copy-withholds; migration 0180): the probe
// still read a phone number through the vehicle's year, values in lists and objects, notes, issue notes, photo alt
// text, section and image-group titles, damage conditions and mark labels. Every value is now copied in its shape,
// and every free text goes through the phone and email check, a number or address inside a sentence replaced by '…'.
// The customer's name is personal data the buyer does not need: fields naming it are left out, it is redacted in
// free text with the seller's, and the customer's signature stays on the staff report.
import { describe, expect, it } from 'vitest';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();
const STANDARD_TYPE = '11111111-1111-4111-8111-000000000001';
const LIVE_FORM = '22222222-2222-4222-8222-000000000001';
const PHOTO = 'https://photos.example/inspection-photos/car/door.webp';
const SENTENCE = 'Call 050 765 4321 or layla@example.com';
const LEAKS = ['765 4321', '7654321', '٧٦٥٤٣٢١', 'example.com', 'Layla', 'LAYLA', 'Haddad', 'Karim', 'Nasser', 'javascript'];
const INSPECTOR = { name: 'Contact Inspector', signed_at: '2026-11-25T10:00:00.000Z', path: 'M10 10 L100 50' };
const CUSTOMER = { name: 'Layla Haddad', signed_at: '2026-11-25T10:01:00.000Z', path: 'M10 10 L90 40' };

async function insert<T = { id: string }>(table: string, row: Record<string, unknown>): Promise<T> {
  const { data, error } = await fx.staff.from(table).insert(row).select('*').single();
  expect(error).toBeNull();
  return data as T;
}

const booking = () => insert('bookings', {
  customer_name: 'Layla Haddad', customer_phone: '0507654321', seller_name: 'Karim Nasser', seller_phone: '0551234567',
  vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020, inspection_type_id: STANDARD_TYPE,
});

async function publicReport(bookingId: string) {
  const { data, error } = await fx.anon.rpc('get_public_report', { booking_id: bookingId });
  expect(error).toBeNull();
  return data;
}

/** No contact anywhere in the copy but the signatures, which carry the signers' names by design. */
function expectNoLeak(copy: { signatures?: unknown }) {
  const text = JSON.stringify({ ...copy, signatures: undefined });
  for (const leak of LEAKS) expect(text, leak).not.toContain(leak);
}

describe("contact data in the buyer's copy", () => {
  it('checks shapes and redacts phones, emails and names in every free text of a written report', async () => {
    const form = await insert('inspection_forms', { title: 'Contact data form', inspection_type_id: STANDARD_TYPE });
    const section = await insert('form_sections', { form_id: form.id, title: 'Vehicle Information', order_index: 0 });
    const field = (title: string, type: string) =>
      insert('form_fields', { section_id: section.id, title, type, input_type: type === 'text' ? 'plain' : null, is120point: false });
    const [customerName, notes, extras, colour, sellerName] = [
      await field('Customer Name', 'text'), await field('Owner notes', 'text'), await field('Extras', 'text'),
      await field('Colour', 'dropdown'), await field("Seller's name", 'text'),
    ];
    const b = await booking();
    const text = (f: { id: string }, title: string, value: unknown, extra: Record<string, unknown> = {}) =>
      ({ id: f.id, title, type: 'text', input_type: 'plain', value, ...extra });
    await insert('inspection_reports', {
      booking_id: b.id, form_id: form.id, status: 'published', overall_score: 8,
      images: [{ title: 'Main Picture', urls: [PHOTO] }, { title: 'Photos for 050 765 4321', urls: [PHOTO, 'javascript:alert(1)', 7] }],
      vehicle_info: {
        brand: 'Kia', model: 'Rio', year: '0507654321',
        fields: [
          text(customerName, 'Customer Name', 'Layla Haddad'),
          text(sellerName, "Seller's name", 'Someone'),
          text(notes, 'Owner notes', `${SENTENCE}; serviced 2024-05-01 at 120000 km, VIN JTMHV05J604123456`),
        ],
      },
      damage_data: {
        hood: { conditions: ['Dented', 'ask ٠٥٠٧٦٥٤٣٢١', '0507654321'], severity: 'moderate' },
        '0507654321': { conditions: ['Dented'], severity: 'minor' },
        bumper: { conditions: ['Scratched'], severity: 'call 0507654321' },
      },
      inspection_results: [{
        id: section.id, title: 'Exterior (seller Karim Nasser, +971 50 765 4321)', rating: 8, maxScores: 10,
        fields: [
          text(extras, 'Extras', ['Roof rack', '0507654321', 'mail layla@example.com', { phone: '0507654321' }], {
            notes: 'WhatsApp +971 50 765 4321', issueNote: 'ask LAYLA haddad', isIssue: 'yes', score: '0507654321',
          }),
          { id: colour.id, title: 'Colour', type: 'dropdown', value: { value: '0507654321' }, score: 10, maxScore: 10 },
        ],
        images: [
          { url: PHOTO, alt: `Door, ${SENTENCE}`, isIssue: true, issueNote: 'Karim Nasser says 0507654321', annotations: [
            { type: 'text', points: [{ x: 0.1, y: 0.1 }], color: '#ff0000', text: 'call 050 765 4321 now' },
            { type: 'text', points: [{ x: 0.2, y: 0.2 }], color: '#ff0000', text: 'layla@example.com' },
            { type: 'arrow', points: [{ x: 0.1, y: 0.2 }, { x: 0.3, y: 0.4 }], color: '#ff0000', photo: 'mailto:layla@example.com' },
          ] },
          { url: 'javascript:alert(0507654321)', alt: 'Sill' },
        ],
      }],
      signatures: { inspector: INSPECTOR, customer: CUSTOMER },
    });

    const copy = await publicReport(b.id);
    expectNoLeak(copy);
    expect(copy.vehicle_info).toEqual({
      brand: 'Kia', model: 'Rio', year: '',
      fields: [{ id: notes.id, title: 'Owner notes', type: 'text', input_type: 'plain', value: 'Call … or …; serviced 2024-05-01 at 120000 km, VIN JTMHV05J604123456' }],
    });
    expect(copy.images).toEqual([{ title: 'Main Picture', urls: [PHOTO] }, { title: 'Photos for …', urls: [PHOTO] }]);
    expect(copy.damage_data).toEqual({ hood: { conditions: ['Dented', 'ask …'], severity: 'moderate' }, bumper: { conditions: ['Scratched'] } });
    expect(copy.inspection_results).toEqual([{
      id: section.id, title: 'Exterior (seller …, …)', rating: 8, maxScores: 10,
      fields: [
        { id: extras.id, title: 'Extras', type: 'text', input_type: 'plain', value: ['Roof rack', 'mail …'], notes: 'WhatsApp …', issueNote: 'ask …' },
        { id: colour.id, title: 'Colour', type: 'dropdown', value: null, score: 10, maxScore: 10 },
      ],
      images: [{ url: PHOTO, alt: 'Door, Call … or …', isIssue: true, issueNote: '… says …', annotations: [
        { type: 'text', points: [{ x: 0.1, y: 0.1 }], color: '#ff0000', text: 'call … now' },
        { type: 'arrow', points: [{ x: 0.1, y: 0.2 }, { x: 0.3, y: 0.4 }], color: '#ff0000' },
      ] }],
    }]);
    expect(copy.signatures).toEqual({
      inspector: { ...INSPECTOR, signed_at: '2026-11-25T10:00:00.000Z' }, customer: { ...CUSTOMER, signed_at: '2026-11-25T10:01:00.000Z' },
    });
    // Staff still read the whole report, the customer's signature with it.
    const { data: row } = await fx.staff.from('inspection_reports').select('signatures, vehicle_info').eq('booking_id', b.id).single();
    expect(JSON.stringify(row)).toContain('Layla Haddad');
  });

  it('keeps a plausible year as text, and leaves any other year empty', async () => {
    for (const [year, shown] of [['2020', '2020'], [2021, '2021'], [' 1998 ', '1998'], ['1850', ''], ['2020 call 050 765 4321', ''], [{ y: 2020 }, ''], ['3000', '']] as const) {
      const b = await booking();
      await insert('inspection_reports', { booking_id: b.id, vehicle_info: { brand: 'Kia', model: 'Rio', year, fields: [] } });
      expect({ year, shown: (await publicReport(b.id)).vehicle_info.year }).toEqual({ year, shown });
    }
  });

  it("leaves the customer's name, phone and email out of a submitted report's copy, as the spreadsheet link does", async () => {
    const b = await booking();
    await insert('inspection_data', { booking_id: b.id, form_id: LIVE_FORM, data: {} });
    const { rows } = await fx.backend.db.query<{ id: string; title: string }>(
      `select f.id::text, f.title from public.form_fields f join public.form_sections s on s.id = f.section_id
        where s.form_id = $1 and f.parent_field_id is null`, [LIVE_FORM]);
    const id = (title: string) => rows.find((r) => r.title === title)!.id;
    const { error } = await fx.staff.rpc('submit_inspection', {
      p_booking_id: b.id,
      p_data: {
        [id('Customer Name')]: { value: 'Layla Haddad' }, [id('Email')]: { value: 'layla@example.com' },
        [id('Phone Number')]: { value: '050 765 4321' }, [id('Vehicle Brand')]: { value: 'Kia' },
        [id('Vehicle Year')]: { value: '2020' }, [id('Mileage')]: { value: '120000' },
        [id('Body Panels')]: { value: 'Good', notes: 'Layla Haddad asked about +971507654321', isIssue: true },
      },
      p_marked_data: {},
      p_report: { signatures: { inspector: INSPECTOR, customer: CUSTOMER } },
    });
    expect(error).toBeNull();
    const copy = await publicReport(b.id);
    expectNoLeak(copy);
    const titles = JSON.stringify(copy.vehicle_info.fields.map((f: { title: string }) => f.title));
    expect(titles).not.toMatch(/Customer Name|Email|Phone Number/);
    expect(copy.vehicle_info).toMatchObject({ brand: 'Kia', year: '2020' });
    expect(copy.signatures.customer).toMatchObject({ name: 'Layla Haddad' });
  });
});
