import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from './cn';
import { fieldClasses } from './field-styles';

export type SelectProps = ComponentProps<'select'>;

/** A native <select>, styled: keyboard, touch and test friendly. Pass <option>s as children. */
export function Select({ className, children, ...props }: SelectProps) {
  return (
    <div className="relative">
      <select className={cn(fieldClasses, 'h-11 lg:h-10 cursor-pointer appearance-none pe-9', className)} {...props}>
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
    </div>
  );
}
