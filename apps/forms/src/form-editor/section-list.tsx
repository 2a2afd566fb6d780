import { Plus } from 'lucide-react';
import { Button } from '@inspection/ui';
import type { EditorSection } from '@inspection/forms-template-model';
import type { FormEditorDispatch } from '@inspection/forms-domain';
import { SectionCard } from './section-card';

interface SectionListProps {
  sections: EditorSection[];
  readOnly: boolean;
  canPaste: boolean;
  dispatch: FormEditorDispatch;
}

/** The template's sections in order, and Add Section while it is editable. */
export function SectionList({ sections, readOnly, canPaste, dispatch }: SectionListProps) {
  return (
    <div className="flex flex-col gap-4">
      {sections.map((section, index) => (
        <SectionCard
          key={section.id}
          section={section}
          index={index}
          count={sections.length}
          readOnly={readOnly}
          canPaste={canPaste}
          dispatch={dispatch}
        />
      ))}
      {sections.length === 0 && readOnly && <p className="text-sm text-slate-500">This template has no sections.</p>}
      {!readOnly && (
        <Button variant="outline" size="lg" className="w-full border-dashed" onClick={() => dispatch({ type: 'sectionAdded' })}>
          <Plus aria-hidden="true" />
          Add Section
        </Button>
      )}
    </div>
  );
}
