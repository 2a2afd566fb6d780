import type { ComponentProps } from 'react';
import { cn } from './cn';

export interface LabelProps extends ComponentProps<'label'> {
  /** Adds a red asterisk; mark the control itself `required` too. */
  required?: boolean;
}

// The asterisk is CSS generated content, so the label's text (and tests' getByLabelText) stays exact.
export function Label({ className, required, ...props }: LabelProps) {
  return (
    <label
      className={cn(
        'mb-1.5 block text-sm font-medium text-slate-700',
        required && "after:ms-0.5 after:text-red-600 after:content-['*']",
        className,
      )}
      {...props}
    />
  );
}
