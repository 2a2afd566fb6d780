import type { ReactNode } from 'react';
import { AlertCircle } from 'lucide-react';
import { cn } from './cn';

export interface ErrorBoxProps {
  /** Optional bold first line. */
  title?: ReactNode;
  /** The error message. */
  children?: ReactNode;
  /** e.g. a Retry button. */
  action?: ReactNode;
  className?: string;
}

/** Red box announcing an error (role=alert). */
export function ErrorBox({ title, children, action, className }: ErrorBoxProps) {
  return (
    <div
      role="alert"
      className={cn('flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800', className)}
    >
      <AlertCircle className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="break-words">{children}</div>}
        {action && <div className="mt-2">{action}</div>}
      </div>
    </div>
  );
}
