import { Input } from '@inspection/ui';
import { textAnswer } from '@inspection/inspection-domain';
import { PHONE_INPUT_MAX_LENGTH, phoneInputText } from '@inspection/shared-domain';
import { errorId, inputId, TOUCH, type FieldInputProps } from './field-props';

const INPUT_TYPES = { plain: 'text', email: 'email', phone: 'tel', datetime: 'datetime-local', number: 'number', url: 'url' } as const;

/** Text answers: plain, email, phone (as people write it: digits, spaces, dashes, brackets, a leading +; phone keypad), datetime-local, number, url. */
export function TextFieldInput({ answerKey, field, answer, onChange, error, readOnly }: FieldInputProps) {
  const value = typeof answer?.value === 'string' ? answer.value : answer?.value == null ? '' : String(answer.value);
  const phone = field.inputType === 'phone';
  // The inspector types the customer's phone and email, never their own: no autofill.
  return (
    <Input
      id={inputId(answerKey)}
      type={INPUT_TYPES[field.inputType] ?? 'text'}
      className={`h-11 ${TOUCH}`}
      value={value}
      readOnly={readOnly}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId(answerKey) : undefined}
      {...(phone ? { inputMode: 'tel' as const, maxLength: PHONE_INPUT_MAX_LENGTH, autoComplete: 'off' } : {})}
      {...(field.inputType === 'email' ? { inputMode: 'email' as const, autoComplete: 'off' } : {})}
      onChange={(event) => {
        const next = phone ? phoneInputText(event.target.value) : event.target.value;
        onChange(textAnswer(next, new Date().toISOString()));
      }}
    />
  );
}
