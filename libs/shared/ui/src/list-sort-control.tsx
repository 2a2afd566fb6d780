// How cards sort below 1024 px (docs/architecture/tables.md): the table's headers are not there, so a column and a
// direction are chosen in two native selects (44 px, 16 px text on a phone), with the same TableSort the headers use.
import { useId } from 'react';
import { cn } from './cn';
import { Select } from './select';
import type { SortDirection, TableSort } from './sortable-header';

export interface ListSortControlProps<K extends string> {
  /** The control's name, e.g. 'Sort leads by'. */
  label: string;
  columns: readonly { key: K; label: string }[];
  sort: TableSort<K>;
  onSort: (sort: TableSort<K>) => void;
  className?: string;
}

const DIRECTIONS: { value: SortDirection; label: string }[] = [
  { value: 'ascending', label: 'Ascending' },
  { value: 'descending', label: 'Descending' },
];

export function ListSortControl<K extends string>({ label, columns, sort, onSort, className }: ListSortControlProps<K>) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={`${id}-label`} className={cn('flex flex-wrap items-center gap-2 text-sm', className)}>
      <span id={`${id}-label`} className="font-medium text-slate-700">
        {label}
      </span>
      <Select aria-label="Column" value={sort.key} onChange={(e) => onSort({ ...sort, key: e.target.value as K })} className="w-auto">
        {columns.map((column) => (
          <option key={column.key} value={column.key}>
            {column.label}
          </option>
        ))}
      </Select>
      <Select aria-label="Direction" value={sort.direction} onChange={(e) => onSort({ ...sort, direction: e.target.value as SortDirection })} className="w-auto">
        {DIRECTIONS.map((direction) => (
          <option key={direction.value} value={direction.value}>
            {direction.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
