import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Optional visible label; the whole row is then clickable (44 px high below lg, 40 px above). */
  label?: ReactNode;
}

export function Checkbox({ className, label, id, ...props }: CheckboxProps) {
  const box = (
    <input
      type="checkbox"
      id={id}
      className={cn(
        // 24 px alone below lg: the smallest touch target; a laptop's pointer gets 20 px.
        'size-6 shrink-0 cursor-pointer rounded border-slate-300 accent-blue-600 lg:size-5',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2',
        'disabled:cursor-not-allowed disabled:opacity-60',
        !label && className,
      )}
      {...props}
    />
  );
  if (!label) return box;
  return (
    <label className={cn('inline-flex min-h-11 cursor-pointer items-center gap-2.5 text-sm text-slate-800 lg:min-h-10', className)}>
      {box}
      <span>{label}</span>
    </label>
  );
}
