import { Loader2 } from 'lucide-react';
import { cn } from './cn';

export interface SpinnerProps {
  className?: string;
  /** Accessible name; 'Loading' by default. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' };

export function Spinner({ className, label = 'Loading', size = 'md' }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={cn('inline-flex items-center justify-center', className)}>
      <Loader2 className={cn('animate-spin text-blue-600', sizes[size])} aria-hidden="true" />
    </span>
  );
}

/** A spinner centred in a block, for a loading page or panel. */
export function PageSpinner({ className, label }: { className?: string; label?: string }) {
  return (
    <div className={cn('flex min-h-48 w-full items-center justify-center', className)}>
      <Spinner size="lg" label={label} />
    </div>
  );
}
