// The form-template calls, through supabase-js as the forms screens make them.
// (Calls 1–4 — spreadsheet values, sheets webhook, sign-in/out/refresh, update-user — are
// covered in sheets/sheets-service.test.ts and auth/auth.test.ts.)
import { describe, expect, it } from 'vitest';
import { backendFixture } from '../testing/backend-fixture';

const fx = backendFixture();

const STANDARD_TYPE = '11111111-1111-4111-8111-000000000001';
const PREMIUM_TYPE = '11111111-1111-4111-8111-000000000002';
const STANDARD_FORM = '22222222-2222-4222-8222-000000000001';

const OPTIONS_SELECT = '*, dropdown_options(id, label, value, score, order_index)';

describe('reading templates (calls 5–8)', () => {
  it('5: inspection types, all columns, ordered by name_en', async () => {
    const { data, error } = await fx.staff.from('inspection_types').select('*').order('name_en');
    expect(error).toBeNull();
    expect(data!.map((t) => t.name_en)).toEqual(['Pre-purchase basic', 'Premium', 'Standard 120-point']);
    expect(data![2]).toMatchObject({ id: STANDARD_TYPE, name: 'فحص 120 نقطة', tag: 'Popular', duration_minutes: 90, actual_price: 499, current_price: 399 });
    expect(data![2].created_at).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+\+00:00$/);
  });

  it('6: one form by id, and the list newest first', async () => {
    const one = await fx.staff.from('inspection_forms').select('*').eq('id', STANDARD_FORM).single();
    expect(one.error).toBeNull();
    expect(one.data).toMatchObject({ id: STANDARD_FORM, title: 'Standard 120-Point Inspection', status: 'live', inspection_type_id: STANDARD_TYPE });

    const list = await fx.staff.from('inspection_forms').select('id, title, status, created_at').order('created_at', { ascending: false });
    expect(list.error).toBeNull();
    expect(list.data!.map((f) => [f.title, f.status])).toEqual([
      ['Premium Inspection (2027 draft)', 'draft'],
      ['Pre-purchase Basic Check', 'live'],
      ['Premium Inspection', 'live'],
      ['Standard 120-Point Inspection', 'live'],
    ]);
    expect(Object.keys(list.data![0]).sort()).toEqual(['created_at', 'id', 'status', 'title']);
  });

  it('7: sections of a form by order_index', async () => {
    const { data, error } = await fx.staff.from('form_sections').select('*').eq('form_id', STANDARD_FORM).order('order_index');
    expect(error).toBeNull();
    expect(data!.map((s) => [s.title, s.order_index])).toEqual([
      ['Vehicle Information', 0],
      ['Exterior', 1],
      ['Engine and Transmission', 2],
      ['Interior', 3],
      ['Tyres and Brakes', 4],
    ]);
  });

  it('8: fields of the loaded sections by order_index, with their dropdown options', async () => {
    const sections = await fx.staff.from('form_sections').select('id, title').eq('form_id', STANDARD_FORM).order('order_index');
    const ids = sections.data!.map((s) => s.id);
    const { data, error } = await fx.staff
      .from('form_fields')
      .select(OPTIONS_SELECT)
      .in('section_id', ids)
      .order('order_index')
      .order('order_index', { referencedTable: 'dropdown_options' });
    expect(error).toBeNull();
    const exterior = sections.data!.find((s) => s.title === 'Exterior')!.id;
    const exteriorTop = data!.filter((f) => f.section_id === exterior && f.parent_field_id === null);
    expect(exteriorTop.map((f) => f.title)).toEqual(['Body Panels', 'Paint Condition', 'Windshield and Glass', 'Lights and Indicators', 'Exterior Photos']);
    const body = exteriorTop[0];
    expect(body).toMatchObject({ type: 'dropdown', required: true, is120point: true, allow_multiple: false });
    expect(body.dropdown_options.map((o: { label: string; value: string; score: number; order_index: number }) => [o.label, o.value, o.score, o.order_index])).toEqual([
      ['Good', 'Good', 10, 0],
      ['Fair', 'Fair', 5, 1],
      ['Poor', 'Poor', 0, 2],
    ]);
    const paint = exteriorTop[1];
    const children = data!.filter((f) => f.parent_field_id === paint.id);
    expect(children.map((f) => [f.title, f.type, f.is120point])).toEqual([
      ['Repainted Panels', 'text', false],
      ['Paint Close-up', 'image', false],
    ]);
    expect(data!.find((f) => f.title === 'Main Picture')).toMatchObject({ type: 'image', dropdown_options: [] });
    const orders = data!.map((f) => f.order_index);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
});

describe('writing a template (calls 9–15)', () => {
  let formId: string;
  const sectionIds: string[] = [];

  it('12: inserts a form and reads the new row back as a draft', async () => {
    const { data, error } = await fx.staff.from('inspection_forms').insert({ title: 'Spec flow form', inspection_type_id: STANDARD_TYPE }).select().single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ title: 'Spec flow form', inspection_type_id: STANDARD_TYPE, status: 'draft' });
    formId = data!.id;
  });

  it('13–15: inserts sections, fields with a child, and a batch of options', async () => {
    for (const [index, title] of ['Vehicle Information', 'Engine'].entries()) {
      const { data, error } = await fx.staff.from('form_sections').insert({ form_id: formId, title, order_index: index }).select().single();
      expect(error).toBeNull();
      expect(data).toMatchObject({ form_id: formId, title, order_index: index });
      sectionIds.push(data!.id);
    }
    const parent = await fx.staff
      .from('form_fields')
      .insert({ section_id: sectionIds[1], title: 'Radiator', type: 'dropdown', required: true, is120point: true, input_type: null, allow_multiple: false, order_index: 0 })
      .select()
      .single();
    expect(parent.error).toBeNull();
    const child = await fx.staff
      .from('form_fields')
      .insert({ section_id: sectionIds[1], parent_field_id: parent.data!.id, title: 'Radiator photo', type: 'image', required: false, is120point: false, input_type: null, allow_multiple: true, order_index: 0 })
      .select()
      .single();
    expect(child.error).toBeNull();
    expect(child.data).toMatchObject({ parent_field_id: parent.data!.id, allow_multiple: true });
    const text = await fx.staff
      .from('form_fields')
      .insert({ section_id: sectionIds[0], title: 'Email', type: 'text', required: false, is120point: false, input_type: 'email', allow_multiple: false, order_index: 0 })
      .select()
      .single();
    expect(text.data).toMatchObject({ input_type: 'email' });

    const options = await fx.staff
      .from('dropdown_options')
      .insert([
        { field_id: parent.data!.id, label: 'Clean', value: 'Clean', score: 10, order_index: 0 },
        { field_id: parent.data!.id, label: 'Leaking', value: 'Leaking', score: 0, order_index: 1 },
      ])
      .select();
    expect(options.error).toBeNull();
    expect(options.data).toHaveLength(2);

    const read = await fx.staff.from('form_fields').select(OPTIONS_SELECT).in('section_id', sectionIds).order('order_index');
    const radiator = read.data!.find((f) => f.title === 'Radiator')!;
    expect(radiator.dropdown_options.map((o: { label: string }) => o.label).sort()).toEqual(['Clean', 'Leaking']);
  });

  it('10: updates title and type, then status alone', async () => {
    const renamed = await fx.staff.from('inspection_forms').update({ title: 'Spec flow form (renamed)', inspection_type_id: PREMIUM_TYPE }).eq('id', formId).select().single();
    expect(renamed.data).toMatchObject({ title: 'Spec flow form (renamed)', inspection_type_id: PREMIUM_TYPE, status: 'draft' });
    // The premium type already has its live form: a second one is refused (one live form per type).
    const secondLive = await fx.staff.from('inspection_forms').update({ status: 'live' }).eq('id', formId).select('status').single();
    expect(secondLive.error).toMatchObject({ code: '23505' });
    expect(secondLive.error!.message).toContain('inspection_forms_one_live_per_type');
    const inactive = await fx.staff.from('inspection_forms').update({ status: 'inactive' }).eq('id', formId).select('status').single();
    expect(inactive.data).toEqual({ status: 'inactive' });
    const bad = await fx.staff.from('inspection_forms').update({ status: 'archived' }).eq('id', formId);
    expect(bad.error).toMatchObject({ code: '23514' });
    // Back to draft, as the editor's Edit does, so the re-save below may change its content.
    const draft = await fx.staff.from('inspection_forms').update({ status: 'draft' }).eq('id', formId).select('status').single();
    expect(draft.data).toEqual({ status: 'draft' });
  });

  it('11: re-saving removes old fields by section and sections by form', async () => {
    const found = await fx.staff.from('form_sections').select('id').eq('form_id', formId);
    expect(found.data!.map((s) => s.id).sort()).toEqual([...sectionIds].sort());
    const fields = await fx.staff.from('form_fields').delete().in('section_id', sectionIds).select('id');
    expect(fields.error).toBeNull();
    expect(fields.data).toHaveLength(3);
    const sections = await fx.staff.from('form_sections').delete().eq('form_id', formId).select('id');
    expect(sections.data).toHaveLength(2);
    const left = await fx.backend.db.query(`select count(*)::int as n from dropdown_options o join form_fields f on f.id = o.field_id join form_sections s on s.id = f.section_id where s.form_id = $1`, [formId]);
    expect(left.rows[0]).toEqual({ n: 0 });
  });

  it('9: deleting a form removes its sections, fields, child fields and options', async () => {
    const { data: saved, error } = await fx.staff.rpc('save_form_template', {
      template: {
        title: 'To delete',
        inspection_type_id: STANDARD_TYPE,
        sections: [
          {
            title: 'Only',
            fields: [
              {
                title: 'Pick',
                type: 'dropdown',
                required: false,
                is120point: true,
                input_type: null,
                allow_multiple: false,
                options: [{ label: 'A', score: 1 }],
                child_fields: [{ title: 'Why', type: 'text', required: false, is120point: false, input_type: 'plain', allow_multiple: false, options: [], child_fields: [] }],
              },
            ],
          },
        ],
      },
    });
    expect(error).toBeNull();
    const id = (saved as { id: string }).id;
    const before = await countTemplateRows(id);
    expect(before).toEqual({ sections: 1, fields: 2, options: 1 });

    const removed = await fx.staff.from('inspection_forms').delete().eq('id', id);
    expect(removed.error).toBeNull();
    expect(removed.status).toBe(204);
    expect(await countTemplateRows(id)).toEqual({ sections: 0, fields: 0, options: 0 });
    const gone = await fx.staff.from('inspection_forms').select('id').eq('id', id).maybeSingle();
    expect(gone.data).toBeNull();
  });
});

async function countTemplateRows(formId: string) {
  const { rows } = await fx.backend.db.query<{ sections: number; fields: number; options: number }>(
    `select (select count(*)::int from form_sections where form_id = $1) as sections,
            (select count(*)::int from form_fields f join form_sections s on s.id = f.section_id where s.form_id = $1) as fields,
            (select count(*)::int from dropdown_options o join form_fields f on f.id = o.field_id join form_sections s on s.id = f.section_id where s.form_id = $1) as options`,
    [formId],
  );
  return rows[0];
}
