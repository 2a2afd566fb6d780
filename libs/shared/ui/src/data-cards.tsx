// The small-screen form of a list (docs/architecture/tables.md): below 1024 px each row is a card in a plain list
// (ul/li, no table roles), with the row's main value as its heading line, the rest as short lines, and the same actions.
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { FRESH_ROW_CLASS } from './fresh-row';

export function DataCardList({ className, ...props }: ComponentProps<'ul'>) {
  return <ul className={cn('flex flex-col gap-2', className)} {...props} />;
}

export interface DataCardProps extends Omit<ComponentProps<'li'>, 'title'> {
  /** The main value (a link that opens the row, or text). */
  title: ReactNode;
  /** Beside the title: a status badge. */
  badge?: ReactNode;
  /** Buttons and links of the row, at the card's foot. */
  actions?: ReactNode;
}

/** One row as a card: title and badge, then the children (short lines), then the actions; `data-fresh` tints a new one. */
export function DataCard({ title, badge, actions, children, className, ...props }: DataCardProps) {
  return (
    <li className={cn('group/row min-w-0 rounded-xl border border-slate-200 bg-white p-3 text-sm', FRESH_ROW_CLASS, className)} {...props}>
      <div className="flex min-w-0 items-center justify-between gap-2">
        <div className="min-w-0 font-medium text-slate-900">{title}</div>
        {badge}
      </div>
      {children && <div className="mt-1 flex min-w-0 flex-col gap-0.5 text-slate-600">{children}</div>}
      {actions && <div className="mt-2 flex flex-wrap items-center gap-2">{actions}</div>}
    </li>
  );
}
