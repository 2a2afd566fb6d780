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
    // On a phone the label sits above the two selects, which share the width; from 640 px all three are one line.
    <div role="group" aria-labelledby={`${id}-label`} className={cn('flex flex-col gap-1.5 text-sm sm:flex-row sm:items-center sm:gap-2', className)}>
      <span id={`${id}-label`} className="font-medium text-slate-700">
        {label}
      </span>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Select aria-label="Column" value={sort.key} onChange={(e) => onSort({ ...sort, key: e.target.value as K })} className="sm:w-44">
          {columns.map((column) => (
            <option key={column.key} value={column.key}>
              {column.label}
            </option>
          ))}
        </Select>
        <Select aria-label="Direction" value={sort.direction} onChange={(e) => onSort({ ...sort, direction: e.target.value as SortDirection })} className="sm:w-40">
          {DIRECTIONS.map((direction) => (
            <option key={direction.value} value={direction.value}>
              {direction.label}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
