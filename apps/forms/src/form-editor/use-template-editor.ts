// The editor's working copy of a template, with stable callbacks so memoised sections only
// re-render when their own data changes (large templates stay responsive).
import { useCallback, useMemo, useState } from 'react';
import { addSection, createTemplate, duplicateSection, moveSection, removeSection, updateSection, type MoveDirection } from '@inspection/forms-domain';
import { type EditorField, type EditorSection, type EditorTemplate } from '@inspection/form-template-model';

export type SectionUpdater = (section: EditorSection) => EditorSection;

export interface TemplateEditorActions {
  setTitle(title: string): void;
  setInspectionType(id: string): void;
  addSection(): void;
  changeSection(sectionId: string, update: SectionUpdater): void;
  removeSection(sectionId: string): void;
  moveSection(sectionId: string, direction: MoveDirection): void;
  duplicateSection(sectionId: string): void;
  copyField(field: EditorField): void;
}

export function useTemplateEditor() {
  const [template, setTemplate] = useState<EditorTemplate>(createTemplate);
  const [dirty, setDirty] = useState(false);
  const [copiedField, setCopiedField] = useState<EditorField | null>(null);

  const edit = useCallback((change: (t: EditorTemplate) => EditorTemplate) => {
    setTemplate(change);
    setDirty(true);
  }, []);

  /** Replaces the working copy without marking it changed (after a load or a save). */
  const reset = useCallback((next: EditorTemplate) => {
    setTemplate(next);
    setDirty(false);
  }, []);

  /** Server-side changes that are not edits (status, updated_at). */
  const patchSaved = useCallback((patch: Partial<Pick<EditorTemplate, 'status' | 'updatedAt'>>) => {
    setTemplate((t) => ({ ...t, ...patch }));
  }, []);

  const actions = useMemo<TemplateEditorActions>(
    () => ({
      setTitle: (title) => edit((t) => ({ ...t, title })),
      setInspectionType: (inspectionTypeId) => edit((t) => ({ ...t, inspectionTypeId })),
      addSection: () => edit((t) => addSection(t)),
      changeSection: (sectionId, update) => edit((t) => updateSection(t, sectionId, update)),
      removeSection: (sectionId) => edit((t) => removeSection(t, sectionId)),
      moveSection: (sectionId, direction) => edit((t) => moveSection(t, sectionId, direction)),
      duplicateSection: (sectionId) => edit((t) => duplicateSection(t, sectionId)),
      copyField: (field) => setCopiedField(field),
    }),
    [edit],
  );

  return { template, dirty, copiedField, actions, reset, patchSaved, markClean: () => setDirty(false) };
}
