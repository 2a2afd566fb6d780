import { useId } from 'react';
import { Label, Select } from '@inspection/ui';
import { FORM_STATUSES } from '@inspection/forms-domain';
import { type FormStatus } from '@inspection/forms-template-model';

interface StatusControlProps {
  status: FormStatus;
  disabled: boolean;
  onChoose(status: FormStatus): void;
}

export function StatusControl({ status, disabled, onChoose }: StatusControlProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="mb-0">
        Status
      </Label>
      <Select
        id={id}
        value={status}
        disabled={disabled}
        onChange={(e) => onChoose(e.target.value as FormStatus)}
        className="w-36"
      >
        {FORM_STATUSES.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
