import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Trash2 } from 'lucide-react';
import { Input, cn } from '@inspection/ui';
import type { EditorOption } from '@inspection/forms-template-model';
import { IconButton } from './icon-button';

interface OptionRowProps {
  option: EditorOption;
  position: number;
  readOnly: boolean;
  onChange(patch: Partial<Pick<EditorOption, 'label' | 'score'>>): void;
  onRemove(): void;
}

export function OptionRow({ option, position, readOnly, onChange, onRemove }: OptionRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: option.id,
    disabled: readOnly,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'grid grid-cols-[2.5rem_1fr_5rem_2.5rem] items-center gap-2 rounded-md bg-white sm:grid-cols-[2.5rem_1fr_6rem_2.5rem]',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-blue-400',
      )}
      data-testid="dropdown-option"
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={cn(
          'flex size-10 touch-none items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-700',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500',
          readOnly ? 'cursor-default opacity-40' : 'cursor-grab active:cursor-grabbing',
        )}
        {...attributes}
        {...listeners}
        aria-label={`Reorder option ${position}${option.label ? ` (${option.label})` : ''}`}
        disabled={readOnly}
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
      <Input
        aria-label="Label"
        placeholder="Label"
        value={option.label}
        readOnly={readOnly}
        onChange={(e) => onChange({ label: e.target.value })}
      />
      <Input
        aria-label="Score"
        placeholder="Score"
        type="number"
        inputMode="decimal"
        value={Number.isFinite(option.score) ? String(option.score) : ''}
        readOnly={readOnly}
        onChange={(e) => onChange({ score: e.target.value === '' ? 0 : Number(e.target.value) })}
      />
      {!readOnly ? (
        <IconButton label="Delete option" className="text-red-600 hover:bg-red-50" onClick={onRemove}>
          <Trash2 />
        </IconButton>
      ) : (
        <span />
      )}
    </li>
  );
}
