// The stored report has one author, the database: submit_inspection stores what build_inspection_report makes of the
// answers, the part marks and the inspection's own form version. Whatever else a caller puts in p_report (sections,
// fields, scores, damage, photos, vehicle data, unknown keys) is not stored; only its signatures are.
import { beforeAll, describe, expect, it } from 'vitest';
import { backendFixture } from '../testing/backend-fixture';

const STANDARD_TYPE = '11111111-1111-4111-8111-000000000001';
const NOW = '2026-11-25T10:00:00.000Z';
const SEEDED_BOOKING = 'b726ed24-3333-4333-8333-000000000001';
const PHOTO = 'http://localhost:54321/storage/v1/object/public/inspection-photos/b/door.jpg';
const signatures = { inspector: { name: 'Test Inspector', signed_at: NOW, path: 'M10 10 L100 50' }, customer: null };
const fx = backendFixture();

let formId: string;
const field: Record<string, string> = {};

beforeAll(async () => {
  const saved = await fx.staff.rpc('save_form_template', { template: {
    title: 'Forged report fixture', inspection_type_id: STANDARD_TYPE,
    sections: [
      { title: 'Vehicle Information', fields: [{ title: 'Vehicle Brand', type: 'text' }, { title: 'Owner Phone', type: 'text', input_type: 'phone' }] },
      { title: 'Body', fields: [
        { title: 'Paint', type: 'dropdown', options: [{ label: 'Original', score: 10 }, { label: 'Repainted', score: 4 }] },
        { title: 'Body Photos', type: 'image' },
      ] },
    ],
  } });
  expect(saved.error).toBeNull();
  formId = (saved.data as { id: string }).id;
  const rows = await fx.staff.from('form_fields').select('id, title, form_sections!inner(form_id)').eq('form_sections.form_id', formId);
  for (const row of rows.data!) field[row.title] = row.id;
});

async function inspection(): Promise<string> {
  const booking = await fx.staff.from('bookings')
    .insert({ customer_name: 'Forge Tester', customer_phone: '0502223333', vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020 })
    .select('id').single();
  expect(booking.error).toBeNull();
  expect((await fx.staff.from('inspection_data').insert({ booking_id: booking.data!.id, form_id: formId, data: {} })).error).toBeNull();
  return booking.data!.id as string;
}

const answers = () => ({
  [field['Vehicle Brand']]: { value: 'Kia', lastUpdated: NOW },
  [field['Owner Phone']]: { value: '0501234567', lastUpdated: NOW },
  // The caller's own score for the answer is not the form's (4).
  [field.Paint]: { value: 'Repainted', score: 10, maxScore: 10, lastUpdated: NOW },
  [field['Body Photos']]: { value: [PHOTO], isIssue: true, notes: 'Scratch', lastUpdated: NOW },
});
const marks = { hood: ['Dented'], lastUpdated: NOW };

const FORGED = {
  status: 'draft',
  overall_score: 10,
  form_id: '00000000-0000-4000-8000-000000000000',
  inspection_results: [
    { id: 'forged', title: 'Forged section', rating: 10, maxScores: 10, fields: [{ id: 'x', title: 'Owner Phone', type: 'text', input_type: 'plain', value: '0509999999', score: 10, maxScore: 10 }],
      images: [{ url: 'http://evil.example/forged.jpg', alt: 'Forged', annotations: [{ type: 'text', points: [{ x: 0.1, y: 0.1 }], color: 'red', text: 'Forged' }] }] },
  ],
  damage_data: { roof: { conditions: ['Broken'], severity: 'major' }, hood: { conditions: ['Cracked'], severity: 'major' } },
  images: [{ title: 'Main Picture', urls: ['http://evil.example/forged-main.jpg'] }],
  vehicle_info: { brand: 'Ferrari', model: 'F40', year: '1990', customer_phone: '0509999999', fields: [{ title: 'Forged', value: 'x' }] },
  signatures,
};

const REPORT_COLUMNS = 'status, overall_score, inspection_results, damage_data, images, vehicle_info, signatures';

async function submitted(bookingId: string, report: object) {
  const { error } = await fx.staff.rpc('submit_inspection', { p_booking_id: bookingId, p_data: answers(), p_marked_data: marks, p_report: report });
  expect(error).toBeNull();
  const { data } = await fx.staff.from('inspection_reports').select(REPORT_COLUMNS).eq('booking_id', bookingId).single();
  return data as Record<string, unknown>;
}

describe('a submitted report holds only what the answers say', () => {
  it('whatever sections, fields, scores, damage, photos and vehicle data the caller forges', async () => {
    const forgedId = await inspection();
    const forged = await submitted(forgedId, FORGED);
    const honest = await submitted(await inspection(), { signatures });
    expect(forged).toEqual(honest);

    // Equal to what the database builds from the answers alone, and to what the answers say.
    const { data: built } = await fx.staff.rpc('build_inspection_report', { p_form_id: formId, p_data: answers(), p_marked_data: marks, p_booking_id: forgedId });
    const { signatures: storedSignatures, overall_score: overall, ...content } = forged;
    expect({ ...content, overall_score: Number(overall) }).toEqual(built);
    expect(storedSignatures).toEqual(signatures);
    expect(forged).toMatchObject({
      status: 'published',
      overall_score: 4,
      damage_data: { hood: { conditions: ['Dented'], severity: 'moderate' } },
      images: [{ title: 'Body Photos', urls: [PHOTO] }],
      vehicle_info: { brand: 'Kia', model: 'Rio', year: '2020' },
    });
    const sections = forged.inspection_results as { title: string; rating: number | null; fields: { title: string; score: number | null }[] }[];
    expect(sections.map((s) => [s.title, s.rating])).toEqual([['Vehicle Information', null], ['Body', 4]]);
    expect(sections[1].fields).toEqual([expect.objectContaining({ title: 'Paint', value: 'Repainted', score: 4, maxScore: 10 })]);
    const text = JSON.stringify(forged);
    for (const forgery of ['Forged', 'evil.example', 'Ferrari', '0509999999', 'roof', 'Cracked', 'customer_phone']) {
      expect(text, forgery).not.toContain(forgery);
    }
  });

  it("stores the answers' scores from the form, not the caller's", async () => {
    const bookingId = await inspection();
    await submitted(bookingId, FORGED);
    const { data } = await fx.staff.from('inspection_data').select('data').eq('booking_id', bookingId).single();
    expect(data!.data[field.Paint]).toMatchObject({ value: 'Repainted', score: 4, maxScore: 10 });
  });
});

describe('the seeded report', () => {
  it('is the one the database builds from its inspection', async () => {
    const { data: inspection } = await fx.staff.from('inspection_data').select('form_id, data, marked_data, booking_id')
      .eq('booking_id', SEEDED_BOOKING).single();
    const { data: built, error } = await fx.staff.rpc('build_inspection_report', {
      p_form_id: inspection!.form_id, p_data: inspection!.data, p_marked_data: inspection!.marked_data, p_booking_id: SEEDED_BOOKING,
    });
    expect(error).toBeNull();
    const { data: stored } = await fx.staff.from('inspection_reports').select('status, overall_score, inspection_results, damage_data, images, vehicle_info')
      .eq('booking_id', SEEDED_BOOKING).single();
    expect({ ...stored, overall_score: Number(stored!.overall_score) }).toEqual(built);
    // The photos its pages show: the Main Picture first, then the other groups in form order.
    expect((stored!.images as { title: string }[]).map((group) => group.title)).toEqual(['Main Picture', 'Exterior Photos', 'Radiator Picture', 'Interior Photos']);
  });
});
