import type { ComponentProps } from 'react';
import { cn } from './cn';
import { fieldClasses } from './field-styles';

export type InputProps = ComponentProps<'input'>;

export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input type={type} className={cn(fieldClasses, 'h-11 lg:h-10', className)} {...props} />;
}
