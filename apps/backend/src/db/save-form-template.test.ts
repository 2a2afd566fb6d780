import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './query-interface';
import { prepareDatabase } from './migrate';
import { withRequestContext } from './request-context';
import type { RequestAuth } from './request-auth';
import { openTestDatabase } from './test-database';

const TYPE = '11111111-1111-4111-8111-000000000001';
const OTHER_FORM = '22222222-2222-4222-8222-000000000001';
const anon: RequestAuth = { role: 'anon', claims: { role: 'anon' } };
const staff: RequestAuth = {
  role: 'authenticated',
  claims: { sub: '77777777-7777-4777-8777-000000000001', role: 'authenticated', aud: 'authenticated', app_metadata: { staff: true } },
};

interface Option { id?: string | null; label: string; score: number }
interface Field {
  id?: string | null;
  title: string;
  type: string;
  required?: boolean;
  is120point?: boolean;
  input_type?: string | null;
  allow_multiple?: boolean;
  options?: Option[];
  child_fields?: Field[];
}
interface Section { id?: string | null; title: string; fields: Field[] }
interface Template { id?: string | null; expected_updated_at?: string | null; title: string; inspection_type_id?: string | null; sections: Section[] }
interface SavedForm { id: string; title: string; status: string; inspection_type_id: string; created_at: string; updated_at: string }

/** The template as stored, in the save payload's shape, ids included. */
const LOAD_TEMPLATE = `
  with recursive field_rows as (
    select f.* from form_fields f join form_sections s on s.id = f.section_id where s.form_id = $1
  ),
  options as (
    select o.field_id, jsonb_agg(jsonb_build_object('id', o.id, 'label', o.label, 'value', o.value, 'score', o.score,
                                                    'order_index', o.order_index) order by o.order_index) as list
      from dropdown_options o join field_rows f on f.id = o.field_id group by o.field_id
  ),
  depth as (
    select f.id, 0 as level from field_rows f where f.parent_field_id is null
    union all
    select c.id, d.level + 1 from field_rows c join depth d on c.parent_field_id = d.id
  )
  select jsonb_build_object('sections', coalesce(jsonb_agg(jsonb_build_object(
           'id', s.id, 'title', s.title, 'order_index', s.order_index) order by s.order_index), '[]'::jsonb),
         'fields', (select coalesce(jsonb_agg(jsonb_build_object(
           'id', f.id, 'section_id', f.section_id, 'parent_field_id', f.parent_field_id, 'title', f.title, 'type', f.type,
           'required', f.required, 'is120point', f.is120point, 'input_type', f.input_type, 'allow_multiple', f.allow_multiple,
           'order_index', f.order_index, 'level', d.level, 'options', coalesce(o.list, '[]'::jsonb)) order by d.level, f.order_index, f.title), '[]'::jsonb)
           from field_rows f join depth d on d.id = f.id left join options o on o.field_id = f.id)) as template
    from form_sections s where s.form_id = $1`;

interface StoredField { id: string; section_id: string; parent_field_id: string | null; title: string; type: string; required: boolean; is120point: boolean; input_type: string | null; allow_multiple: boolean; order_index: number; level: number; options: Array<Option & { id: string; value: string; order_index: number }> }
interface Stored { sections: Array<{ id: string; title: string; order_index: number }>; fields: StoredField[] }

describe('save_form_template', { timeout: 60_000 }, () => {
  let db: Database;
  const save = (template: Template, auth: RequestAuth = staff) =>
    withRequestContext(db, auth, (tx) => tx.query<{ form: SavedForm }>('select save_form_template($1) as form', [template])).then(
      (result) => result.rows[0].form,
    );
  const load = async (formId: string) =>
    (await db.query<{ template: Stored }>(LOAD_TEMPLATE, [formId])).rows[0].template;
  const field = (stored: Stored, title: string) => {
    const found = stored.fields.find((candidate) => candidate.title === title);
    if (!found) throw new Error(`no field ${title}`);
    return found;
  };

  const initial = (): Template => ({
    title: 'Used car check',
    inspection_type_id: TYPE,
    sections: [
      {
        title: 'Vehicle Information',
        fields: [
          { title: 'Customer Name', type: 'text', required: true, is120point: false, input_type: 'plain', allow_multiple: false, options: [], child_fields: [] },
          { title: 'Email', type: 'text', input_type: 'email' },
          { title: 'Notes', type: 'text', input_type: null },
        ],
      },
      {
        title: 'Engine',
        fields: [
          {
            title: 'Radiator Condition',
            type: 'dropdown',
            required: true,
            options: [
              { label: 'Good', score: 10 },
              { label: 'Fair', score: 5 },
              { label: 'Poor', score: 0 },
            ],
            child_fields: [
              { title: 'Radiator Picture', type: 'image', allow_multiple: true },
              {
                title: 'Leak Severity',
                type: 'dropdown',
                options: [{ label: 'None', score: 3 }, { label: 'Some', score: 1 }],
                child_fields: [{ title: 'Leak Notes', type: 'text' }],
              },
            ],
          },
          { title: 'Main Picture', type: 'image', required: true },
        ],
      },
    ],
  });

  beforeAll(async () => {
    db = await openTestDatabase();
    await prepareDatabase(db);
  }, 60_000);
  afterAll(() => db.close());

  it('creates a draft form with sections, fields at every depth and options', async () => {
    const form = await save(initial());
    expect(form).toMatchObject({ title: 'Used car check', status: 'draft', inspection_type_id: TYPE });
    expect(Object.keys(form).sort()).toEqual(['created_at', 'id', 'inspection_type_id', 'status', 'title', 'updated_at']);
    const stored = await load(form.id);
    expect(stored.sections.map((section) => [section.title, section.order_index])).toEqual([
      ['Vehicle Information', 0],
      ['Engine', 1],
    ]);
    const [vehicle, engine] = stored.sections;
    expect(field(stored, 'Customer Name')).toMatchObject({ section_id: vehicle.id, required: true, is120point: false, input_type: 'plain', order_index: 0 });
    expect(field(stored, 'Email')).toMatchObject({ required: false, is120point: true, input_type: 'email', order_index: 1 });
    expect(field(stored, 'Notes')).toMatchObject({ input_type: 'plain', order_index: 2 });
    const radiator = field(stored, 'Radiator Condition');
    expect(radiator).toMatchObject({ section_id: engine.id, parent_field_id: null, type: 'dropdown', order_index: 0 });
    expect(radiator.options.map((o) => [o.label, o.value, Number(o.score), o.order_index])).toEqual([
      ['Good', 'Good', 10, 0],
      ['Fair', 'Fair', 5, 1],
      ['Poor', 'Poor', 0, 2],
    ]);
    expect(field(stored, 'Radiator Picture')).toMatchObject({
      section_id: engine.id, parent_field_id: radiator.id, is120point: false, required: false, allow_multiple: true, order_index: 0,
    });
    const leak = field(stored, 'Leak Severity');
    expect(leak).toMatchObject({ parent_field_id: radiator.id, order_index: 1, level: 1 });
    expect(leak.options).toHaveLength(2);
    expect(field(stored, 'Leak Notes')).toMatchObject({ section_id: engine.id, parent_field_id: leak.id, level: 2, is120point: false });
    expect(field(stored, 'Main Picture')).toMatchObject({ order_index: 1, is120point: true, input_type: null });
  });

  it('updates in place, keeping the ids of what still exists and deleting what was removed', async () => {
    const created = await save(initial());
    const before = await load(created.id);
    const id = (title: string) => field(before, title).id;
    const radiatorOptions = field(before, 'Radiator Condition').options;
    const [vehicle, engine] = before.sections;

    const saved = await save({
      id: created.id,
      expected_updated_at: created.updated_at,
      title: 'Used car check v2',
      inspection_type_id: TYPE,
      sections: [
        {
          id: engine.id,
          title: 'Engine and Cooling',
          fields: [
            { id: id('Main Picture'), title: 'Main Picture', type: 'image', required: true },
            {
              id: id('Radiator Condition'),
              title: 'Radiator',
              type: 'dropdown',
              options: [
                { id: radiatorOptions[2].id, label: 'Bad', score: 0 },
                { id: radiatorOptions[0].id, label: 'Good', score: 10 },
                { id: null, label: 'Excellent', score: 12 },
              ],
              child_fields: [{ id: id('Leak Notes'), title: 'Leak Notes', type: 'text' }],
            },
          ],
        },
        { id: vehicle.id, title: 'Vehicle Information', fields: [{ id: id('Email'), title: 'E-mail', type: 'text', input_type: 'email' }] },
        { id: 'not-a-uuid', title: 'New section', fields: [{ id: 'client-1', title: 'Brand new', type: 'text' }] },
      ],
    });
    expect(saved.id).toBe(created.id);
    expect(saved.title).toBe('Used car check v2');
    expect(saved.updated_at > created.updated_at).toBe(true);

    const after = await load(created.id);
    expect(after.sections.map((s) => [s.id, s.title, s.order_index])).toEqual([
      [engine.id, 'Engine and Cooling', 0],
      [vehicle.id, 'Vehicle Information', 1],
      [expect.any(String), 'New section', 2],
    ]);
    expect(field(after, 'Radiator')).toMatchObject({ id: id('Radiator Condition'), order_index: 1 });
    expect(field(after, 'Radiator').options.map((o) => [o.id, o.label, o.value, o.order_index])).toEqual([
      [radiatorOptions[2].id, 'Bad', 'Bad', 0],
      [radiatorOptions[0].id, 'Good', 'Good', 1],
      [expect.any(String), 'Excellent', 'Excellent', 2],
    ]);
    // A grandchild moved up under its grandparent keeps its id although its old parent went.
    expect(field(after, 'Leak Notes')).toMatchObject({ id: id('Leak Notes'), parent_field_id: id('Radiator Condition'), level: 1 });
    expect(field(after, 'E-mail')).toMatchObject({ id: id('Email'), section_id: vehicle.id, order_index: 0 });
    expect(field(after, 'Brand new').id).not.toBe('client-1');
    expect(after.fields.map((f) => f.title).sort()).toEqual(['Brand new', 'E-mail', 'Leak Notes', 'Main Picture', 'Radiator']);

    const removed = [id('Customer Name'), id('Notes'), id('Radiator Picture'), id('Leak Severity'), radiatorOptions[1].id];
    const { rows } = await db.query(
      'select id from form_fields where id = any($1::uuid[]) union all select id from dropdown_options where id = any($1::uuid[])',
      [removed],
    );
    expect(rows).toEqual([]);
  });

  it('gives fresh rows to ids that belong to another form, leaving that form alone', async () => {
    const other = await load(OTHER_FORM);
    const borrowed = other.fields.find((f) => f.type === 'dropdown')!;
    const form = await save({
      title: 'Borrower',
      inspection_type_id: TYPE,
      sections: [{ id: other.sections[0].id, title: 'Copied', fields: [{ id: borrowed.id, title: 'Copied field', type: 'dropdown', options: [{ id: borrowed.options[0].id, label: 'A', score: 1 }] }] }],
    });
    const stored = await load(form.id);
    expect(stored.sections[0].id).not.toBe(other.sections[0].id);
    expect(stored.fields[0].id).not.toBe(borrowed.id);
    expect(stored.fields[0].options[0].id).not.toBe(borrowed.options[0].id);
    expect(await load(OTHER_FORM)).toEqual(other);
  });

  it('rolls the whole save back when one field fails', async () => {
    const created = await save(initial());
    const before = await load(created.id);
    const broken = initial();
    broken.id = created.id;
    broken.title = 'Should not stick';
    broken.sections[0].fields.push({ title: 'Checkbox', type: 'checkbox' });
    await expect(save(broken)).rejects.toMatchObject({ code: '23514' });
    expect(await load(created.id)).toEqual(before);
    const { rows } = await db.query<{ title: string }>('select title from inspection_forms where id = $1', [created.id]);
    expect(rows[0].title).toBe('Used car check');

    const count = async () => (await db.query<{ n: number }>('select count(*)::int as n from inspection_forms')).rows[0].n;
    const forms = await count();
    const brokenNew = initial();
    brokenNew.sections[1].fields[0].child_fields![0].input_type = 'colour';
    await expect(save(brokenNew)).rejects.toMatchObject({ code: '23514' });
    expect(await count()).toBe(forms);
  });

  it('refuses a stale save with PT409 and accepts the current version', async () => {
    const created = await save(initial());
    const first = await save({ ...initial(), id: created.id, expected_updated_at: created.updated_at });
    await expect(save({ ...initial(), id: created.id, expected_updated_at: created.updated_at })).rejects.toMatchObject({
      code: 'PT409',
      message: 'Template changed since it was opened',
    });
    // A client that kept the timestamp as a JavaScript Date (milliseconds) is still current.
    const asDate = new Date(first.updated_at).toISOString();
    const second = await save({ ...initial(), id: created.id, expected_updated_at: asDate });
    expect(second.updated_at > first.updated_at).toBe(true);
  });

  it('treats missing or null lists as empty', async () => {
    const form = await save({ title: 'Sparse', inspection_type_id: TYPE, sections: [{ title: 'Empty', fields: null as never }, { title: 'Dropdown', fields: [{ title: 'No options', type: 'dropdown', options: null as never, child_fields: null as never }] }] });
    const stored = await load(form.id);
    expect(stored.sections.map((s) => s.title)).toEqual(['Empty', 'Dropdown']);
    expect(stored.fields.map((f) => [f.title, f.options.length])).toEqual([['No options', 0]]);
    const bare = await save({ title: 'Bare', inspection_type_id: TYPE } as Template);
    expect(await load(bare.id)).toEqual({ sections: [], fields: [] });
  });

  it('requires an inspection type', async () => {
    await expect(save({ ...initial(), inspection_type_id: null })).rejects.toMatchObject({
      code: '22023',
      message: 'Please select an inspection type',
    });
  });

  it('is refused to the anonymous role', async () => {
    await expect(save(initial(), anon)).rejects.toMatchObject({ code: '42501' });
  });

  it('saves a 120-field template quickly, and again keeping every id', async () => {
    const big: Template = {
      title: 'Big',
      inspection_type_id: TYPE,
      sections: Array.from({ length: 12 }, (_, s) => ({
        title: `Section ${s + 1}`,
        fields: Array.from({ length: 10 }, (_, f) => ({
          title: `Field ${s + 1}.${f + 1}`,
          type: f % 5 === 4 ? 'image' : 'dropdown',
          options: f % 5 === 4 ? [] : ['Good', 'Fair', 'Poor', 'Missing'].map((label, i) => ({ label, score: 10 - i * 3 })),
        })),
      })),
    };
    let started = performance.now();
    const created = await save(big);
    const createMs = performance.now() - started;
    const stored = await load(created.id);
    expect(stored.fields).toHaveLength(120);
    expect(stored.fields.reduce((n, f) => n + f.options.length, 0)).toBe(96 * 4);

    const byTitle = new Map(stored.fields.map((f) => [f.title, f]));
    const again: Template = {
      ...big,
      id: created.id,
      expected_updated_at: created.updated_at,
      sections: big.sections.map((section, s) => ({
        ...section,
        id: stored.sections[s].id,
        fields: section.fields.map((f) => {
          const kept = byTitle.get(f.title)!;
          return { ...f, id: kept.id, options: (f.options ?? []).map((o, i) => ({ ...o, id: kept.options[i].id })) };
        }),
      })),
    };
    started = performance.now();
    await save(again);
    const updateMs = performance.now() - started;
    expect(await load(created.id)).toEqual(stored);
    console.info(`save_form_template, 120 fields / 384 options: create ${createMs.toFixed(0)} ms, update ${updateMs.toFixed(0)} ms`);
    expect(createMs).toBeLessThan(5_000);
    expect(updateMs).toBeLessThan(5_000);
  });
});
