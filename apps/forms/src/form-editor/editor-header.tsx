import { Button, PageHeader } from '@inspection/ui';
import type { EditorMode } from '@inspection/forms-domain';
import { editorHeading, saveButtonLabel } from './editor-labels';

interface EditorHeaderProps {
  mode: EditorMode;
  saving: boolean;
  onCancel(): void;
  onSave(): void;
}

/** The heading by mode, Cancel, and Save Template / Update Template while the template is editable. */
export function EditorHeader({ mode, saving, onCancel, onSave }: EditorHeaderProps) {
  return (
    <PageHeader
      title={editorHeading(mode)}
      actions={
        <>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          {mode !== 'view' && (
            <Button onClick={onSave} loading={saving}>
              {saveButtonLabel(mode)}
            </Button>
          )}
        </>
      }
    />
  );
}
