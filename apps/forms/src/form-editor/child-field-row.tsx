import { memo, useCallback } from 'react';
import { Trash2 } from 'lucide-react';
import type { MoveDirection } from '@inspection/forms-domain';
import type { EditorField } from '@inspection/forms-template-model';
import { MoveButtons } from './move-buttons';
import { IconButton } from './icon-button';
import { FieldSettings } from './field-settings';
import { FieldHeading } from './field-heading';
import { FIELD_TYPE_LABELS } from './field-type-label';

interface ChildFieldRowProps {
  field: EditorField;
  index: number;
  count: number;
  readOnly: boolean;
  onChange(childId: string, update: (f: EditorField) => EditorField): void;
  onMove(childId: string, direction: MoveDirection): void;
  onRemove(childId: string): void;
}

export const ChildFieldRow = memo(function ChildFieldRow({
  field,
  index,
  count,
  readOnly,
  onChange,
  onMove,
  onRemove,
}: ChildFieldRowProps) {
  const id = field.id;
  const update = useCallback((u: (f: EditorField) => EditorField) => onChange(id, u), [onChange, id]);
  return (
    <div
      className="rounded-md border border-dashed border-slate-300 bg-slate-50 p-2"
      data-testid="sub-field"
      role="group"
      aria-label={`Sub-field ${FIELD_TYPE_LABELS[field.type]}: ${field.title || 'Untitled'}`}
    >
      <FieldHeading field={field} noun="Sub-field" readOnly={readOnly} update={update}>
        <div className="flex items-center gap-1">
          <MoveButtons noun="sub-field" index={index} count={count} onMove={(d) => onMove(id, d)} />
          <IconButton label="Delete sub-field" className="text-red-600 hover:bg-red-50" onClick={() => onRemove(id)}>
            <Trash2 />
          </IconButton>
        </div>
      </FieldHeading>
      <FieldSettings field={field} readOnly={readOnly} onChange={update} />
    </div>
  );
});
