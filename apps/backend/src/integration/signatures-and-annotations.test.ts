// docs/areas/inspection.md#signatures and docs/areas/inspection.md#photo-annotations: the inspector signs the
// report at submit (required), the customer may sign too; photos carry the inspector's marks. submit_inspection stores p_report.signatures in inspection_reports.signatures and refuses a
// submit without the inspector's signature (nothing written); photo annotations travel in an image answer's entry
// through save and submit to the buyer's copy, which also returns the signatures and still hides contact answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { BACKEND_START_TIMEOUT, startTestBackend, type TestBackend } from '../testing/start-test-backend';

let backend: TestBackend;
let staff: SupabaseClient;

const STANDARD_TYPE = '11111111-1111-4111-8111-000000000001';
const PHONE = '0507654321';
const DOOR = 'http://localhost/storage/v1/object/public/inspection-photos/door.jpg';
const SILL = 'http://localhost/storage/v1/object/public/inspection-photos/sill.jpg';

beforeAll(async () => {
  backend = await startTestBackend();
  staff = await backend.staffClient();
}, BACKEND_START_TIMEOUT);
afterAll(() => backend?.close());

async function insert<T = { id: string }>(table: string, row: Record<string, unknown>): Promise<T> {
  const { data, error } = await staff.from(table).insert(row).select('*').single();
  expect(error).toBeNull();
  return data as T;
}

/** A form with an image field, a phone field and an email field; a booking with its draft inspection. */
async function inspection() {
  const form = await insert('inspection_forms', { title: 'Signature form', inspection_type_id: STANDARD_TYPE });
  const section = await insert('form_sections', { form_id: form.id, title: 'Exterior', order_index: 0 });
  const field = (title: string, type: string, input_type: string | null) =>
    insert('form_fields', { section_id: section.id, title, type, input_type, is120point: false });
  const photos = await field('Body Photos', 'image', null);
  const phone = await field('Owner Phone', 'text', 'phone');
  const email = await field('Owner Email', 'text', 'email');
  const booking = await insert('bookings', {
    customer_name: 'Sign Customer', customer_phone: PHONE, vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020,
  });
  await insert('inspection_data', { booking_id: booking.id, form_id: form.id, data: {} });
  return { bookingId: booking.id, section, photos, phone, email };
}

const inspectorSignature = { name: '  Omar Haddad ', signed_at: '2026-11-25T14:05:00+04:00', path: 'M10 20 Q30 40 50 60 L70 80' };
const customerSignature = { name: 'Sara Ali', signed_at: '2026-11-25T10:06:00.000Z', path: 'M100 100 L200 150' };
const stored = (signature: typeof inspectorSignature, at: string) => ({ name: signature.name.trim(), signed_at: at, path: signature.path });

const report = (sectionId: string, signatures?: unknown, images: unknown[] = []) => ({
  overall_score: 0,
  inspection_results: [{ id: sectionId, title: 'Exterior', rating: null, fields: [], images, maxScores: 0 }],
  damage_data: {}, images: [], vehicle_info: { brand: 'Kia', model: 'Rio', year: '2020', fields: [] },
  ...(signatures === undefined ? {} : { signatures }),
});

async function state(bookingId: string) {
  const { data } = await staff.from('inspection_data').select('data, status, is_published').eq('booking_id', bookingId).single();
  const { data: booking } = await staff.from('bookings').select('status').eq('id', bookingId).single();
  const { data: reports } = await staff.from('inspection_reports').select('id').eq('booking_id', bookingId);
  return { ...data!, bookingStatus: booking!.status, reports: reports! };
}

describe('signatures at submit', () => {
  it("refuses a submit without the inspector's signature, writing nothing", async () => {
    const f = await inspection();
    await staff.rpc('save_inspection_data', { p_booking_id: f.bookingId, p_data: { a: { value: 'kept', lastUpdated: '2026-11-25T10:00:00Z' } } });
    const before = await state(f.bookingId);
    const required = "The inspector's signature is required to submit the inspection";
    const refusals: [unknown, string, string][] = [
      [undefined, 'inspector_signature_required', required],
      [null, 'inspector_signature_required', required],
      [{ customer: customerSignature }, 'inspector_signature_required', required],
      // What is wrong with a signature is said in its own words (libs/shared/domain's catalogue holds them).
      [{ inspector: { ...inspectorSignature, name: '   ' }, customer: null }, 'signature_name_invalid', "A signer's name must be 1 to 200 characters, without control or direction characters"],
      [{ inspector: { ...inspectorSignature, path: '' }, customer: null }, 'signature_drawing_empty', 'The signature is empty. Please sign before submitting.'],
      [{ inspector: { ...inspectorSignature, path: 'data:image/png;base64,iVBORw0KGgo=' }, customer: null }, 'signature_path_invalid', 'The signature is not a drawing (SVG path data)'],
      [{ inspector: { ...inspectorSignature, signed_at: 'not a time' }, customer: null }, 'signature_time_invalid', 'The signing time must be a date and time from 2000 until now'],
    ];
    for (const [signatures, hint, message] of refusals) {
      const { error } = await staff.rpc('submit_inspection', {
        p_booking_id: f.bookingId, p_data: { a: { value: 'changed' } }, p_marked_data: {}, p_report: report(f.section.id, signatures),
      });
      expect(error, JSON.stringify(signatures)).toMatchObject({ code: '22023', hint, message });
    }
    const unreadableCustomer = await staff.rpc('submit_inspection', {
      p_booking_id: f.bookingId, p_data: {}, p_marked_data: {},
      p_report: report(f.section.id, { inspector: inspectorSignature, customer: { name: 'Sara', signed_at: customerSignature.signed_at, path: '' } }),
    });
    expect(unreadableCustomer.error).toMatchObject({ code: '22023', hint: 'signature_drawing_empty', details: '{"signer": "customer"}' });
    expect(await state(f.bookingId)).toEqual(before);
    expect(before).toMatchObject({ status: 'in_progress', is_published: false, reports: [] });
  });

  it("stores the inspector's signature, the customer's as null, and shows them to an anonymous buyer", async () => {
    const f = await inspection();
    const { error } = await staff.rpc('submit_inspection', {
      p_booking_id: f.bookingId, p_data: {}, p_marked_data: {}, p_report: report(f.section.id, { inspector: inspectorSignature }),
    });
    expect(error).toBeNull();
    const expected = { inspector: stored(inspectorSignature, '2026-11-25T10:05:00.000Z'), customer: null };
    const { data: row } = await staff.from('inspection_reports').select('signatures').eq('booking_id', f.bookingId).single();
    expect(row!.signatures).toEqual(expected);
    const { data: pub, error: pubError } = await backend.client().rpc('get_public_report', { booking_id: f.bookingId });
    expect(pubError).toBeNull();
    expect(pub.signatures).toEqual(expected);
  });

  it("stores the customer's signature with their name, which the buyer's copy draws too", async () => {
    const f = await inspection();
    const { error } = await staff.rpc('submit_inspection', {
      p_booking_id: f.bookingId, p_data: {}, p_marked_data: {},
      p_report: report(f.section.id, { inspector: inspectorSignature, customer: customerSignature, extra: PHONE }),
    });
    expect(error).toBeNull();
    const { data: row } = await staff.from('inspection_reports').select('signatures').eq('booking_id', f.bookingId).single();
    expect(row!.signatures).toEqual({
      inspector: stored(inspectorSignature, '2026-11-25T10:05:00.000Z'), customer: stored(customerSignature, '2026-11-25T10:06:00.000Z'),
    });
    // Both signatures are the signers' marks on the report, drawn on the buyer's copy
    // (docs/areas/reports.md#what-the-buyers-copy-withholds); what else the caller sent is not.
    const { data: pub } = await backend.client().rpc('get_public_report', { booking_id: f.bookingId });
    expect(pub.signatures).toEqual({
      inspector: stored(inspectorSignature, '2026-11-25T10:05:00.000Z'), customer: stored(customerSignature, '2026-11-25T10:06:00.000Z'),
    });
    expect(JSON.stringify(pub)).not.toContain(PHONE);
  });
});

describe('photo annotations', () => {
  const arrow = { type: 'arrow', points: [{ x: 0.1, y: 0.2 }, { x: 0.45, y: 0.5 }], color: '#dc2626' };
  const ellipse = { type: 'ellipse', points: [{ x: 0.3, y: 0.3 }, { x: 0.6, y: 0.5 }], color: '#facc15' };
  const label = { type: 'text', points: [{ x: 0.5, y: 0.6 }], color: '#2563eb', text: 'Rust', photo: SILL };
  const phoneLabel = { type: 'text', points: [{ x: 0.2, y: 0.2 }], color: '#2563eb', text: '+971 50 765 4321' };
  const pen = { type: 'freehand', points: [{ x: 0.1, y: 0.1 }, { x: 0.12, y: 0.15 }, { x: 0.2, y: 0.18 }], color: '#dc2626', photo: SILL };

  it('pass through autosave and submit in the answer, and reach the buyer on their photos', async () => {
    const f = await inspection();
    const first = { value: [DOOR, SILL], annotations: [arrow], lastUpdated: '2026-11-25T10:00:00Z' };
    expect((await staff.rpc('save_inspection_data', { p_booking_id: f.bookingId, p_data: { [f.photos.id]: first } })).error).toBeNull();
    // A later edit of the marks (another autosave) replaces the answer's marks; an older one does not.
    const later = { ...first, annotations: [arrow, ellipse, label, pen, phoneLabel], lastUpdated: '2026-11-25T10:05:00Z' };
    await staff.rpc('save_inspection_data', { p_booking_id: f.bookingId, p_data: { [f.photos.id]: later } });
    await staff.rpc('save_inspection_data', { p_booking_id: f.bookingId, p_data: { [f.photos.id]: { ...first, annotations: [] } } });
    const answers = {
      ...(await state(f.bookingId)).data,
      [f.phone.id]: { value: PHONE, lastUpdated: '2026-11-25T10:06:00Z' },
      [f.email.id]: { value: 'owner@example.com', lastUpdated: '2026-11-25T10:06:00Z' },
    };
    expect(answers[f.photos.id]).toEqual(later);

    const malformed = [{ type: 'arrow', points: [{ x: 2, y: 0 }, { x: 0, y: 0 }], color: '#dc2626' }, { type: 'star', points: [], color: 'red' }];
    const images = [{ url: DOOR, alt: 'Body Photos', isIssue: false, issueNote: '', annotations: malformed }, { url: SILL, alt: 'Body Photos' }];
    const fields = [
      { id: f.phone.id, title: 'Owner Phone', type: 'text', input_type: 'phone', value: PHONE },
      { id: f.email.id, title: 'Owner Email', type: 'text', input_type: 'email', value: 'owner@example.com' },
    ];
    const { error } = await staff.rpc('submit_inspection', {
      p_booking_id: f.bookingId, p_data: answers, p_marked_data: {},
      p_report: { ...report(f.section.id, { inspector: inspectorSignature, customer: null }, images),
        inspection_results: [{ id: f.section.id, title: 'Exterior', fields, images }] },
    });
    expect(error).toBeNull();
    expect((await state(f.bookingId)).data[f.photos.id]).toEqual(later);

    // The staff's report: each photo with the marks drawn on it, unnamed marks on the answer's first photo.
    const { data: row } = await staff.from('inspection_reports').select('inspection_results').eq('booking_id', f.bookingId).single();
    const staffImages = row!.inspection_results[0].images;
    expect(staffImages[0].annotations).toEqual([arrow, ellipse, phoneLabel]);
    expect(staffImages[1].annotations).toEqual([label, pen]);

    // The buyer's copy: the same marks but the label that is a phone number; no contact answer anywhere. The photos
    // are the answer's (the database builds the report; the images the caller sent are not read).
    const { data: pub } = await backend.client().rpc('get_public_report', { booking_id: f.bookingId });
    expect(pub.inspection_results[0].images).toEqual([
      { url: DOOR, alt: 'Body Photos', isIssue: false, issueNote: '', annotations: [arrow, ellipse] },
      { url: SILL, alt: 'Body Photos', isIssue: false, issueNote: '', annotations: [label, pen] },
    ]);
    expect(pub.inspection_results[0].fields).toEqual([]);
    const text = JSON.stringify(pub);
    for (const leak of ['7654321', '765 4321', 'owner@example.com']) expect(text, leak).not.toContain(leak);
  });

  it("stores an image answer's well-formed marks on its photos, and no photo or mark the report sent", async () => {
    const f = await inspection();
    const odd = { ...arrow, extra: PHONE, color: 'url(javascript:x)' };
    const images = [{ url: 'http://localhost/other.jpg', annotations: [arrow, odd, 'x'] }];
    const fields = [{ id: f.photos.id, title: 'Body Photos', type: 'image', value: [DOOR] }];
    const { error } = await staff.rpc('submit_inspection', {
      p_booking_id: f.bookingId, p_data: { [f.photos.id]: { value: [DOOR], annotations: [label, { ...arrow, note: 'x' }, odd] } }, p_marked_data: {},
      p_report: { ...report(f.section.id, { inspector: inspectorSignature }), inspection_results: [{ id: f.section.id, title: 'Exterior', fields, images }] },
    });
    expect(error).toBeNull();
    const { data: pub } = await backend.client().rpc('get_public_report', { booking_id: f.bookingId });
    // The label names a photo the answer does not hold (SILL): it is on no photo of the report.
    expect(pub.inspection_results[0].images).toEqual([{ url: DOOR, alt: 'Body Photos', isIssue: false, issueNote: '', annotations: [arrow] }]);
    expect(pub.inspection_results[0].fields).toEqual([]);
    expect(JSON.stringify(pub)).not.toContain('other.jpg');
  });
});
