import { useCallback } from 'react';
import { Image, List, Type } from 'lucide-react';
import { Button } from '@inspection/ui';
import { addChildField, moveChildField, removeChildField, updateChildField, type FieldUpdate, type MoveDirection } from '@inspection/forms-domain';
import { type EditorField, type FieldType } from '@inspection/forms-template-model';
import { FIELD_TYPE_LABELS } from './field-type-label';
import { ChildFieldRow } from './child-field-row';

interface SubFieldsProps {
  field: EditorField;
  readOnly: boolean;
  /** Changes the parent field: sub-fields are part of it. */
  update(change: FieldUpdate): void;
}

const SUB_FIELD_BUTTONS: Array<{ type: FieldType; icon: typeof Type }> = [
  { type: 'text', icon: Type },
  { type: 'dropdown', icon: List },
  { type: 'image', icon: Image },
];

/** A field's sub-fields, and the buttons that add one of each type while the template is editable. */
export function SubFields({ field, readOnly, update }: SubFieldsProps) {
  const changeChild = useCallback(
    (childId: string, change: FieldUpdate) => update((f) => updateChildField(f, childId, change)),
    [update],
  );
  const moveChild = useCallback(
    (childId: string, direction: MoveDirection) => update((f) => moveChildField(f, childId, direction)),
    [update],
  );
  const removeChild = useCallback((childId: string) => update((f) => removeChildField(f, childId)), [update]);

  return (
    <div className="mt-3 border-l-2 border-slate-200 pl-3">
      <p className="mb-2 text-sm font-medium text-slate-700">Sub-Fields</p>
      <div className="flex flex-col gap-2">
        {field.childFields.map((child, i) => (
          <ChildFieldRow
            key={child.id}
            field={child}
            index={i}
            count={field.childFields.length}
            readOnly={readOnly}
            onChange={changeChild}
            onMove={moveChild}
            onRemove={removeChild}
          />
        ))}
      </div>
      {!readOnly && (
        <div className="mt-2 flex flex-wrap gap-2" role="group" aria-label="Add sub-field">
          {SUB_FIELD_BUTTONS.map(({ type, icon: Icon }) => (
            <Button key={type} variant="secondary" size="sm" onClick={() => update((f) => addChildField(f, type))}>
              <Icon aria-hidden="true" />
              {FIELD_TYPE_LABELS[type]}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
