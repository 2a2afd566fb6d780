// The editor's tools: arrow, ellipse, pen, text label and delete; three colours; undo and redo. Icons with labels
// for assistive technology, in two groups that each stay whole: one row on a tablet, two even rows on a phone.
import { ArrowUpRight, Circle, Eraser, PenLine, Redo2, Type, Undo2 } from 'lucide-react';
import { ANNOTATION_COLORS } from '@inspection/shared-domain';
import { cn } from '@inspection/ui';

export type AnnotationTool = 'arrow' | 'ellipse' | 'freehand' | 'text' | 'delete';

const TOOLS: { tool: AnnotationTool; label: string; Icon: typeof Circle }[] = [
  { tool: 'arrow', label: 'Arrow', Icon: ArrowUpRight },
  { tool: 'ellipse', label: 'Ellipse', Icon: Circle },
  { tool: 'freehand', label: 'Pen', Icon: PenLine },
  { tool: 'text', label: 'Text', Icon: Type },
  { tool: 'delete', label: 'Delete a mark', Icon: Eraser },
];

const button = 'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 text-sm font-medium disabled:opacity-40';

interface Props {
  tool: AnnotationTool;
  color: string;
  onTool: (tool: AnnotationTool) => void;
  onColor: (color: string) => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
}

export function AnnotationToolbar({ tool, color, onTool, onColor, canUndo, canRedo, onUndo, onRedo }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-x-1 gap-y-1 max-sm:justify-between" role="toolbar" aria-label="Annotation tools">
      <div className="flex items-center gap-1 max-sm:w-full max-sm:justify-between" role="group" aria-label="Marks">
        {TOOLS.map(({ tool: value, label, Icon }) => (
          <button
            key={value}
            type="button"
            aria-pressed={tool === value}
            aria-label={label}
            title={label}
            onClick={() => onTool(value)}
            className={cn(button, tool === value ? 'bg-white text-slate-900' : 'text-white hover:bg-white/15')}
          >
            <Icon className="size-5" aria-hidden="true" />
          </button>
        ))}
      </div>
      <span className="mx-1 h-8 w-px bg-white/30 max-sm:hidden" aria-hidden="true" />
      <div className="flex items-center gap-1 max-sm:w-full max-sm:justify-between" role="group" aria-label="Colour and history">
        {ANNOTATION_COLORS.map(({ name, value }) => (
          <button
            key={value}
            type="button"
            aria-pressed={color === value}
            aria-label={name}
            title={name}
            onClick={() => onColor(value)}
            className={cn(button, 'p-0')}
          >
            <span
              className={cn('size-7 rounded-full border-2', color === value ? 'border-white ring-2 ring-white/60' : 'border-white/40')}
              style={{ backgroundColor: value }}
            />
          </button>
        ))}
        <span className="mx-1 h-8 w-px bg-white/30" aria-hidden="true" />
        <button type="button" aria-label="Undo" title="Undo" disabled={!canUndo} onClick={onUndo} className={cn(button, 'text-white hover:bg-white/15')}>
          <Undo2 className="size-5" aria-hidden="true" />
        </button>
        <button type="button" aria-label="Redo" title="Redo" disabled={!canRedo} onClick={onRedo} className={cn(button, 'text-white hover:bg-white/15')}>
          <Redo2 className="size-5" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
