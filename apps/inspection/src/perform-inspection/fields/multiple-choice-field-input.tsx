import { Checkbox, cn } from '@inspection/ui';
import { chosenLabels, dropdownAnswer, toggleChoice } from '@inspection/inspection-domain';
import { errorId, inputId, labelId, type FieldInputProps } from './field-props';

/**
 * A dropdown saved with 'Allow Multiple Selection': every option is a 44 px toggle, so an inspector taps the
 * conditions that apply without opening a list. The answer holds every chosen label (see dropdownAnswer).
 */
export function MultipleChoiceFieldInput({ answerKey, field, answer, onChange, error, readOnly }: FieldInputProps) {
  const chosen = chosenLabels(answer);
  const choose = (label: string) => onChange(dropdownAnswer(field, toggleChoice(chosen, label), new Date().toISOString()));
  return (
    <div
      id={inputId(answerKey)}
      role="group"
      aria-labelledby={labelId(answerKey)}
      aria-describedby={error ? errorId(answerKey) : undefined}
      className="flex flex-wrap gap-2"
    >
      {field.options.map((option) => {
        const checked = chosen.includes(option.label);
        return (
          <Checkbox
            key={option.id}
            label={option.label}
            checked={checked}
            disabled={readOnly}
            aria-invalid={error ? true : undefined}
            onChange={() => choose(option.label)}
            className={cn(
              'min-h-11 rounded-md border px-3 text-base sm:text-sm',
              checked ? 'border-blue-600 bg-blue-50 text-blue-900' : 'border-slate-300 bg-white',
            )}
          />
        );
      })}
    </div>
  );
}
