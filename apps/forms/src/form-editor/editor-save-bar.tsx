import { Button, cn } from '@inspection/ui';
import type { EditorMode } from '@inspection/forms-domain';
import { saveButtonLabel, saveStateLabel } from './editor-labels';
import type { OutlineEntry } from './jump-to-section';
import { SectionJumpMenu } from './section-outline';

interface EditorSaveBarProps {
  mode: EditorMode;
  dirty: boolean;
  saving: boolean;
  outline: OutlineEntry[];
  onCancel(): void;
  onSave(): void;
}

/**
 * The editor's actions, stuck to the bottom of the screen however long the form: whether there are unsaved changes,
 * Cancel, and Save Template / Update Template while the template is editable; below lg also the section outline
 * (docs/areas/forms.md#the-editor).
 */
export function EditorSaveBar({ mode, dirty, saving, outline, onCancel, onSave }: EditorSaveBarProps) {
  const unsaved = mode !== 'view' && dirty;
  return (
    <div
      role="region"
      aria-label="Save bar"
      data-testid="editor-save-bar"
      className="sticky bottom-0 z-20 mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-t-xl border border-b-0 border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur sm:bottom-3 sm:mb-3 sm:rounded-xl sm:border-b"
    >
      {/* On a phone the words take a row of their own while editing; 'Read-only' shares its row with Cancel. */}
      <p
        className={cn('flex min-w-0 flex-1 items-center gap-2 text-sm text-slate-600', mode !== 'view' && 'basis-full sm:basis-0')}
        data-testid="save-state"
        aria-live="polite"
      >
        <span aria-hidden="true" className={cn('size-2.5 shrink-0 rounded-full', unsaved ? 'bg-amber-500' : 'bg-slate-300')} />
        {saveStateLabel(mode, dirty)}
      </p>
      {outline.length > 0 && <SectionJumpMenu entries={outline} />}
      <div className="ml-auto flex items-center gap-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        {mode !== 'view' && (
          <Button onClick={onSave} loading={saving}>
            {saveButtonLabel(mode)}
          </Button>
        )}
      </div>
    </div>
  );
}
