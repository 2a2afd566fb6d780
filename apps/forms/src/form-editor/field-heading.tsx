import type { ReactNode } from 'react';
import { Badge, Checkbox, Input, cn } from '@inspection/ui';
import type { EditorField } from '@inspection/forms-template-model';
import { FIELD_TYPE_LABELS } from './field-type-label';

interface FieldHeadingProps {
  field: EditorField;
  /** 'Field' for a section's field, 'Sub-field' for a child field: names the title input. */
  noun: 'Field' | 'Sub-field';
  readOnly: boolean;
  update(u: (f: EditorField) => EditorField): void;
  /** The row's own buttons (move, copy, delete), shown only while the template is editable. */
  children?: ReactNode;
}

/** The first line of a field or sub-field: its type, its title and Required, then its buttons. */
export function FieldHeading({ field, noun, readOnly, update, children }: FieldHeadingProps) {
  const isChild = noun === 'Sub-field';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge variant={isChild ? 'outline' : 'info'} className="shrink-0">
        {FIELD_TYPE_LABELS[field.type]}
      </Badge>
      <Input
        aria-label={`${noun} title`}
        placeholder={`${noun} title`}
        value={field.title}
        readOnly={readOnly}
        onChange={(e) => update((f) => ({ ...f, title: e.target.value }))}
        className={cn('min-w-0 flex-1', isChild ? 'basis-40' : 'basis-48')}
      />
      <Checkbox
        label="Required"
        checked={field.required}
        disabled={readOnly}
        onChange={(e) => update((f) => ({ ...f, required: e.target.checked }))}
      />
      {!readOnly && children}
    </div>
  );
}
