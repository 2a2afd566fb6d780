import { memo, useCallback } from 'react';
import { ClipboardPaste, Copy, Image, List, Trash2, Type } from 'lucide-react';
import { Button } from '@inspection/ui';
import { addChildField, moveChildField, removeChildField, updateChildField, type MoveDirection } from '@inspection/forms-domain';
import { type EditorField, type FieldType } from '@inspection/form-template-model';
import type { FieldActions } from './section-card';
import { MoveButtons } from './move-buttons';
import { IconButton } from './icon-button';
import { FieldSettings } from './field-settings';
import { FieldHeading } from './field-heading';
import { FIELD_TYPE_LABELS } from './field-type-label';
import { ChildFieldRow } from './child-field-row';

interface FieldCardProps {
  field: EditorField;
  index: number;
  count: number;
  readOnly: boolean;
  canPaste: boolean;
  actions: FieldActions;
}

const SUB_FIELD_BUTTONS: Array<{ type: FieldType; icon: typeof Type }> = [
  { type: 'text', icon: Type },
  { type: 'dropdown', icon: List },
  { type: 'image', icon: Image },
];

export const FieldCard = memo(function FieldCard({ field, index, count, readOnly, canPaste, actions }: FieldCardProps) {
  const fieldId = field.id;
  const change = actions.change;
  const update = useCallback((u: (f: EditorField) => EditorField) => change(fieldId, u), [change, fieldId]);
  const changeChild = useCallback(
    (childId: string, u: (c: EditorField) => EditorField) => update((f) => updateChildField(f, childId, u)),
    [update],
  );
  const moveChild = useCallback(
    (childId: string, d: MoveDirection) => update((f) => moveChildField(f, childId, d)),
    [update],
  );
  const removeChild = useCallback((childId: string) => update((f) => removeChildField(f, childId)), [update]);

  return (
    <div
      className="rounded-lg border border-slate-200 bg-white p-3 shadow-xs"
      data-testid="field-card"
      role="group"
      aria-label={`${FIELD_TYPE_LABELS[field.type]}: ${field.title || 'Untitled'}`}
    >
      <FieldHeading field={field} noun="Field" readOnly={readOnly} update={update}>
        <div className="flex flex-wrap items-center gap-1">
          <MoveButtons noun="field" index={index} count={count} onMove={(d) => actions.move(fieldId, d)} />
          <Button variant="ghost" size="sm" onClick={() => actions.copy(field)}>
            <Copy aria-hidden="true" />
            Copy Field
          </Button>
          {canPaste && (
            <Button variant="ghost" size="sm" onClick={() => actions.paste(fieldId)}>
              <ClipboardPaste aria-hidden="true" />
              Paste Field
            </Button>
          )}
          <IconButton label="Delete field" className="text-red-600 hover:bg-red-50" onClick={() => actions.remove(fieldId)}>
            <Trash2 />
          </IconButton>
        </div>
      </FieldHeading>

      <FieldSettings field={field} readOnly={readOnly} onChange={update} />

      {(field.childFields.length > 0 || !readOnly) && (
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
      )}
    </div>
  );
});
