import { DndContext, closestCenter, type DragEndEvent } from '@dnd-kit/core';
import { restrictToVerticalAxis } from './restrict-to-vertical-axis';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Plus } from 'lucide-react';
import { Button } from '@inspection/ui';
import { addOption, removeOption, reorderOptions, updateOption } from '@inspection/forms-domain';
import { type EditorField } from '@inspection/forms-template-model';
import { OPTION_AUTO_SCROLL, useOptionSensors } from './option-sensors';
import { OptionRow } from './option-row';

interface DropdownOptionsProps {
  field: EditorField;
  readOnly: boolean;
  onChange(update: (f: EditorField) => EditorField): void;
}

const announcements = {
  onDragStart: () => 'Picked up option. Use the arrow keys to move it, space to drop, escape to cancel.',
  onDragOver: () => 'Option moved.',
  onDragEnd: () => 'Option dropped.',
  onDragCancel: () => 'Reordering cancelled.',
};

export function DropdownOptions({ field, readOnly, onChange }: DropdownOptionsProps) {
  const sensors = useOptionSensors();

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onChange((f) => reorderOptions(f, String(active.id), String(over.id)));
  };

  return (
    <div className="mt-2">
      <p className="mb-1 text-sm font-medium text-slate-700">Options</p>
      {field.options.length > 0 && (
        <div className="mb-1 hidden grid-cols-[2.5rem_1fr_6rem_2.5rem] gap-2 px-1 text-xs font-medium text-slate-500 sm:grid">
          <span />
          <span>Label</span>
          <span>Score</span>
          <span />
        </div>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={[restrictToVerticalAxis]}
        autoScroll={OPTION_AUTO_SCROLL}
        onDragEnd={onDragEnd}
        accessibility={{ announcements }}
      >
        <SortableContext items={field.options.map((o) => o.id)} strategy={verticalListSortingStrategy}>
          <ul className="flex flex-col gap-1.5">
            {field.options.map((option, i) => (
              <OptionRow
                key={option.id}
                option={option}
                position={i + 1}
                readOnly={readOnly}
                onChange={(patch) => onChange((f) => updateOption(f, option.id, patch))}
                onRemove={() => onChange((f) => removeOption(f, option.id))}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      {!readOnly && (
        <Button variant="outline" size="sm" className="mt-2" onClick={() => onChange((f) => addOption(f))}>
          <Plus aria-hidden="true" />
          Add Option
        </Button>
      )}
    </div>
  );
}
