// A value cut to its column's width with an ellipsis (docs/architecture/tables.md): the whole value shows on hover
// (title) and while keyboard focus is in its row (a row with `group/row` unfolds it); screen readers read it whole,
// since the cut is drawn by CSS only.
import type { ComponentProps } from 'react';
import { cn } from './cn';

export interface TruncatedTextProps extends Omit<ComponentProps<'span'>, 'children' | 'title'> {
  children: string | null | undefined;
  /** Shown when there is no value. */
  empty?: string;
}

export function TruncatedText({ children, empty = '—', className, ...props }: TruncatedTextProps) {
  const text = children?.trim() ? children : empty;
  return (
    <span
      title={children?.trim() ? text : undefined}
      className={cn('block min-w-0 truncate group-focus-within/row:whitespace-normal group-focus-within/row:break-words', className)}
      {...props}
    >
      {text}
    </span>
  );
}
