import { memo, useCallback, useId, useMemo, useState } from 'react';
import { ChevronDown, ChevronRight, Copy, Image, List, Trash2, Type } from 'lucide-react';
import { Button, Card, Input } from '@inspection/ui';
import { addField, fieldCountLabel, moveField, pasteField, removeField, updateField, type MoveDirection } from '@inspection/forms-domain';
import { type EditorField, type EditorSection, type FieldType } from '@inspection/form-template-model';
import type { TemplateEditorActions } from './use-template-editor';
import { MoveButtons } from './move-buttons';
import { IconButton } from './icon-button';
import { FieldCard } from './field-card';

export interface FieldActions {
  change(fieldId: string, update: (field: EditorField) => EditorField): void;
  remove(fieldId: string): void;
  move(fieldId: string, direction: MoveDirection): void;
  copy(field: EditorField): void;
  paste(afterFieldId: string): void;
}

interface SectionCardProps {
  section: EditorSection;
  index: number;
  count: number;
  readOnly: boolean;
  copiedField: EditorField | null;
  actions: TemplateEditorActions;
}

const ADD_FIELD_BUTTONS: Array<{ type: FieldType; label: string; icon: typeof Type }> = [
  { type: 'text', label: 'Add Text Field', icon: Type },
  { type: 'dropdown', label: 'Add Dropdown', icon: List },
  { type: 'image', label: 'Add Image Upload', icon: Image },
];

export const SectionCard = memo(function SectionCard({
  section,
  index,
  count,
  readOnly,
  copiedField,
  actions,
}: SectionCardProps) {
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  const sectionId = section.id;
  const change = actions.changeSection;

  const fieldActions = useFieldActions(sectionId, change, actions.copyField, copiedField);
  const title = section.title || `Section ${index + 1}`;

  return (
    <Card className="overflow-hidden" data-testid="section-card" aria-label={`Section: ${title}`} role="group">
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-100 bg-slate-50 px-3 py-2 sm:flex-nowrap">
        <IconButton
          label={open ? `Collapse ${title}` : `Expand ${title}`}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <ChevronDown /> : <ChevronRight />}
        </IconButton>
        <Input
          aria-label="Section title"
          placeholder="Section title"
          value={section.title}
          readOnly={readOnly}
          onChange={(e) => change(sectionId, (s) => ({ ...s, title: e.target.value }))}
          className="min-w-0 flex-1 basis-48 font-medium"
        />
        <span className="shrink-0 text-sm text-slate-500" data-testid="field-count">
          {fieldCountLabel(section.fields.length)}
        </span>
        {!readOnly && (
          <div className="flex shrink-0 items-center gap-1">
            <MoveButtons noun="section" index={index} count={count} onMove={(d) => actions.moveSection(sectionId, d)} />
            <Button variant="ghost" size="sm" onClick={() => actions.duplicateSection(sectionId)}>
              <Copy aria-hidden="true" />
              Duplicate Section
            </Button>
            <IconButton
              label="Delete section"
              className="text-red-600 hover:bg-red-50"
              onClick={() => actions.removeSection(sectionId)}
            >
              <Trash2 />
            </IconButton>
          </div>
        )}
      </div>
      {open && (
        <div id={bodyId} className="flex flex-col gap-3 p-3 sm:p-4">
          {section.fields.map((field, i) => (
            <FieldCard
              key={field.id}
              field={field}
              index={i}
              count={section.fields.length}
              readOnly={readOnly}
              canPaste={copiedField !== null}
              actions={fieldActions}
            />
          ))}
          {section.fields.length === 0 && <p className="text-sm text-slate-500">No fields in this section yet.</p>}
          {!readOnly && (
            <div className="flex flex-wrap gap-2">
              {ADD_FIELD_BUTTONS.map(({ type, label, icon: Icon }) => (
                <Button key={type} variant="outline" size="sm" onClick={() => change(sectionId, (s) => addField(s, type))}>
                  <Icon aria-hidden="true" />
                  {label}
                </Button>
              ))}
            </div>
          )}
        </div>
      )}
    </Card>
  );
});

function useFieldActions(
  sectionId: string,
  change: TemplateEditorActions['changeSection'],
  copy: TemplateEditorActions['copyField'],
  copiedField: EditorField | null,
): FieldActions {
  const changeField = useCallback<FieldActions['change']>(
    (fieldId, update) => change(sectionId, (s) => updateField(s, fieldId, update)),
    [change, sectionId],
  );
  const remove = useCallback((fieldId: string) => change(sectionId, (s) => removeField(s, fieldId)), [change, sectionId]);
  const move = useCallback(
    (fieldId: string, direction: MoveDirection) => change(sectionId, (s) => moveField(s, fieldId, direction)),
    [change, sectionId],
  );
  const paste = useCallback(
    (afterFieldId: string) => {
      if (copiedField) change(sectionId, (s) => pasteField(s, copiedField, afterFieldId));
    },
    [change, sectionId, copiedField],
  );
  return useMemoObject({ change: changeField, remove, move, copy, paste });
}

function useMemoObject<T extends object>(value: T): T {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => value, Object.values(value));
}
