import { Select } from '@inspection/ui';
import { dropdownAnswer } from '@inspection/inspection-domain';
import { errorId, inputId, TOUCH, type FieldInputProps } from './field-props';

/** A dropdown answer records the chosen option's label and score and the field's max score. */
export function DropdownFieldInput({ answerKey, field, answer, onChange, error, readOnly }: FieldInputProps) {
  const value = typeof answer?.value === 'string' ? answer.value : '';
  return (
    <Select
      id={inputId(answerKey)}
      className={`h-11 ${TOUCH}`}
      value={value}
      disabled={readOnly}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId(answerKey) : undefined}
      onChange={(event) => onChange(dropdownAnswer(field, event.target.value, new Date().toISOString()))}
    >
      <option value="" disabled>
        Select an option
      </option>
      {field.options.map((option) => (
        <option key={option.id} value={option.label}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}
