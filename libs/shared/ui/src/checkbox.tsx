import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Optional visible label; the whole row is then clickable (≥ 40px high). */
  label?: ReactNode;
}

export function Checkbox({ className, label, id, ...props }: CheckboxProps) {
  const box = (
    <input
      type="checkbox"
      id={id}
      className={cn(
        'size-5 shrink-0 cursor-pointer rounded border-slate-300 accent-blue-600',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2',
        'disabled:cursor-not-allowed disabled:opacity-60',
        !label && className,
      )}
      {...props}
    />
  );
  if (!label) return box;
  return (
    <label className={cn('inline-flex min-h-10 cursor-pointer items-center gap-2.5 text-sm text-slate-800', className)}>
      {box}
      <span>{label}</span>
    </label>
  );
}
