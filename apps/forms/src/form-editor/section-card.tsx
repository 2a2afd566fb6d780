import { memo, useId, useState } from 'react';
import { ChevronDown, ChevronRight, Copy, Image, List, Trash2, Type } from 'lucide-react';
import { Button, Card, Input } from '@inspection/ui';
import { fieldCountLabel, type FormEditorDispatch } from '@inspection/forms-domain';
import { type EditorSection, type FieldType } from '@inspection/forms-template-model';
import { MoveButtons } from './move-buttons';
import { IconButton } from './icon-button';
import { FieldCard } from './field-card';
import { sectionAnchorId } from './jump-to-section';

interface SectionCardProps {
  section: EditorSection;
  index: number;
  count: number;
  readOnly: boolean;
  canPaste: boolean;
  dispatch: FormEditorDispatch;
}

const ADD_FIELD_BUTTONS: Array<{ type: FieldType; label: string; icon: typeof Type }> = [
  { type: 'text', label: 'Add Text Field', icon: Type },
  { type: 'dropdown', label: 'Add Dropdown', icon: List },
  { type: 'image', label: 'Add Image Upload', icon: Image },
];

/** One section: its title and buttons, and (unless collapsed) its fields. Re-renders only when its own props change. */
export const SectionCard = memo(function SectionCard({ section, index, count, readOnly, canPaste, dispatch }: SectionCardProps) {
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  const sectionId = section.id;
  const title = section.title || `Section ${index + 1}`;

  return (
    // The outline's jump target: focusable by script only, clear of the sticky top bar (jump-to-section.ts).
    <Card
      id={sectionAnchorId(sectionId)}
      tabIndex={-1}
      className="scroll-mt-20 overflow-hidden focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
      data-testid="section-card"
      aria-label={`Section: ${title}`}
      role="group"
    >
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
          onChange={(e) => dispatch({ type: 'sectionRenamed', sectionId, title: e.target.value })}
          className="min-w-0 flex-1 basis-48 font-medium"
        />
        <span className="shrink-0 text-sm text-slate-500" data-testid="field-count">
          {fieldCountLabel(section.fields.length)}
        </span>
        {!readOnly && <SectionButtons sectionId={sectionId} index={index} count={count} dispatch={dispatch} />}
      </div>
      {open && (
        <div id={bodyId} className="flex flex-col gap-3 p-3 sm:p-4">
          {section.fields.map((field, i) => (
            <FieldCard
              key={field.id}
              sectionId={sectionId}
              field={field}
              index={i}
              count={section.fields.length}
              readOnly={readOnly}
              canPaste={canPaste}
              dispatch={dispatch}
            />
          ))}
          {section.fields.length === 0 && <p className="text-sm text-slate-500">No fields in this section yet.</p>}
          {!readOnly && (
            <div className="flex flex-wrap gap-2">
              {ADD_FIELD_BUTTONS.map(({ type, label, icon: Icon }) => (
                <Button
                  key={type}
                  variant="outline"
                  size="sm"
                  onClick={() => dispatch({ type: 'fieldAdded', sectionId, fieldType: type })}
                >
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

interface SectionButtonsProps {
  sectionId: string;
  index: number;
  count: number;
  dispatch: FormEditorDispatch;
}

function SectionButtons({ sectionId, index, count, dispatch }: SectionButtonsProps) {
  return (
    <div className="flex shrink-0 items-center gap-1">
      <MoveButtons
        noun="section"
        index={index}
        count={count}
        onMove={(direction) => dispatch({ type: 'sectionMoved', sectionId, direction })}
      />
      <Button variant="ghost" size="sm" onClick={() => dispatch({ type: 'sectionDuplicated', sectionId })}>
        <Copy aria-hidden="true" />
        Duplicate Section
      </Button>
      <IconButton
        label="Delete section"
        className="text-red-600 hover:bg-red-50"
        onClick={() => dispatch({ type: 'sectionRemoved', sectionId })}
      >
        <Trash2 />
      </IconButton>
    </div>
  );
}
