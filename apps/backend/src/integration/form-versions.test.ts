// Form versions (docs/areas/forms.md#versions, migration 0050): new_form_version copies a form deeply as its family's next draft, one
// live form per type still holds across versions (going live retires the family's live one), and an inspection
// keeps the version it started on to its submit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { BACKEND_START_TIMEOUT, startTestBackend, type TestBackend } from '../testing/start-test-backend';

let backend: TestBackend;
let staff: SupabaseClient;
const typeOf: Record<string, string> = {};

beforeAll(async () => {
  backend = await startTestBackend();
  staff = await backend.staffClient();
}, BACKEND_START_TIMEOUT);
afterAll(() => backend?.close());

const TEMPLATE = (title: string) => ({
  title,
  sections: [
    { title: 'Exterior', fields: [
      { title: 'Paint', type: 'dropdown', options: [{ label: 'Original', score: 10 }, { label: 'Repainted', score: 4 }],
        child_fields: [{ title: 'Paint notes', type: 'text' }] },
      { title: 'Photo', type: 'image' },
    ] },
    { title: 'Engine', fields: [{ title: 'Oil', type: 'dropdown', options: [{ label: 'Clean', score: 5 }] }] },
  ],
});

/** A live form of an inspection type of its own (one live form per type). */
async function liveForm(title: string): Promise<string> {
  const type = await staff.from('inspection_types')
    .insert({ name_en: `${title} check`, duration_minutes: 60, actual_price: 100, current_price: 100 })
    .select('id').single().throwOnError();
  const typeId = type.data!.id as string;
  const saved = await staff.rpc('save_form_template', { template: { ...TEMPLATE(title), inspection_type_id: typeId } });
  expect(saved.error).toBeNull();
  const id = (saved.data as { id: string }).id;
  await staff.from('inspection_forms').update({ status: 'live' }).eq('id', id).throwOnError();
  typeOf[id] = typeId;
  return id;
}

/** The whole template, ids left out, in order: what a deep copy must reproduce. */
async function content(formId: string) {
  const { data, error } = await staff.from('form_sections')
    .select('title, order_index, form_fields(title, type, required, is120point, input_type, allow_multiple, order_index, stable_id, parent_field_id, dropdown_options(label, value, score, order_index))')
    .eq('form_id', formId).order('order_index');
  if (error) throw error;
  return data.map((s) => ({
    ...s,
    form_fields: s.form_fields
      .map((f) => ({ ...f, parent_field_id: f.parent_field_id === null ? null : 'child', dropdown_options: [...f.dropdown_options].sort((a, b) => a.order_index - b.order_index) }))
      .sort((a, b) => `${a.parent_field_id}${a.order_index}`.localeCompare(`${b.parent_field_id}${b.order_index}`)),
  }));
}

async function form(id: string) {
  return (await staff.from('inspection_forms').select('id, title, status, version, family_id, inspection_type_id').eq('id', id).single().throwOnError()).data!;
}

describe('new_form_version', () => {
  it('copies a live form deeply as a draft with the next version number, keeping the stable field ids', async () => {
    const v1 = await liveForm('Deep copy');
    const typeId = typeOf[v1];
    expect(await form(v1)).toMatchObject({ version: 1, family_id: v1, status: 'live' });

    const made = await staff.rpc('new_form_version', { p_form_id: v1 });
    expect(made.error).toBeNull();
    const v2 = made.data as string;
    expect(v2).not.toBe(v1);
    expect(await form(v2)).toMatchObject({ title: 'Deep copy', status: 'draft', version: 2, family_id: v1, inspection_type_id: typeId });
    const copied = await content(v2);
    expect(copied).toEqual(await content(v1));
    expect(copied.flatMap((s) => s.form_fields)).toHaveLength(4);
    expect(copied[0].form_fields.find((f) => f.title === 'Paint')!.dropdown_options.map((o) => [o.label, o.score])).toEqual([['Original', 10], ['Repainted', 4]]);

    // The copy's rows are its own: no section, field or option is shared with v1.
    const ids = async (formId: string) => (await staff.from('form_sections').select('id, form_fields(id, parent_field_id, section_id, dropdown_options(id))').eq('form_id', formId)).data!;
    const [a, b] = [await ids(v1), await ids(v2)];
    const flat = (rows: typeof a) => rows.flatMap((s) => [s.id, ...s.form_fields.flatMap((f) => [f.id, ...f.dropdown_options.map((o) => o.id)])]);
    expect(flat(a).filter((id) => flat(b).includes(id))).toEqual([]);
    // A child field's parent is a field of the copy.
    const fieldsOfB = b.flatMap((s) => s.form_fields);
    for (const f of fieldsOfB.filter((f) => f.parent_field_id)) expect(fieldsOfB.map((x) => x.id)).toContain(f.parent_field_id);
  });

  it('numbers versions per family, whichever version is copied', async () => {
    const v1 = await liveForm('Numbering');
    const v2 = (await staff.rpc('new_form_version', { p_form_id: v1 })).data as string;
    const v3 = (await staff.rpc('new_form_version', { p_form_id: v1 })).data as string;
    const v4 = (await staff.rpc('new_form_version', { p_form_id: v2 })).data as string;
    expect([await form(v2), await form(v3), await form(v4)].map((f) => [f.version, f.family_id])).toEqual([[2, v1], [3, v1], [4, v1]]);
    const other = await liveForm('Another family');
    const otherV2 = (await staff.rpc('new_form_version', { p_form_id: other })).data as string;
    expect(await form(otherV2)).toMatchObject({ version: 2, family_id: other });
  });

  it('refuses an unknown form, an inspector and the anonymous role', async () => {
    expect((await staff.rpc('new_form_version', { p_form_id: '00000000-0000-4000-8000-000000000000' })).error)
      .toMatchObject({ code: 'PT404', message: 'Form not found' });
    const v1 = await liveForm('Not for inspectors');
    await backend.createUser('versions-inspector@example.com', 'inspector-pass-1', { role: 'inspector', staff: true });
    const inspector = await backend.signedInClient('versions-inspector@example.com', 'inspector-pass-1');
    expect((await inspector.rpc('new_form_version', { p_form_id: v1 })).error)
      .toMatchObject({ code: '42501', message: 'Only staff can make a new version of a form' });
    expect((await backend.client().rpc('new_form_version', { p_form_id: v1 })).error).toMatchObject({ code: '42501' });
    expect((await staff.from('inspection_forms').select('id').eq('family_id', v1)).data).toHaveLength(1);
  });
});

describe('going live with a version', () => {
  it("makes the family's live version inactive, and one live form per type still holds", async () => {
    const v1 = await liveForm('Go live');
    const typeId = typeOf[v1];
    const v2 = (await staff.rpc('new_form_version', { p_form_id: v1 })).data as string;
    await staff.rpc('save_form_template', { template: { id: v2, ...TEMPLATE('Go live, improved'), inspection_type_id: typeId } }).throwOnError();
    await staff.from('inspection_forms').update({ status: 'live' }).eq('id', v2).throwOnError();
    expect((await form(v1)).status).toBe('inactive');
    expect((await form(v2)).status).toBe('live');
    const live = await staff.from('inspection_forms').select('id').eq('inspection_type_id', typeId).eq('status', 'live');
    expect(live.data).toEqual([{ id: v2 }]);

    // A form of another family for the same type still cannot go live beside it.
    const other = await staff.rpc('save_form_template', { template: { ...TEMPLATE('Rival'), inspection_type_id: typeId } });
    const rival = await staff.from('inspection_forms').update({ status: 'live' }).eq('id', (other.data as { id: string }).id);
    expect(rival.error).toMatchObject({ code: '23505' });
    expect((await form(v2)).status).toBe('live');
  });

  it('lets an inspection started on v1 submit on v1 after v2 goes live, scored by v1', async () => {
    const v1 = await liveForm('Mid inspection');
    const typeId = typeOf[v1];
    const start = new Date(Date.now() + 2200 * 86400_000);
    start.setUTCHours(6, 0, 0, 0);
    const booking = await staff.from('bookings').insert({
      customer_name: 'Version Customer', customer_phone: '0501234567', vehicle_make: 'Kia', vehicle_model: 'Rio', vehicle_year: 2020,
      inspection_type_id: typeId, start_time: start.toISOString(), end_time: new Date(start.getTime() + 3600_000).toISOString(),
    }).select('id').single().throwOnError();
    const bookingId = booking.data!.id as string;
    await staff.from('inspection_data').insert({ booking_id: bookingId, form_id: v1, data: {} }).throwOnError();
    const paint = (await staff.from('form_sections').select('form_fields(id, title)').eq('form_id', v1).eq('title', 'Exterior').single()).data!
      .form_fields.find((f) => f.title === 'Paint')!;
    await staff.rpc('save_inspection_data', { p_booking_id: bookingId, p_data: { [paint.id]: { value: 'Repainted', lastUpdated: Date.now() } } }).throwOnError();

    // v2 scores Repainted differently and goes live mid-inspection.
    const v2 = (await staff.rpc('new_form_version', { p_form_id: v1 })).data as string;
    const changed = TEMPLATE('Mid inspection');
    changed.sections[0].fields[0].options = [{ label: 'Original', score: 10 }, { label: 'Repainted', score: 0 }];
    await staff.rpc('save_form_template', { template: { id: v2, ...changed, inspection_type_id: typeId } }).throwOnError();
    await staff.from('inspection_forms').update({ status: 'live' }).eq('id', v2).throwOnError();

    const submitted = await staff.rpc('submit_inspection', {
      p_booking_id: bookingId, p_data: { [paint.id]: { value: 'Repainted' } }, p_marked_data: {},
      p_report: { inspection_results: [], damage_data: {}, images: [], vehicle_info: {}, signatures: { inspector: { name: 'Test Inspector', signed_at: '2026-11-25T10:00:00.000Z', path: 'M10 10 L100 50' }, customer: null } },
    });
    expect(submitted.error).toBeNull();
    const data = await staff.from('inspection_data').select('form_id, status, data').eq('booking_id', bookingId).single();
    expect(data.data).toMatchObject({ form_id: v1, status: 'published', data: { [paint.id]: { value: 'Repainted', score: 4, maxScore: 10 } } });
    const report = await staff.from('inspection_reports').select('form_id, inspection_forms(version)').eq('booking_id', bookingId).single();
    expect(report.data).toMatchObject({ form_id: v1, inspection_forms: { version: 1 } });
    // The buyer's copy names the version too.
    await staff.from('inspection_reports').update({ public_link_enabled: true }).eq('booking_id', bookingId).throwOnError();
    const buyer = await backend.client().rpc('get_public_report', { booking_id: bookingId });
    expect(buyer.data).toMatchObject({ form_version: 1 });
  });
});
