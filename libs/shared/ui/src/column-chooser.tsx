// 'Columns': a menu of the table's optional columns, each a checkbox item (docs/architecture/tables.md). The menu
// stays open while columns are ticked; Escape closes it and focus returns to its button.
import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import { Check, Columns3 } from 'lucide-react';
import { Button } from './button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from './dropdown-menu';
import type { OptionalColumn } from './use-remembered-columns';

export interface ColumnChooserProps<K extends string> {
  columns: readonly OptionalColumn<K>[];
  isShown: (key: K) => boolean;
  setShown: (key: K, shown: boolean) => void;
  /** The button's text. */
  label?: string;
}

export function ColumnChooser<K extends string>({ columns, isShown, setShown, label = 'Columns' }: ColumnChooserProps<K>) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <Columns3 aria-hidden="true" /> {label}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent aria-label={label} className="w-56">
        {columns.map((column) => (
          <MenuPrimitive.CheckboxItem
            key={column.key}
            checked={isShown(column.key)}
            onCheckedChange={(checked) => setShown(column.key, checked === true)}
            onSelect={(event) => event.preventDefault()}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 lg:min-h-9"
          >
            <span className="flex size-4 items-center justify-center rounded border border-slate-400" aria-hidden="true">
              <MenuPrimitive.ItemIndicator>
                <Check className="size-3.5 text-blue-700" />
              </MenuPrimitive.ItemIndicator>
            </span>
            {column.label}
          </MenuPrimitive.CheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
