// A labelled text input with its error under it, wired for assistive technology (label for, aria-invalid,
// aria-describedby pointing at the error).
import { useId } from 'react';
import { Input, type InputProps } from './input';
import { Label } from './label';

export interface TextFieldProps extends InputProps {
  label: string;
  /** Shown under the input, which is then marked invalid. */
  error?: string;
  /** Adds the red asterisk to the label (independently of the input's own `required`). */
  markRequired?: boolean;
}

export function TextField({ label, error, markRequired, id, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div>
      <Label htmlFor={inputId} required={markRequired}>
        {label}
      </Label>
      <Input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...props} />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
