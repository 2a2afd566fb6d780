// "Scores come from the database": submit_inspection computes every field's score and max score from the
// form's dropdown options, each section's rating and the overall score (docs/areas/inspection.md#scores), ignoring what
// the caller sends, by the rule in words: a section rates its score total over its max score total times 10 (an
// integer kept, else one decimal), the overall score averages the rated sections to one decimal.
import { beforeAll, describe, expect, it } from 'vitest';
import { dropdownAnswer, textAnswer, type InspectionAnswers } from '@inspection/inspection-domain';
import { type EditorField, type EditorTemplate } from '@inspection/forms-template-model';
import { backendFixture } from '../testing/backend-fixture';
import { loadFormTemplate } from '../testing/form-template';

const STANDARD_TYPE = '11111111-1111-4111-8111-000000000001';
const NOW = '2026-11-25T10:00:00.000Z';

const fx = backendFixture();
let form: Pick<EditorTemplate, 'sections'>;
let formId: string;

const options = (...pairs: [string, number][]) => pairs.map(([label, score]) => ({ label, score }));
const yesNo = options(['Yes', 1], ['No', 0]);
const FIXTURE = {
  title: 'Scoring fixture',
  inspection_type_id: STANDARD_TYPE,
  sections: [
    { title: 'Engine', fields: [
      { title: 'Oil', type: 'dropdown', options: options(['Good', 10], ['Fair', 5], ['Poor', 0]) },
      { title: 'Notes', type: 'text' },
    ] },
    { title: 'Body', fields: [
      { title: 'Paint', type: 'dropdown', options: options(['Original', 10], ['Repainted', 5], ['Fully repainted', 2]),
        child_fields: [{ title: 'Panels', type: 'dropdown', options: options(['None', 4], ['Some', 2], ['Many', 0]) }] },
      { title: 'Photos', type: 'image' },
    ] },
    { title: 'Checks', fields: ['Lights', 'Horn', 'Wipers'].map((title) => ({ title, type: 'dropdown', options: yesNo })) },
    { title: 'Vehicle Information', fields: [{ title: 'Vehicle Brand', type: 'text' }] },
  ],
};

beforeAll(async () => {
  const saved = await fx.staff.rpc('save_form_template', { template: FIXTURE });
  expect(saved.error).toBeNull();
  formId = (saved.data as { id: string }).id;
  form = await loadFormTemplate(fx.staff, formId);
});

const fieldNamed = (title: string): EditorField => {
  const all = form.sections.flatMap((s) => s.fields.flatMap((f) => [f, ...f.childFields]));
  return all.find((f) => f.title === title)!;
};
/** The answer key of a field: its id, or '{childId}-child-{index}' for a child field. */
const keyOf = (title: string) => {
  for (const parent of form.sections.flatMap((s) => s.fields)) {
    const index = parent.childFields.findIndex((child) => child.title === title);
    if (index >= 0) return `${parent.childFields[index].id}-child-${index}`;
  }
  return fieldNamed(title).id;
};
const choose = (choices: Record<string, string>): InspectionAnswers =>
  Object.fromEntries(Object.entries(choices).map(([title, label]) => [keyOf(title), dropdownAnswer(fieldNamed(title), label, NOW)]));

/** A booking without a time (no slot to collide with) and its draft inspection on the fixture form. */
async function freshInspection(): Promise<string> {
  const booking = await fx.staff.from('bookings').insert({
    customer_name: 'Score Tester', customer_phone: '0502223333', vehicle_make: 'Mazda', vehicle_model: 'CX-5', vehicle_year: 2021,
  }).select('id').single();
  expect(booking.error).toBeNull();
  const inspection = await fx.staff.from('inspection_data').insert({ booking_id: booking.data!.id, form_id: formId, data: {} });
  expect(inspection.error).toBeNull();
  return booking.data!.id as string;
}

async function submit(answers: InspectionAnswers, report: object) {
  const bookingId = await freshInspection();
  const signatures = { inspector: { name: 'Test Inspector', signed_at: '2026-11-25T10:00:00.000Z', path: 'M10 10 L100 50' }, customer: null };
  const result = await fx.staff.rpc('submit_inspection', { p_booking_id: bookingId, p_data: answers, p_marked_data: {}, p_report: { ...report, signatures } });
  expect(result.error).toBeNull();
  const stored = await fx.staff.from('inspection_reports').select('overall_score, inspection_results').eq('booking_id', bookingId).single();
  const data = await fx.staff.from('inspection_data').select('data').eq('booking_id', bookingId).single();
  return {
    result: result.data as { overall_score: number },
    report: stored.data as Report,
    data: data.data!.data as InspectionAnswers,
  };
}

type Report = {
  overall_score: number;
  inspection_results: { title: string; rating: number | null; maxScores: number; fields: { title: string; score: number | null; maxScore: number | null }[] }[];
};

/** What a tampering client sends: the report the database would build, with every score, rating and the overall score set to 10. */
async function tampered(answers: InspectionAnswers): Promise<Report> {
  const { data } = await fx.staff.rpc('build_inspection_report', { p_form_id: formId, p_data: answers, p_marked_data: {}, p_booking_id: null });
  const report = data as Report;
  return {
    ...report,
    overall_score: 10,
    inspection_results: report.inspection_results.map((section) => ({
      ...section, rating: 10, maxScores: 10, fields: section.fields.map((field) => ({ ...field, score: 10, maxScore: 10 })),
    })),
  };
}
const ratings = (report: Report) => Object.fromEntries(report.inspection_results.map((section) => [section.title, section.rating]));

/** The rule in words: score over max score times 10, an integer kept, else one decimal; null without max scores. */
const ruleRating = (score: number, maxScore: number) => {
  if (maxScore <= 0) return null;
  const value = (score / maxScore) * 10;
  return Number.isInteger(value) ? value : Math.round(value * 10) / 10;
};
/** The average of the rated sections, one decimal; 0 when none is rated. */
const ruleOverall = (rated: (number | null)[]) => {
  const numbers = rated.filter((r): r is number => r !== null);
  return numbers.length ? Math.round((numbers.reduce((a, b) => a + b, 0) / numbers.length) * 10) / 10 : 0;
};

describe('submit_inspection scores from the form', () => {
  it('stores an answer scored 0 as 0 when the client sends 10', async () => {
    const answers = choose({ Oil: 'Poor' });
    answers[keyOf('Oil')] = { ...answers[keyOf('Oil')], score: 10, maxScore: 10 };
    const { result, report, data } = await submit(answers, await tampered(answers));
    expect(data[keyOf('Oil')]).toMatchObject({ value: 'Poor', score: 0, maxScore: 10 });
    expect(report.inspection_results[0].fields.find((f) => f.title === 'Oil')).toMatchObject({ score: 0, maxScore: 10 });
    expect(ratings(report)).toEqual({ Engine: 0, Body: null, Checks: null, 'Vehicle Information': null });
    expect(report.overall_score).toBe(0);
    expect(result.overall_score).toBe(0);
  });

  it('gives 7.5 for two sections rated 10 and 5, whatever overall score is sent', async () => {
    const answers = choose({ Oil: 'Good', Paint: 'Repainted' });
    const { result, report } = await submit(answers, { ...(await tampered(answers)), overall_score: 3 });
    expect(ratings(report)).toMatchObject({ Engine: 10, Body: 5 });
    expect(report.overall_score).toBe(7.5);
    expect(result.overall_score).toBe(7.5);
  });

  it('rounds a rating to one decimal (2 of 3 is 6.7) and the overall score too', async () => {
    const answers = choose({ Lights: 'Yes', Horn: 'Yes', Wipers: 'No' });
    const { report } = await submit(answers, {});
    expect(report.overall_score).toBe(6.7);
    const both = await submit({ ...answers, ...choose({ Oil: 'Good' }) }, {});
    expect(both.report.overall_score).toBe(ruleOverall([10, 6.7]));
  });

  it('leaves out scores sent for answers that are not dropdowns or not in the form', async () => {
    const answers: InspectionAnswers = {
      [keyOf('Notes')]: { ...textAnswer('fine', NOW), score: 10, maxScore: 10 },
      stray: { value: 'x', score: 10, maxScore: 10 },
    };
    const { report, data } = await submit(answers, {});
    expect(data[keyOf('Notes')]).toMatchObject({ value: 'fine', score: null, maxScore: null });
    expect(data.stray).toMatchObject({ score: null, maxScore: null });
    expect(report.overall_score).toBe(0);
  });
});

describe('the database scores by the rule', () => {
  it('on the same answers: every field score, section rating, max score total and the overall score', async () => {
    const dropdowns = ['Oil', 'Paint', 'Panels', 'Lights', 'Horn', 'Wipers'];
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let round = 0; round < 12; round++) {
      const choices: Record<string, string> = {};
      for (const title of dropdowns) {
        const labels = fieldNamed(title).options.map((o) => o.label);
        const pick = Math.floor(random() * (labels.length + 1)); // one in (n + 1): left unanswered
        if (pick < labels.length) choices[title] = labels[pick];
      }
      const answers = choose(choices);
      const { report } = await submit(answers, await tampered(answers));
      // Each section from the options chosen in it: the chosen option's score over the field's best.
      const expected = form.sections.map((section) => {
        const scored = section.fields.flatMap((field) => [field, ...field.childFields])
          .filter((field) => choices[field.title] !== undefined)
          .map((field) => ({
            title: field.title,
            score: field.options.find((o) => o.label === choices[field.title])!.score,
            maxScore: Math.max(...field.options.map((o) => o.score)),
          }));
        const total = (key: 'score' | 'maxScore') => scored.reduce((sum, field) => sum + field[key], 0);
        return { title: section.title, rating: ruleRating(total('score'), total('maxScore')), maxScores: total('maxScore'), scored };
      });
      const label = JSON.stringify(choices);
      expect(report.inspection_results.map((s) => [s.title, s.rating, s.maxScores]), label).toEqual(expected.map((s) => [s.title, s.rating, s.maxScores]));
      for (const section of expected) {
        const stored = report.inspection_results.find((s) => s.title === section.title)!.fields;
        for (const field of section.scored) expect(stored.find((f) => f.title === field.title), label).toMatchObject({ score: field.score, maxScore: field.maxScore });
      }
      expect(report.overall_score, label).toBe(ruleOverall(expected.map((s) => s.rating)));
    }
  });

  it('rate every score out of every max score up to 30, and average ratings, the same way', async () => {
    const pairs: [number, number][] = [];
    for (let max = 0; max <= 30; max++) for (let score = 0; score <= max; score++) pairs.push([score, max]);
    const { rows } = await fx.backend.db.query<{ rating: number | null }>(
      `select public.inspection_section_rating(p.s, p.m) as rating
         from unnest($1::float8[], $2::float8[]) with ordinality as p(s, m, o) order by p.o`,
      [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
    );
    expect(rows.map((r) => r.rating)).toEqual(pairs.map(([score, maxScore]) => ruleRating(score, maxScore)));

    const sets = [[10, 5], [10, 6.7], [3.3, 6.7, 10], [6.7, 5], [9.1, 8.7, 7.4, 2.2], [], [0], [4.4, 4.5]];
    for (const set of sets) {
      const { rows: overall } = await fx.backend.db.query<{ score: number }>('select public.inspection_overall_score($1::float8[]) as score', [set]);
      expect(overall[0].score, JSON.stringify(set)).toBe(ruleOverall(set));
    }
  });
});
