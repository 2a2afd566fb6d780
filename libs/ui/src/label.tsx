import type { ComponentProps } from 'react';
import { cn } from './cn';

export interface LabelProps extends ComponentProps<'label'> {
  /** Adds a red asterisk (hidden from screen readers; mark the control itself `required`). */
  required?: boolean;
}

export function Label({ className, required, children, ...props }: LabelProps) {
  return (
    <label className={cn('mb-1.5 block text-sm font-medium text-slate-700', className)} {...props}>
      {children}
      {required && (
        <span className="ml-0.5 text-red-600" aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}
