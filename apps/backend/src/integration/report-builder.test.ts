// The stored report's one author, build_inspection_report (supabase/schemas/reports-builder.sql), and the scoring it
// rates sections with: sections and fields in form order with the form's titles and types, photos with their issue
// note and marks, image groups (Main Picture first), damage with severity, and the vehicle from the answers with the
// booking as fallback. These were the inspection screen's builder's rules (it matched this function on the seeded
// inspections and these fixtures before it was removed).
import { beforeAll, describe, expect, it } from 'vitest';
import { parsePublicReport, mainPictureUrl } from '@inspection/reports-model';
import { backendFixture } from '../testing/backend-fixture';

const STANDARD_TYPE = '11111111-1111-4111-8111-000000000001';
const fx = backendFixture();
const options = (...pairs: [string, number][]) => pairs.map(([label, score]) => ({ label, score }));
const text = (title: string, input_type = 'plain') => ({ title, type: 'text', input_type });

// The inspection rules' small form: a Vehicle Information section and an Exterior section with a child field.
const TEMPLATE = {
  title: 'Report builder fixture',
  inspection_type_id: STANDARD_TYPE,
  sections: [
    { title: 'Vehicle Information', fields: [
      text('Customer Name'), text('Email', 'email'), text('Phone Number', 'phone'), text('Vehicle Brand'), text('Vehicle Model'),
      text('Vehicle Year', 'number'), { title: 'Main Picture', type: 'image' },
    ] },
    { title: 'Exterior', fields: [
      { title: 'Paint', type: 'dropdown', options: options(['Original', 10], ['Repainted', 5]), child_fields: [text('Repainted Panels')] },
      { title: 'Exterior Photos', type: 'image', allow_multiple: true },
    ] },
  ],
};

let formId: string;
let bookingId: string;
const key: Record<string, string> = {};

beforeAll(async () => {
  const saved = await fx.staff.rpc('save_form_template', { template: TEMPLATE });
  expect(saved.error).toBeNull();
  formId = (saved.data as { id: string }).id;
  const rows = await fx.staff.from('form_fields').select('id, title, parent_field_id, form_sections!inner(form_id)').eq('form_sections.form_id', formId);
  for (const row of rows.data!) key[row.title] = row.parent_field_id ? `${row.id}-child-0` : row.id;
  const booking = await fx.staff.from('bookings')
    .insert({ customer_name: 'Builder Tester', customer_phone: '0502223333', vehicle_make: 'X', vehicle_model: 'Y', vehicle_year: 2000 })
    .select('id').single();
  expect(booking.error).toBeNull();
  bookingId = booking.data!.id as string;
});

type Report = {
  status: string; overall_score: number;
  inspection_results: { id: string; title: string; rating: number | null; maxScores: number;
    fields: { id: string; title: string; type: string; input_type: string; value: unknown; score: number | null; maxScore: number | null }[];
    images: { url: string; alt: string; isIssue: boolean; issueNote: string; annotations?: unknown[] }[] }[];
  damage_data: Record<string, { conditions: string[]; severity: string }>;
  images: { title: string; urls: string[] }[];
  vehicle_info: { brand: string; model: string; year: string; fields: { title: string; value: unknown; type: string; input_type: string }[] };
};

async function build(answers: Record<string, object>, marked: object = {}): Promise<Report> {
  const { data, error } = await fx.staff.rpc('build_inspection_report', { p_form_id: formId, p_data: answers, p_marked_data: marked, p_booking_id: bookingId });
  expect(error).toBeNull();
  return data as Report;
}

const answers = () => ({
  [key['Customer Name']]: { value: 'Omar' },
  [key['Vehicle Brand']]: { value: 'Toyota' },
  [key['Vehicle Model']]: { value: ' Land Cruiser ' },
  [key['Vehicle Year']]: { value: '2019' },
  [key['Main Picture']]: { value: ['http://x/main.jpg'] },
  // The caller's score is not the form's: the form scores Repainted 5 of 10.
  [key.Paint]: { value: 'Repainted', score: 10, maxScore: 10 },
  [key['Repainted Panels']]: { value: 'hood' },
  [key['Exterior Photos']]: { value: ['http://x/1.jpg', 'http://x/2.jpg'], isIssue: true, notes: 'Rust on sill' },
});
const marked = { hood: ['Chipped', 'Dented'], roof: [], front_bumper: ['Cracked lens'], lastUpdated: '2026-11-23T10:00:00Z' };

describe('build_inspection_report', () => {
  it('rates the sections from the form and averages the rated ones', async () => {
    const report = await build(answers(), marked);
    expect(report.status).toBe('published');
    expect(report.inspection_results.map((s) => [s.title, s.rating, s.maxScores])).toEqual([
      ['Vehicle Information', null, 0],
      ['Exterior', 5, 10],
    ]);
    expect(report.overall_score).toBe(5);
    expect(report.inspection_results[1].fields).toEqual([
      { id: key.Paint, title: 'Paint', type: 'dropdown', input_type: 'plain', value: 'Repainted', score: 5, maxScore: 10 },
      { id: key['Repainted Panels'], title: 'Repainted Panels', type: 'text', input_type: 'plain', value: 'hood', score: null, maxScore: null },
    ]);
  });

  it('puts photos in the section images with their issue note and groups them, Main Picture first', async () => {
    const report = await build(answers());
    expect(report.inspection_results[1].images).toEqual([
      { url: 'http://x/1.jpg', alt: 'Exterior Photos', isIssue: true, issueNote: 'Rust on sill' },
      { url: 'http://x/2.jpg', alt: 'Exterior Photos', isIssue: true, issueNote: 'Rust on sill' },
    ]);
    expect(report.images).toEqual([
      { title: 'Main Picture', urls: ['http://x/main.jpg'] },
      { title: 'Exterior Photos', urls: ['http://x/1.jpg', 'http://x/2.jpg'] },
    ]);
  });

  it("gives each photo the marks drawn on it (unnamed marks on the answer's first photo)", async () => {
    const arrow = { type: 'arrow', points: [{ x: 0.1, y: 0.1 }, { x: 0.5, y: 0.5 }], color: '#dc2626' };
    const label = { type: 'text', points: [{ x: 0.2, y: 0.2 }], color: '#2563eb', text: 'Rust', photo: 'http://x/2.jpg' };
    const photos = { ...answers()[key['Exterior Photos']], annotations: [arrow, label] };
    const report = await build({ ...answers(), [key['Exterior Photos']]: photos });
    expect(report.inspection_results[1].images.map((image) => image.annotations)).toEqual([[arrow], [label]]);
  });

  it('lists marked parts with their severity, leaving unmarked parts and the stamp out', async () => {
    expect((await build(answers(), marked)).damage_data).toEqual({
      hood: { conditions: ['Chipped', 'Dented'], severity: 'moderate' },
      front_bumper: { conditions: ['Cracked lens'], severity: 'major' },
    });
  });

  it('takes the vehicle from the answers (trimmed), the booking as fallback', async () => {
    const report = await build(answers());
    expect(report.vehicle_info).toMatchObject({ brand: 'Toyota', model: 'Land Cruiser', year: '2019' });
    expect(report.vehicle_info.fields.map((f) => f.title)).toEqual(['Customer Name', 'Email', 'Phone Number', 'Vehicle Brand', 'Vehicle Model', 'Vehicle Year']);
    expect((await build({})).vehicle_info).toMatchObject({ brand: 'X', model: 'Y', year: '2000' });
  });

  it("keeps each field's input type, so the buyer's copy can leave out phone and email answers", async () => {
    const report = await build({ ...answers(), [key['Phone Number']]: { value: '0501234567' }, [key.Email]: { value: 'o@example.com' } });
    expect(report.vehicle_info.fields.find((f) => f.title === 'Phone Number')).toMatchObject({ input_type: 'phone', value: '0501234567' });
    expect(report.vehicle_info.fields.find((f) => f.title === 'Email')).toMatchObject({ input_type: 'email' });
  });

  it('is read back by the report reader', async () => {
    const parsed = parsePublicReport({ ...(await build(answers(), marked)), id: 'r', booking_id: 'b' })!;
    expect(parsed.overallScore).toBe(5);
    expect(mainPictureUrl(parsed)).toBe('http://x/main.jpg');
    expect(parsed.sections[1].fields).toEqual([
      { title: 'Paint', value: 'Repainted', inputType: 'plain' },
      { title: 'Repainted Panels', value: 'hood', inputType: 'plain' },
    ]);
    expect(parsed.sections[1].images[0]).toMatchObject({ isIssue: true, issueNote: 'Rust on sill' });
    expect(parsed.damageParts).toEqual({
      hood: { conditions: ['Chipped', 'Dented'], severity: 'medium' },
      front_bumper: { conditions: ['Cracked lens'], severity: 'high' },
    });
  });

  it("stores a part's severity from its worst condition: the condition list's severity, else crack or broken major, Scratched or a dent moderate, else minor", async () => {
    const cases: [string[], string][] = [
      [['Cracked'], 'major'], [['Broken mirror'], 'major'], [['Windscreen crack'], 'major'], [['Scratched'], 'moderate'],
      [['Dented'], 'moderate'], [['Dent'], 'moderate'], [['DENTED'], 'moderate'], [['non-dented'], 'moderate'],
      // The seeded condition list's severities (docs/areas/inspection.md#car-diagram).
      [['Minor scratches'], 'minor'], [['Deep scratches'], 'moderate'], [['Accident - Repainted'], 'major'], [['Chipped'], 'minor'],
      [['Faded'], 'minor'], [['Painted'], 'moderate'], [['Paint Protection Film'], 'none'], [['Chipped', 'Paint Protection Film'], 'minor'],
      [['Accident'], 'minor'], [['XCrack'], 'minor'], [['unbroken'], 'minor'], [['Rusty'], 'minor'],
      [['crack_line'], 'major'], [['Faded', 'Broken'], 'major'], [['Chipped', 'Dented'], 'moderate'],
      [['Scratched', 'Broken'], 'major'], [[], 'none'],
    ];
    const { rows } = await fx.backend.db.query<{ severity: string }>(
      'select public.report_part_severity(l.value) as severity from jsonb_array_elements($1::jsonb) with ordinality as l(value, o) order by l.o',
      [JSON.stringify(cases.map(([conditions]) => conditions))],
    );
    expect(rows.map((row) => row.severity)).toEqual(cases.map(([, severity]) => severity));
  });
});

describe('the scores a report is built with', () => {
  const rating = async (score: number | null, maxScore: number | null) =>
    (await fx.backend.db.query<{ r: number | null }>('select public.inspection_section_rating($1, $2) as r', [score, maxScore])).rows[0].r;
  const overall = async (ratings: (number | null)[]) =>
    (await fx.backend.db.query<{ s: number }>('select public.inspection_overall_score($1::float8[]) as s', [ratings])).rows[0].s;

  it('rates a section as its score over its max score times 10: an integer kept, else one decimal; null without max scores', async () => {
    expect(await rating(15, 20)).toBe(7.5);
    expect(await rating(20, 20)).toBe(10);
    expect(await rating(2, 3)).toBe(6.7);
    expect(await rating(1, 3)).toBe(3.3);
    expect(await rating(4, 10)).toBe(4);
    expect(await rating(0, 10)).toBe(0);
    expect(await rating(0, 0)).toBeNull();
    expect(await rating(null, null)).toBeNull();
  });

  it('averages the rated sections to one decimal, 0 when none is rated', async () => {
    expect(await overall([7.5, 10])).toBe(8.8);
    expect(await overall([10, 6.7, 3.3])).toBe(6.7);
    expect(await overall([8, 8])).toBe(8);
    expect(await overall([null, 9, null, 7])).toBe(8);
    expect(await overall([])).toBe(0);
    expect(await overall([null])).toBe(0);
  });

  it('leaves out answers with a negative score or max score', async () => {
    const negative = await fx.staff.rpc('save_form_template', { template: {
      title: 'Negative scores', inspection_type_id: STANDARD_TYPE,
      sections: [{ title: 'S', fields: [
        { title: 'A', type: 'dropdown', options: options(['Good', 10], ['Bad', -1]) },
        { title: 'B', type: 'dropdown', options: options(['Good', 10], ['Fair', 5]) },
      ] }],
    } });
    const id = (negative.data as { id: string }).id;
    const fields = (await fx.staff.from('form_fields').select('id, title, form_sections!inner(form_id)').eq('form_sections.form_id', id)).data!;
    const of = (title: string) => fields.find((f) => f.title === title)!.id;
    const { data } = await fx.staff.rpc('build_inspection_report', {
      p_form_id: id, p_data: { [of('A')]: { value: 'Bad' }, [of('B')]: { value: 'Fair' } }, p_marked_data: {}, p_booking_id: bookingId,
    });
    expect((data as Report).inspection_results[0]).toMatchObject({ rating: 5, maxScores: 10 });
  });
});
