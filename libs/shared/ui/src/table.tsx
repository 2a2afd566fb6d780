import type { ComponentProps } from 'react';
import { cn } from './cn';
import { FRESH_ROW_CLASS } from './fresh-row';

/**
 * Which edge a cell sticks to while the table scrolls sideways: the first column ('start') and the actions ('end')
 * stay in view (logical sides, so right to left works too). The background hides the cells passing beneath.
 */
export type StickySide = 'start' | 'end';
export const stickyCellClass = (side?: StickySide) =>
  side === 'start' ? 'sticky start-0 z-[1] bg-inherit' : side === 'end' ? 'sticky end-0 z-[1] bg-inherit' : '';

/** A table in a bordered frame that scrolls sideways only when its columns cannot shrink further. */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div className="w-full overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className={cn('w-full border-collapse text-left text-sm', className)} {...props} />
    </div>
  );
}

export function TableHead({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-slate-50 text-xs uppercase tracking-wide text-slate-500', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-slate-100 bg-white', className)} {...props} />;
}

/** `group/row`: a TruncatedText in the row unfolds while focus is in the row; `data-fresh` tints a new row a while. */
export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('group/row bg-inherit hover:bg-slate-50', FRESH_ROW_CLASS, className)} {...props} />;
}

export function TableHeaderCell({ className, sticky, ...props }: ComponentProps<'th'> & { sticky?: StickySide }) {
  return <th scope="col" className={cn('bg-slate-50 px-4 py-3 font-medium', stickyCellClass(sticky), className)} {...props} />;
}

export function TableCell({ className, sticky, ...props }: ComponentProps<'td'> & { sticky?: StickySide }) {
  return <td className={cn('px-4 py-3 text-slate-700', stickyCellClass(sticky), className)} {...props} />;
}
