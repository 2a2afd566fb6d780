import { describe, expect, it } from 'vitest';
import type { EditorField, EditorTemplate } from '@inspection/forms-template-model';
import { createTemplate } from './factories';
import {
  addChildField,
  addField,
  addOption,
  addSection,
  cloneField,
  duplicateSection,
  fieldCountLabel,
  moveChildField,
  moveField,
  moveSection,
  pasteField,
  removeChildField,
  removeField,
  removeOption,
  removeSection,
  renameSection,
  reorderOptions,
  updateField,
  updateOption,
  updateSection,
} from './template-rules';
import { sequentialIds } from './test-ids';

function allIds(field: EditorField): string[] {
  return [field.id, ...field.options.map((o) => o.id), ...field.childFields.flatMap(allIds)];
}

function sampleTemplate(): EditorTemplate {
  const ids = sequentialIds('orig');
  let t = addSection(addSection(createTemplate(), ids), ids);
  t = renameSection(t, t.sections[0].id, 'Exterior');
  t = updateSection(t, t.sections[0].id, (s) => addField(addField(s, 'dropdown', ids), 'text', ids));
  const dropdownId = t.sections[0].fields[0].id;
  t = updateSection(t, t.sections[0].id, (s) =>
    updateField(s, dropdownId, (f) => addChildField(updateOption(addOption(f, ids), '', {}), 'image', ids)),
  );
  return t;
}

describe('sections', () => {
  it('adds sections at the end and removes them', () => {
    const t = sampleTemplate();
    expect(t.sections).toHaveLength(2);
    expect(removeSection(t, t.sections[0].id).sections.map((s) => s.id)).toEqual([t.sections[1].id]);
  });

  it('duplicating names the copy "(Copy)", places it after the original and gives every item a new id', () => {
    const t = sampleTemplate();
    const original = t.sections[0];
    const next = duplicateSection(t, original.id, sequentialIds('new'));
    expect(next.sections).toHaveLength(3);
    const copy = next.sections[1];
    expect(copy.title).toBe('Exterior (Copy)');
    expect(copy.id).not.toBe(original.id);
    const originalIds = original.fields.flatMap(allIds);
    const copyIds = copy.fields.flatMap(allIds);
    expect(copyIds).toHaveLength(originalIds.length);
    expect(copyIds.every((id) => id.startsWith('new-'))).toBe(true);
    expect(copy.fields.map((f) => f.type)).toEqual(original.fields.map((f) => f.type));
    expect(copy.fields[0].childFields[0].type).toBe('image');
    expect(next.sections[0]).toBe(original);
  });

  it('moving the first section up or the last down does nothing; otherwise swaps', () => {
    const t = sampleTemplate();
    const [a, b] = t.sections.map((s) => s.id);
    expect(moveSection(t, a, 'up').sections.map((s) => s.id)).toEqual([a, b]);
    expect(moveSection(t, b, 'down').sections.map((s) => s.id)).toEqual([a, b]);
    expect(moveSection(t, a, 'down').sections.map((s) => s.id)).toEqual([b, a]);
  });

  it('counts fields as "1 field" or "n fields"', () => {
    expect(fieldCountLabel(1)).toBe('1 field');
    expect(fieldCountLabel(0)).toBe('0 fields');
    expect(fieldCountLabel(3)).toBe('3 fields');
  });
});

describe('fields', () => {
  it('adds top-level fields with the top-level defaults', () => {
    const section = sampleTemplate().sections[0];
    expect(section.fields.map((f) => [f.type, f.required, f.is120point])).toEqual([
      ['dropdown', false, true],
      ['text', false, true],
    ]);
  });

  it('moves fields, doing nothing at the ends, and removes them', () => {
    const section = sampleTemplate().sections[0];
    const [a, b] = section.fields.map((f) => f.id);
    expect(moveField(section, a, 'up').fields.map((f) => f.id)).toEqual([a, b]);
    expect(moveField(section, b, 'down').fields.map((f) => f.id)).toEqual([a, b]);
    expect(moveField(section, b, 'up').fields.map((f) => f.id)).toEqual([b, a]);
    expect(removeField(section, a).fields.map((f) => f.id)).toEqual([b]);
  });

  it('copy and paste inserts a deep copy with new ids after the target field', () => {
    const section = sampleTemplate().sections[0];
    const copied = section.fields[0];
    const pasted = pasteField(section, copied, section.fields[0].id, sequentialIds('p'));
    expect(pasted.fields).toHaveLength(3);
    const copy = pasted.fields[1];
    expect(copy.title).toBe(copied.title);
    expect(copy.options).toHaveLength(1);
    expect(allIds(copy).every((id) => id.startsWith('p-'))).toBe(true);
    expect(pasteField(section, copied, 'missing').fields[2].type).toBe('dropdown');
  });

  it('cloning a field leaves the original untouched', () => {
    const field = sampleTemplate().sections[0].fields[0];
    const before = JSON.stringify(field);
    cloneField(field);
    expect(JSON.stringify(field)).toBe(before);
  });
});

describe('child fields', () => {
  it('adds child fields with child defaults, moves and removes them', () => {
    const ids = sequentialIds('c');
    let field = sampleTemplate().sections[0].fields[1];
    field = addChildField(addChildField(field, 'text', ids), 'dropdown', ids);
    expect(field.childFields.map((c) => [c.type, c.required, c.is120point])).toEqual([
      ['text', false, false],
      ['dropdown', false, false],
    ]);
    const [a, b] = field.childFields.map((c) => c.id);
    expect(moveChildField(field, a, 'up').childFields.map((c) => c.id)).toEqual([a, b]);
    expect(moveChildField(field, a, 'down').childFields.map((c) => c.id)).toEqual([b, a]);
    expect(removeChildField(field, a).childFields.map((c) => c.id)).toEqual([b]);
  });
});

describe('dropdown options', () => {
  it('adds options with score 0, keeps value equal to label, removes them', () => {
    const ids = sequentialIds('o');
    let field = addOption(addOption(sampleTemplate().sections[0].fields[1], ids), ids);
    field = updateOption(field, 'o-1', { label: 'Good', score: 10 });
    expect(field.options[0]).toEqual({ id: 'o-1', label: 'Good', value: 'Good', score: 10 });
    expect(field.options[1]).toEqual({ id: 'o-2', label: '', value: '', score: 0 });
    expect(removeOption(field, 'o-1').options.map((o) => o.id)).toEqual(['o-2']);
  });

  it('reorders by drag: the dragged option takes the place of the target', () => {
    const ids = sequentialIds('o');
    const field = addOption(addOption(addOption(sampleTemplate().sections[0].fields[1], ids), ids), ids);
    expect(reorderOptions(field, 'o-1', 'o-3').options.map((o) => o.id)).toEqual(['o-2', 'o-3', 'o-1']);
    expect(reorderOptions(field, 'o-3', 'o-1').options.map((o) => o.id)).toEqual(['o-3', 'o-1', 'o-2']);
    expect(reorderOptions(field, 'o-1', 'o-1')).toBe(field);
  });
});
