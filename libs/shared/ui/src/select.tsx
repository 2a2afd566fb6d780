import type { ComponentProps } from 'react';
import { cn } from './cn';
import { fieldClasses } from './field-styles';

export type SelectProps = ComponentProps<'select'>;

// The chevron is the select's own background image, on its inline end, not an icon element beside it: a form of 60
// dropdowns then creates 60 elements instead of 240 (docs/benchmarks/inspection.md).
const chevron =
  'bg-[url(data:image/svg+xml,%3Csvg%20xmlns=%27http://www.w3.org/2000/svg%27%20viewBox=%270%200%2024%2024%27%20fill=%27none%27%20stroke=%27%2364748b%27%20stroke-width=%272%27%20stroke-linecap=%27round%27%20stroke-linejoin=%27round%27%3E%3Cpath%20d=%27m6%209%206%206%206-6%27/%3E%3C/svg%3E)] ' +
  'bg-no-repeat bg-size-[1rem] bg-position-[right_0.75rem_center] rtl:bg-position-[left_0.75rem_center]';

/** A native <select>, styled: keyboard, touch and test friendly. Pass <option>s as children. */
export function Select({ className, children, ...props }: SelectProps) {
  return (
    <select className={cn(fieldClasses, 'h-11 lg:h-10 cursor-pointer appearance-none pe-9', chevron, className)} {...props}>
      {children}
    </select>
  );
}
