// The bench's live form: 12 sections of 10 fields (5 dropdowns of 4 options, 4 text fields, 1 photo field each),
// saved to the backend by bench-inspection.ts, rendered by form-render.ts.
import * as domain from '@inspection/forms-domain';

type EditorTemplate = ReturnType<typeof domain.createTemplate>;
type FieldType = EditorTemplate['sections'][number]['fields'][number]['type'];

const TYPES: FieldType[] = ['dropdown', 'text', 'dropdown', 'image', 'dropdown', 'text', 'dropdown', 'text', 'dropdown', 'text'];

export function buildBenchTemplate(typeId: string): EditorTemplate {
  const { addField, addOption, addSection, createTemplate, updateField, updateOption, updateSection } = domain;
  let t: EditorTemplate = { ...createTemplate(), title: 'Bench inspection form', inspectionTypeId: typeId };
  for (let s = 0; s < 12; s++) {
    t = addSection(t);
    t = updateSection(t, t.sections[s].id, (section) => {
      let next = { ...section, title: `Section ${s + 1}` };
      for (let f = 0; f < 10; f++) {
        next = addField(next, TYPES[f]);
        next = updateField(next, next.fields[f].id, (field) => {
          let x = { ...field, title: `Field ${s + 1}.${f + 1}`, allowMultiple: field.type === 'image' };
          if (x.type !== 'dropdown') return x;
          for (let o = 0; o < 4; o++) {
            x = addOption(x);
            x = updateOption(x, x.options[o].id, { label: ['Excellent', 'Good', 'Fair', 'Poor'][o], score: 10 - o * 3 });
          }
          return x;
        });
      }
      return next;
    });
  }
  return t;
}
