import { memo, useCallback } from 'react';
import { ClipboardPaste, Copy, Trash2 } from 'lucide-react';
import { Button } from '@inspection/ui';
import type { EditorField } from '@inspection/forms-template-model';
import type { FieldUpdate, FormEditorDispatch } from '@inspection/forms-domain';
import { MoveButtons } from './move-buttons';
import { IconButton } from './icon-button';
import { FieldSettings } from './field-settings';
import { FieldHeading } from './field-heading';
import { FIELD_TYPE_LABELS } from './field-type-label';
import { SubFields } from './sub-fields';

interface FieldCardProps {
  sectionId: string;
  field: EditorField;
  index: number;
  count: number;
  readOnly: boolean;
  canPaste: boolean;
  dispatch: FormEditorDispatch;
}

/** A section's field: heading, buttons (move, copy, paste, delete), its type's settings and its sub-fields. */
export const FieldCard = memo(function FieldCard({ sectionId, field, index, count, readOnly, canPaste, dispatch }: FieldCardProps) {
  const fieldId = field.id;
  const update = useCallback(
    (change: FieldUpdate) => dispatch({ type: 'fieldEdited', sectionId, fieldId, update: change }),
    [dispatch, sectionId, fieldId],
  );

  return (
    <div
      className="rounded-lg border border-slate-200 bg-white p-3 shadow-xs"
      data-testid="field-card"
      role="group"
      aria-label={`${FIELD_TYPE_LABELS[field.type]}: ${field.title || 'Untitled'}`}
    >
      <FieldHeading field={field} noun="Field" readOnly={readOnly} update={update}>
        <div className="flex flex-wrap items-center gap-1">
          <MoveButtons
            noun="field"
            index={index}
            count={count}
            onMove={(direction) => dispatch({ type: 'fieldMoved', sectionId, fieldId, direction })}
          />
          <Button variant="ghost" size="sm" onClick={() => dispatch({ type: 'fieldCopied', sectionId, fieldId })}>
            <Copy aria-hidden="true" />
            Copy Field
          </Button>
          {canPaste && (
            <Button variant="ghost" size="sm" onClick={() => dispatch({ type: 'fieldPasted', sectionId, afterFieldId: fieldId })}>
              <ClipboardPaste aria-hidden="true" />
              Paste Field
            </Button>
          )}
          <IconButton
            label="Delete field"
            className="text-red-600 hover:bg-red-50"
            onClick={() => dispatch({ type: 'fieldRemoved', sectionId, fieldId })}
          >
            <Trash2 />
          </IconButton>
        </div>
      </FieldHeading>

      <FieldSettings field={field} readOnly={readOnly} onChange={update} />

      {(field.childFields.length > 0 || !readOnly) && <SubFields field={field} readOnly={readOnly} update={update} />}
    </div>
  );
});
