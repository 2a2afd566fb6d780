import { describe, expect, it } from 'vitest';
import { createField, createOption, createSection, createTemplate } from './factories';
import { sequentialIds } from './test-ids';

describe('factories (defaults of a new section, field and option)', () => {
  it('a new template is an empty draft without an inspection type', () => {
    expect(createTemplate()).toEqual({ id: null, title: '', inspectionTypeId: '', status: 'draft', updatedAt: null, sections: [] });
  });

  it('a new section has an id, an empty title and no fields', () => {
    expect(createSection(sequentialIds())).toEqual({ id: 'id-1', title: '', fields: [] });
  });

  it('a new top-level field is not required and counts as a 120-point field', () => {
    const field = createField('text', { newId: sequentialIds() });
    expect(field.required).toBe(false);
    expect(field.is120point).toBe(true);
  });

  it('a new child field is not required and is not a 120-point field', () => {
    const field = createField('dropdown', { child: true });
    expect(field.required).toBe(false);
    expect(field.is120point).toBe(false);
  });

  it('text defaults to plain input, image to a single image, dropdown to single choice with an option list', () => {
    expect(createField('text').inputType).toBe('plain');
    expect(createField('image').allowMultiple).toBe(false);
    const dropdown = createField('dropdown');
    expect(dropdown.multiple).toBe(false);
    expect(dropdown.options).toEqual([]);
  });

  it('a new option has an empty label, an empty value and score 0', () => {
    expect(createOption(sequentialIds('o'))).toEqual({ id: 'o-1', label: '', value: '', score: 0 });
  });

  it('generates unique random ids by default', () => {
    expect(createSection().id).not.toBe(createSection().id);
    expect(createField('text').id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
