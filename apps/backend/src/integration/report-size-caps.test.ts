// A report's size is capped at save and submit (docs/areas/inspection.md#submit): more than 2,000 answers, 20 photos
// in an image field, 200 marks on one photo, or 1 MB of answers or part marks is refused with 22023
// inspection_too_large before anything is written; a report of a real size passes.
import { beforeAll, describe, expect, it } from 'vitest';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();
const STANDARD_TYPE = '11111111-1111-4111-8111-000000000001';
const LIVE_FORM = '22222222-2222-4222-8222-000000000001';
const SIGNED = { inspector: { name: 'Capped Inspector', signed_at: '2026-11-25T10:00:00.000Z', path: 'M10 10 L100 50' }, customer: null };
const TOO_LARGE = { code: '22023', hint: 'inspection_too_large' };
// Days of this file's own (others on a shared PostgreSQL use 30 to a few hundred, 1400, 1800 and 2600 on).
let day = 3300;
let imageField: string;

beforeAll(async () => {
  const { rows: [field] } = await fx.backend.db.query<{ id: string }>(
    `select f.id::text from public.form_fields f join public.form_sections s on s.id = f.section_id
      where s.form_id = $1 and f.type = 'image' and f.parent_field_id is null order by s.order_index, f.order_index limit 1`, [LIVE_FORM]);
  imageField = field.id;
});

async function inspection(): Promise<string> {
  const start = new Date(Date.now() + day++ * 86400_000);
  start.setUTCHours(6, 0, 0, 0);
  const { data: row } = await fx.staff.from('bookings').insert({
    customer_name: 'Capped Inspection', customer_phone: '0501234567', vehicle_make: 'Mazda', vehicle_model: 'CX-5', vehicle_year: 2021,
    inspection_type_id: STANDARD_TYPE, start_time: start.toISOString(), end_time: new Date(start.getTime() + 90 * 60_000).toISOString(),
  }).select('id').single().throwOnError();
  await fx.staff.from('inspection_data').insert({ booking_id: row!.id, form_id: LIVE_FORM, data: {} }).throwOnError();
  return row!.id as string;
}

const submit = (id: string, data: unknown, marked: unknown = {}) =>
  fx.staff.rpc('submit_inspection', { p_booking_id: id, p_data: data, p_marked_data: marked, p_report: { signatures: SIGNED } });
const save = (id: string, data: unknown, marked: unknown = null) =>
  fx.staff.rpc('save_inspection_data', { p_booking_id: id, p_data: data, p_marked_data: marked });
const lastUpdated = '2026-11-25T10:00:00.000Z';
const photo = (i: number) => `https://photos.example/inspection-photos/car/${i}.webp`;
const mark = (url: string) => ({ type: 'arrow', points: [{ x: 0.1, y: 0.2 }, { x: 0.3, y: 0.4 }], color: '#ff0000', photo: url });
const answers = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`extra-${i}`, { value: 'ok', lastUpdated }]));

/** The booking, its inspection and its report exactly as they were: nothing half-written. */
async function state(id: string) {
  const { rows } = await fx.backend.db.query(
    `select b.status as booking, d.status, d.is_published, d.data, d.marked_data,
            (select count(*)::int from public.inspection_reports r where r.booking_id = b.id) as reports
       from public.bookings b join public.inspection_data d on d.booking_id = b.id where b.id = $1`, [id]);
  return rows[0];
}

describe("a report's size at save and submit", { timeout: 60_000 }, () => {
  it('refuses too many answers, photos, marks or bytes, and writes nothing', async () => {
    const id = await inspection();
    const before = await state(id);
    const oversized: Record<string, [unknown, unknown?]> = {
      'answers': [answers(2001)],
      'photos in one field': [{ [imageField]: { value: Array.from({ length: 21 }, (_, i) => photo(i)), lastUpdated } }],
      'marks on one photo': [{ [imageField]: { value: [photo(1)], annotations: Array.from({ length: 201 }, () => mark(photo(1))), lastUpdated } }],
      'bytes of answers': [{ notes: { value: 'x'.repeat(1_000_001), lastUpdated } }],
      'bytes of part marks': [{}, { bonnet: ['x'.repeat(1_000_001)], lastUpdated }],
    };
    for (const [what, [data, marked]] of Object.entries(oversized)) {
      expect({ what, error: (await submit(id, data, marked ?? {})).error }).toMatchObject({ what, error: TOO_LARGE });
      expect({ what, error: (await save(id, data, marked ?? null)).error }).toMatchObject({ what, error: TOO_LARGE });
    }
    expect(await state(id)).toEqual(before);
  });

  it('takes a report at the limits: 2,000 answers, 20 photos in a field, 200 marks on each of two photos', async () => {
    const id = await inspection();
    const data = {
      ...answers(1999),
      [imageField]: {
        value: Array.from({ length: 20 }, (_, i) => photo(i)),
        annotations: [...Array.from({ length: 200 }, () => mark(photo(1))), ...Array.from({ length: 200 }, () => mark(photo(2)))],
        lastUpdated,
      },
    };
    expect((await save(id, data)).error).toBeNull();
    expect((await submit(id, data)).error).toBeNull();
    expect(await state(id)).toMatchObject({ booking: 'completed', is_published: true, reports: 1 });
  });
});
