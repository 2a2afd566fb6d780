import type { ComponentProps } from 'react';
import { cn } from './cn';
import { fieldClasses } from './field-styles';

export type TextareaProps = ComponentProps<'textarea'>;

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return <textarea rows={rows} className={cn(fieldClasses, 'min-h-20 py-2', className)} {...props} />;
}
