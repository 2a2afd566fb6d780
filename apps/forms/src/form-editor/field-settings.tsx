import { useId } from 'react';
import { Checkbox, Label, Select } from '@inspection/ui';
import { TEXT_INPUT_TYPES } from '@inspection/forms-domain';
import { type EditorField, type TextInputType } from '@inspection/forms-template-model';
import { DropdownOptions } from './dropdown-options';

interface FieldSettingsProps {
  field: EditorField;
  readOnly: boolean;
  onChange(update: (f: EditorField) => EditorField): void;
}

/** The type-specific settings of a field or sub-field. */
export function FieldSettings({ field, readOnly, onChange }: FieldSettingsProps) {
  const inputTypeId = useId();
  if (field.type === 'text') {
    return (
      <div className="mt-2 max-w-xs">
        <Label htmlFor={inputTypeId}>Input Type</Label>
        <Select
          id={inputTypeId}
          value={field.inputType}
          disabled={readOnly}
          onChange={(e) => onChange((f) => ({ ...f, inputType: e.target.value as TextInputType }))}
        >
          {TEXT_INPUT_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </Select>
      </div>
    );
  }
  if (field.type === 'image') {
    return (
      <div className="mt-1">
        <Checkbox
          label="Allow Multiple Images"
          checked={field.allowMultiple}
          disabled={readOnly}
          onChange={(e) => onChange((f) => ({ ...f, allowMultiple: e.target.checked }))}
        />
      </div>
    );
  }
  return (
    <div className="mt-1">
      <Checkbox
        label="Allow Multiple Selection"
        checked={field.multiple}
        disabled={readOnly}
        onChange={(e) => onChange((f) => ({ ...f, multiple: e.target.checked }))}
      />
      <DropdownOptions field={field} readOnly={readOnly} onChange={onChange} />
    </div>
  );
}
