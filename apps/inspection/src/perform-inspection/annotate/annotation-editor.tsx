// 'Annotate' on a photo: a full-screen editor (tablet first) for arrows, ellipses, pen strokes and text labels in three
// colours, with undo, redo and deleting a mark. 'Done' hands the marks back as the photo's annotations (coordinates
// relative to the photo); the photo file itself never changes.
import { useState } from 'react';
import { ANNOTATION_COLORS, type PhotoAnnotation } from '@inspection/shared-domain';
import { Button, Dialog, DialogContent, DialogTitle, Input } from '@inspection/ui';
import { AnnotationStage } from './annotation-stage';
import { AnnotationToolbar, type AnnotationTool } from './annotation-toolbar';
import { useMarkHistory } from './use-mark-history';

export const NEED_LABEL = 'Type the label, then tap the photo where it goes';

interface Props {
  src: string;
  title: string;
  marks: PhotoAnnotation[];
  onSave: (marks: PhotoAnnotation[]) => void;
  onClose: () => void;
}

export function AnnotationEditor({ src, title, marks: initial, onSave, onClose }: Props) {
  const history = useMarkHistory(initial);
  const [tool, setTool] = useState<AnnotationTool>('arrow');
  const [color, setColor] = useState<string>(ANNOTATION_COLORS[0].value);
  const [label, setLabel] = useState('');
  const [hint, setHint] = useState<string | null>(null);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="full" hideClose aria-describedby={undefined} className="flex h-dvh max-h-dvh w-screen max-w-none flex-col gap-2 rounded-none border-0 bg-slate-950 p-2 sm:p-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <DialogTitle className="text-base font-semibold text-white">{`Annotate ${title}`}</DialogTitle>
          <div className="flex gap-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => onSave(history.marks)}>Done</Button>
          </div>
        </div>
        <AnnotationToolbar
          tool={tool}
          color={color}
          onTool={(next) => {
            setTool(next);
            setHint(null);
          }}
          onColor={setColor}
          canUndo={history.canUndo}
          canRedo={history.canRedo}
          onUndo={history.undo}
          onRedo={history.redo}
        />
        {tool === 'text' && (
          <Input aria-label="Label text" placeholder="Label, e.g. Dent" value={label} maxLength={200} onChange={(event) => setLabel(event.target.value)} className="max-w-sm" />
        )}
        {hint && (
          <p role="alert" className="text-sm text-amber-300">
            {hint}
          </p>
        )}
        <div className="flex min-h-0 flex-1 items-center justify-center overflow-hidden">
          <AnnotationStage
            src={src}
            alt={title}
            marks={history.marks}
            tool={tool}
            color={color}
            label={label}
            onAdd={(mark) => {
              history.change([...history.marks, mark]);
              setHint(null);
            }}
            onDelete={(index) => history.change(history.marks.filter((_, other) => other !== index))}
            onNeedLabel={() => setHint(NEED_LABEL)}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
