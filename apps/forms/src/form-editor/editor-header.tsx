import { PageHeader } from '@inspection/ui';
import type { EditorMode } from '@inspection/forms-domain';
import { editorHeading } from './editor-labels';

/** The heading by mode; Cancel and Save are in the save bar that stays in view (editor-save-bar.tsx). */
export function EditorHeader({ mode }: { mode: EditorMode }) {
  return <PageHeader title={editorHeading(mode)} className="mb-4" />;
}
