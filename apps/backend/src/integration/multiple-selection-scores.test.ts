// A dropdown that allows multiple selection (docs/areas/inspection.md#scores): the answer stores every
// chosen value; submit_inspection scores it by its worst choice, as @inspection/inspection-domain records it.
import { beforeAll, describe, expect, it } from 'vitest';
import { dropdownAnswer, type InspectionAnswers } from '@inspection/inspection-domain';
import type { EditorField } from '@inspection/forms-template-model';
import { backendFixture } from '../testing/backend-fixture';

const STANDARD_TYPE = '11111111-1111-4111-8111-000000000001';
const NOW = '2026-11-25T10:00:00.000Z';
const fx = backendFixture();
const fields: Record<string, EditorField> = {};
let formId: string;

const dropdown = (title: string, multiple: boolean, options: [string, number][]) => ({
  title, type: 'dropdown', allow_multiple: multiple, options: options.map(([label, score]) => ({ label, score })),
});

beforeAll(async () => {
  const saved = await fx.staff.rpc('save_form_template', {
    template: {
      title: 'Multiple selection fixture',
      inspection_type_id: STANDARD_TYPE,
      sections: [{ title: 'Body', fields: [
        dropdown('Damage', true, [['None', 10], ['Scratches', 6], ['Dents', 3]]),
        dropdown('Paint', false, [['Original', 10], ['Repainted', 5]]),
      ] }],
    },
  });
  expect(saved.error).toBeNull();
  const rows = await fx.staff.from('form_fields')
    .select('id, title, allow_multiple, form_sections!inner(form_id), dropdown_options(id, label, value, score, order_index)')
    .eq('form_sections.form_id', (saved.data as { id: string }).id);
  expect(rows.error).toBeNull();
  for (const row of rows.data!) {
    fields[row.title] = {
      id: row.id, title: row.title, type: 'dropdown', required: false, is120point: true, inputType: 'plain',
      multiple: row.allow_multiple, allowMultiple: false, childFields: [],
      options: [...row.dropdown_options].sort((a, b) => a.order_index - b.order_index)
        .map((o) => ({ id: o.id, label: o.label, value: o.value, score: Number(o.score) })),
    };
  }
  formId = (saved.data as { id: string }).id;
});

async function submit(answers: InspectionAnswers) {
  const booking = await fx.staff.from('bookings')
    .insert({ customer_name: 'Multi Tester', customer_phone: '0502223333', vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020 })
    .select('id').single();
  expect(booking.error).toBeNull();
  const bookingId = booking.data!.id as string;
  expect((await fx.staff.from('inspection_data').insert({ booking_id: bookingId, form_id: formId, data: {} })).error).toBeNull();
  const signatures = { inspector: { name: 'Test Inspector', signed_at: NOW, path: 'M10 10 L100 50' }, customer: null };
  const result = await fx.staff.rpc('submit_inspection', { p_booking_id: bookingId, p_data: answers, p_marked_data: {}, p_report: { signatures } });
  expect(result.error).toBeNull();
  const data = await fx.staff.from('inspection_data').select('data').eq('booking_id', bookingId).single();
  const report = await fx.staff.from('inspection_reports').select('overall_score').eq('booking_id', bookingId).single();
  return { data: data.data!.data as InspectionAnswers, overall: Number(report.data!.overall_score) };
}

describe('a multiple selection is stored whole and scored by its worst choice', () => {
  it('keeps every chosen value and scores Scratches + Dents as 3 of 10, like the screen', async () => {
    const damage = dropdownAnswer(fields.Damage, ['Scratches', 'Dents'], NOW);
    const paint = dropdownAnswer(fields.Paint, 'Original', NOW);
    const tampered = { ...damage, score: 10 };
    const { data, overall } = await submit({ [fields.Damage.id]: tampered, [fields.Paint.id]: paint });
    expect(data[fields.Damage.id]).toMatchObject({ value: ['Scratches', 'Dents'], score: 3, maxScore: 10 });
    expect(data[fields.Paint.id]).toMatchObject({ value: 'Original', score: 10, maxScore: 10 });
    // (3 + 10) / (10 + 10) * 10 = 6.5, with the scores the screen recorded in the answers.
    expect(overall).toBe(6.5);
    expect([damage.score, paint.score, damage.maxScore, paint.maxScore]).toEqual([3, 10, 10, 10]);
  });

  it('leaves an empty selection unscored: no score and no max score', async () => {
    const { data, overall } = await submit({
      [fields.Damage.id]: dropdownAnswer(fields.Damage, [], NOW),
      [fields.Paint.id]: dropdownAnswer(fields.Paint, 'Repainted', NOW),
    });
    expect(data[fields.Damage.id]).toMatchObject({ value: [], score: null, maxScore: null });
    expect(overall).toBe(5);
  });
});
