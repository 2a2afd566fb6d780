// Headers that sort (docs/architecture/tables.md): the header cell carries aria-sort, a button inside it sorts
// (Enter or Space, as any button), and the arrow shows the direction. A second press on the sorted column reverses it.
import type { ComponentProps } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from './cn';
import { stickyCellClass, type StickySide } from './table';

export type SortDirection = 'ascending' | 'descending';
export interface TableSort<K extends string = string> {
  key: K;
  direction: SortDirection;
}

/** The sort after a press on `key`'s header: the same column reverses; another starts at its first direction. */
export function nextSort<K extends string>(current: TableSort<K> | null, key: K, first: SortDirection = 'ascending'): TableSort<K> {
  if (current?.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: first };
}

/** aria-sort of `key`'s header: only the sorted column says how. */
export const ariaSort = <K extends string>(sort: TableSort<K> | null, key: K) => (sort?.key === key ? sort.direction : 'none');

export interface SortButtonProps extends Omit<ComponentProps<'button'>, 'onClick' | 'children'> {
  label: string;
  /** The column's direction when it is the sorted one. */
  direction?: SortDirection;
  onSort: () => void;
}

/** The button inside a sortable header cell (use it in a `th` or a `role="columnheader"` of a grid table). */
export function SortButton({ label, direction, onSort, className, ...props }: SortButtonProps) {
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={onSort}
      className={cn(
        '-mx-1 inline-flex min-h-6 max-w-full flex-wrap items-center gap-x-1 rounded px-1 text-left hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600',
        direction && 'text-slate-900',
        className,
      )}
      {...props}
    >
      {label}
      <Icon aria-hidden="true" className={cn('size-3.5 shrink-0', !direction && 'opacity-40')} />
    </button>
  );
}

export interface SortableHeaderCellProps<K extends string> extends Omit<ComponentProps<'th'>, 'children'> {
  label: string;
  sortKey: K;
  sort: TableSort<K> | null;
  onSort: (next: TableSort<K>) => void;
  /** The direction of a first press (dates often start with the latest). */
  firstDirection?: SortDirection;
  sticky?: StickySide;
}

/** A `th` that sorts its column: `<SortableHeaderCell label="Name" sortKey="name" sort={sort} onSort={setSort} />`. */
export function SortableHeaderCell<K extends string>({ label, sortKey, sort, onSort, firstDirection, sticky, className, ...props }: SortableHeaderCellProps<K>) {
  return (
    <th scope="col" aria-sort={ariaSort(sort, sortKey)} className={cn('bg-slate-50 px-4 py-3 font-medium', stickyCellClass(sticky), className)} {...props}>
      <SortButton label={label} direction={sort?.key === sortKey ? sort.direction : undefined} onSort={() => onSort(nextSort(sort, sortKey, firstDirection))} />
    </th>
  );
}
