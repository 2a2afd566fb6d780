import { describe, expect, it } from 'vitest';
import { countPerRowSaveRequests, templateToSavePayload } from '@inspection/forms-domain';
import { templateFromEmbeddedRow, templateFromRows } from './template-from-rows';
import type { FormFieldWithOptionsRow, FormTemplateRows } from './template-rows';

const field = (
  over: Partial<FormFieldWithOptionsRow> & Pick<FormFieldWithOptionsRow, 'id' | 'order_index'>,
): FormFieldWithOptionsRow => ({
  section_id: 's1',
  parent_field_id: null,
  title: over.id,
  type: 'text',
  required: false,
  is120point: true,
  input_type: 'plain',
  allow_multiple: false,
  stable_id: `stable-${over.id}`,
  dropdown_options: [],
  ...over,
});

const rows: FormTemplateRows = {
  form: {
    id: 'f1',
    title: 'Full check',
    status: 'draft',
    inspection_type_id: 't1',
    created_at: '2026-01-01T00:00:00+00:00',
    updated_at: '2026-01-02T00:00:00.123456+00:00',
    version: 1,
    family_id: 'f1',
  },
  sections: [
    { id: 's2', form_id: 'f1', title: 'Interior', order_index: 1 },
    { id: 's1', form_id: 'f1', title: 'Exterior', order_index: 0 },
  ],
  fields: [
    field({ id: 'child-b', parent_field_id: 'dd', order_index: 1, type: 'image', allow_multiple: true, is120point: false }),
    field({
      id: 'dd',
      order_index: 1,
      type: 'dropdown',
      input_type: null,
      allow_multiple: true,
      required: true,
      dropdown_options: [
        { id: 'o2', field_id: 'dd', label: 'Bad', value: 'Bad', score: 0, order_index: 1 },
        { id: 'o1', field_id: 'dd', label: 'Good', value: 'Good', score: 10, order_index: 0 },
      ],
    }),
    field({ id: 'email', order_index: 0, input_type: 'email' }),
    field({ id: 'child-a', parent_field_id: 'dd', order_index: 0, is120point: false }),
    field({ id: 'photo', section_id: 's2', order_index: 0, type: 'image', input_type: null }),
  ],
};

describe('rows to editor model', () => {
  const t = templateFromRows(rows);

  it('orders sections, fields, child fields and options by order_index', () => {
    expect(t.sections.map((s) => s.id)).toEqual(['s1', 's2']);
    expect(t.sections[0].fields.map((f) => f.id)).toEqual(['email', 'dd']);
    expect(t.sections[0].fields[1].childFields.map((f) => f.id)).toEqual(['child-a', 'child-b']);
    expect(t.sections[0].fields[1].options.map((o) => o.label)).toEqual(['Good', 'Bad']);
  });

  it('keeps the database ids and the form metadata', () => {
    expect(t).toMatchObject({ id: 'f1', title: 'Full check', inspectionTypeId: 't1', status: 'draft', updatedAt: '2026-01-02T00:00:00.123456+00:00' });
    expect(t.sections[0].fields[1].options[0]).toEqual({ id: 'o1', label: 'Good', value: 'Good', score: 10 });
  });

  it('maps allow_multiple to multiple for dropdowns and allowMultiple for images', () => {
    const dd = t.sections[0].fields[1];
    expect(dd.multiple).toBe(true);
    expect(dd.allowMultiple).toBe(false);
    expect(dd.childFields[1].allowMultiple).toBe(true);
    expect(t.sections[0].fields[0].inputType).toBe('email');
    expect(t.sections[1].fields[0].inputType).toBe('plain');
  });

  it('reads the embedded select shape', () => {
    const embedded = templateFromEmbeddedRow({
      ...rows.form,
      form_sections: rows.sections.map((s) => ({ ...s, form_fields: rows.fields.filter((f) => f.section_id === s.id) })),
    });
    expect(embedded).toEqual(t);
  });
});

describe('editor model to the save_form_template payload', () => {
  const payload = templateToSavePayload(templateFromRows(rows));

  it('sends ids, the expected updated_at and the form columns', () => {
    expect(payload).toMatchObject({
      id: 'f1',
      expected_updated_at: '2026-01-02T00:00:00.123456+00:00',
      title: 'Full check',
      inspection_type_id: 't1',
    });
    expect(payload.sections.map((s) => s.id)).toEqual(['s1', 's2']);
  });

  it('writes fields in order with type-specific columns and nested child fields', () => {
    const [email, dd] = payload.sections[0].fields;
    expect(email).toEqual({
      id: 'email', title: 'email', type: 'text', required: false, is120point: true,
      input_type: 'email', allow_multiple: false, options: [], child_fields: [],
    });
    expect(dd).toMatchObject({ id: 'dd', type: 'dropdown', required: true, input_type: null, allow_multiple: true });
    expect(dd.options).toEqual([
      { id: 'o1', label: 'Good', score: 10 },
      { id: 'o2', label: 'Bad', score: 0 },
    ]);
    expect(dd.child_fields.map((c) => [c.id, c.is120point, c.allow_multiple])).toEqual([
      ['child-a', false, false],
      ['child-b', false, true],
    ]);
  });

  it('a new template has no id and no expected updated_at', () => {
    const t = templateFromRows(rows);
    expect(templateToSavePayload({ ...t, id: null }).expected_updated_at).toBeNull();
  });

  it('round-trips: rows -> model -> payload keeps every id', () => {
    const ids = JSON.stringify(payload).match(/"id":"[^"]+"/g);
    expect(ids).toHaveLength(1 + 2 + 5 + 2);
  });
});

describe("the per-row save's cost", () => {
  it('counts form write, cleanup, sections, fields and one options batch per dropdown', () => {
    const t = templateFromRows(rows);
    // update + select ids + delete fields + delete sections, 2 sections, 5 fields, 1 options batch
    expect(countPerRowSaveRequests(t, true)).toBe(4 + 2 + 5 + 1);
    expect(countPerRowSaveRequests(t, false)).toBe(1 + 2 + 5 + 1);
  });
});
