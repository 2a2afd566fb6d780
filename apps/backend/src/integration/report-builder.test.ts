// The database builds the stored report (build_inspection_report, supabase/schemas/reports.sql) exactly as the
// inspection screen's builder did (@inspection/inspection-domain's buildInspectionReport): the same sections,
// fields, photos with their marks, image groups, damage and vehicle data, on the seeded inspections and on forms
// with child fields, multiple selection, photos and a Vehicle Information section.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildInspectionReport, dropdownAnswer, partDamageSeverity, textAnswer, template as testTemplate, type InspectionAnswers, type MarkedData } from '@inspection/inspection-domain';
import type { EditorField, EditorTemplate } from '@inspection/forms-template-model';
import { backendFixture } from '../testing/backend-fixture';
import { loadFormTemplate } from '../testing/form-template';

const STANDARD_TYPE = '11111111-1111-4111-8111-000000000001';
const NOW = '2026-11-25T10:00:00.000Z';
const fx = backendFixture();

type Booking = { id: string; vehicle_make: string; vehicle_model: string; vehicle_year: number };

/** The report both builders make of the same answers, marks, form and booking. */
async function bothReports(formId: string, answers: InspectionAnswers, marked: MarkedData, booking: Booking) {
  const template = await loadFormTemplate(fx.staff, formId);
  const fromTs = buildInspectionReport(template, answers, marked, booking);
  const { data, error } = await fx.staff.rpc('build_inspection_report', {
    p_form_id: formId, p_data: answers, p_marked_data: marked, p_booking_id: booking.id,
  });
  expect(error).toBeNull();
  return { fromTs, fromSql: data as unknown };
}

async function newBooking(make = 'Mazda', model = 'CX-5', year = 2021): Promise<Booking> {
  const { data, error } = await fx.staff.from('bookings')
    .insert({ customer_name: 'Parity Tester', customer_phone: '0502223333', vehicle_make: make, vehicle_model: model, vehicle_year: year })
    .select('id, vehicle_make, vehicle_model, vehicle_year').single();
  expect(error).toBeNull();
  return data as Booking;
}

async function saveForm(template: object): Promise<{ formId: string; form: Pick<EditorTemplate, 'sections'> }> {
  const saved = await fx.staff.rpc('save_form_template', { template: { inspection_type_id: STANDARD_TYPE, ...template } });
  expect(saved.error).toBeNull();
  const formId = (saved.data as { id: string }).id;
  return { formId, form: await loadFormTemplate(fx.staff, formId) };
}

const options = (...pairs: [string, number][]) => pairs.map(([label, score]) => ({ label, score }));
const PHOTO = (name: string) => `http://localhost:54321/storage/v1/object/public/inspection-photos/b/${name}.jpg`;
const arrow = { type: 'arrow', points: [{ x: 0.1, y: 0.2 }, { x: 0.45, y: 0.5 }], color: '#dc2626' };
const label = { type: 'text', points: [{ x: 0.5, y: 0.6 }], color: '#2563eb', text: 'Rust', photo: PHOTO('sill') };

/** Every field of a form, children included, by title; and the answer key of each. */
function fieldsOf(form: Pick<EditorTemplate, 'sections'>) {
  const byTitle = new Map<string, { field: EditorField; key: string }>();
  for (const parent of form.sections.flatMap((s) => s.fields)) {
    byTitle.set(parent.title, { field: parent, key: parent.id });
    parent.childFields.forEach((child, index) => byTitle.set(child.title, { field: child, key: `${child.id}-child-${index}` }));
  }
  return byTitle;
}

describe('build_inspection_report builds what the screen built', () => {
  it('for every seeded inspection (answers, marks and form of each)', async () => {
    const { data, error } = await fx.staff.from('inspection_data')
      .select('form_id, data, marked_data, bookings(id, vehicle_make, vehicle_model, vehicle_year)');
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(3);
    for (const row of data as unknown as { form_id: string; data: InspectionAnswers; marked_data: MarkedData; bookings: Booking }[]) {
      const { fromTs, fromSql } = await bothReports(row.form_id, row.data, row.marked_data, row.bookings);
      expect(fromSql, row.bookings.id).toEqual(fromTs);
    }
  });

  it('for a form with child fields, a multiple selection, photos with marks, text and the vehicle section', async () => {
    const { formId, form } = await saveForm({
      title: 'Parity fixture',
      sections: [
        { title: ' Vehicle information ', fields: [
          { title: 'Vehicle Brand', type: 'text' }, { title: 'Vehicle Model', type: 'text' },
          { title: 'Owner Phone', type: 'text', input_type: 'phone' }, { title: 'Main Picture', type: 'image' },
        ] },
        { title: 'Body', fields: [
          { title: 'Paint', type: 'dropdown', options: options(['Original', 10], ['Repainted', 5], ['Fully repainted', 2]),
            child_fields: [{ title: 'Panels', type: 'dropdown', options: options(['None', 4], ['Some', 2], ['Many', 0]) },
                           { title: 'Panel notes', type: 'text' }] },
          { title: 'Damage', type: 'dropdown', allow_multiple: true, options: options(['None', 10], ['Scratches', 6], ['Dents', 3]) },
          { title: 'Body Photos', type: 'image', allow_multiple: true },
          { title: 'Unanswered', type: 'dropdown', options: options(['Yes', 1], ['No', 0]) },
        ] },
        { title: 'Notes', fields: [{ title: 'Remarks', type: 'text' }] },
      ],
    });
    const f = fieldsOf(form);
    const answer = (title: string, chosen: string | string[]) => [f.get(title)!.key, dropdownAnswer(f.get(title)!.field, chosen, NOW)];
    const answers: InspectionAnswers = Object.fromEntries([
      [f.get('Vehicle Brand')!.key, textAnswer('  Honda ', NOW)],
      [f.get('Vehicle Model')!.key, textAnswer('   ', NOW)],
      [f.get('Owner Phone')!.key, textAnswer('0501234567', NOW)],
      [f.get('Main Picture')!.key, { value: PHOTO('front'), isIssue: false, notes: '', lastUpdated: NOW }],
      answer('Paint', 'Repainted'),
      answer('Panels', 'Some'),
      [f.get('Panel notes')!.key, textAnswer('left side', NOW)],
      answer('Damage', ['Scratches', 'Dents']),
      [f.get('Body Photos')!.key, { value: [PHOTO('door'), PHOTO('sill')], isIssue: true, notes: 'Rust on the sill', annotations: [arrow, label], lastUpdated: NOW } as never],
    ]);
    const marked: MarkedData = { front_bumper: ['Cracked'], hood: ['Minor scratches', 'Dented'], roof: [], lastUpdated: NOW };
    const { fromTs, fromSql } = await bothReports(formId, answers, marked, await newBooking());
    expect(fromSql).toEqual(fromTs);
    // Not an empty comparison: the report has what the answers say.
    expect(fromTs.images.map((group) => group.title)).toEqual(['Main Picture', 'Body Photos']);
    expect(fromTs.inspection_results[1].images[1].annotations).toEqual([label]);
    expect(fromTs.vehicle_info).toMatchObject({ brand: 'Honda', model: 'CX-5', year: '2021' });
    expect(fromTs.damage_data).toEqual({
      front_bumper: { conditions: ['Cracked'], severity: 'major' },
      hood: { conditions: ['Minor scratches', 'Dented'], severity: 'moderate' },
    });
  });

  it("for the inspection rules' test template, unanswered and answered", async () => {
    const strip = (field: EditorField): EditorField => ({ ...field, id: '', options: field.options.map((o) => ({ ...o, id: '' })), childFields: field.childFields.map(strip) });
    const { formId, form } = await saveForm({
      title: 'Test template',
      sections: testTemplate.sections.map((s) => ({
        title: s.title,
        fields: s.fields.map(strip).map(function payload(field: EditorField): object {
          return { title: field.title, type: field.type, input_type: field.type === 'text' ? field.inputType : null,
                   allow_multiple: field.multiple || field.allowMultiple, options: field.options.map((o) => ({ label: o.label, score: o.score })),
                   child_fields: field.childFields.map(payload) };
        }),
      })),
    });
    const booking = await newBooking('Nissan', 'Patrol', 2019);
    const empty = await bothReports(formId, {}, {}, booking);
    expect(empty.fromSql).toEqual(empty.fromTs);
    const f = fieldsOf(form);
    const answers: InspectionAnswers = {
      [f.get('Customer Name')!.key]: textAnswer('Omar', NOW),
      [f.get('Vehicle Year')!.key]: textAnswer('2018', NOW),
      [f.get('Paint')!.key]: dropdownAnswer(f.get('Paint')!.field, 'Original', NOW),
      [f.get('Repainted Panels')!.key]: textAnswer('none', NOW),
      [f.get('Exterior Photos')!.key]: { value: [PHOTO('a'), '', PHOTO('b')], lastUpdated: NOW },
      [f.get('Main Picture')!.key]: { value: [PHOTO('main')], annotations: [arrow] as never, lastUpdated: NOW },
    };
    const answered = await bothReports(formId, answers, { rear_left_door: ['Broken glass'], mirror: 'x' as never }, booking);
    expect(answered.fromSql).toEqual(answered.fromTs);
    expect(answered.fromTs.overall_score).toBe(10);
  });

  it('gives a part the severity the screens gave it', async () => {
    const conditions = ['Cracked', 'Broken', 'Scratched', 'Minor scratches', 'Deep scratches', 'Dented', 'Dent', 'Accident',
      'Chipped', 'Paint Protection Film', 'Windscreen crack', 'XCrack', 'unbroken', 'Rusty', 'DENTED', 'non-dented', 'crack_line'];
    const lists = [...conditions.map((c) => [c]), ['Chipped', 'Dented'], ['Scratched', 'Broken'], []];
    const { rows } = await fx.backend.db.query<{ severity: string }>(
      'select public.report_part_severity(l.value) as severity from jsonb_array_elements($1::jsonb) with ordinality as l(value, o) order by l.o',
      [JSON.stringify(lists)],
    );
    expect(rows.map((row) => row.severity)).toEqual(lists.map((list) => partDamageSeverity(list)));
  });
});
