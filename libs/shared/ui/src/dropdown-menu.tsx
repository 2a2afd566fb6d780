// A menu opened from a button (Radix DropdownMenu): outside click, Escape (focus back to the button), arrow keys and
// typeahead come with it.
import type { ComponentProps } from 'react';
import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import { cn } from './cn';

export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

export function DropdownMenuContent({ className, sideOffset = 8, align = 'end', ...props }: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        className={cn('z-40 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg', className)}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof MenuPrimitive.Item>) {
  return (
    <MenuPrimitive.Item
      className={cn(
        'flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-md px-3 text-left text-sm text-slate-700 outline-none',
        'data-[highlighted]:bg-slate-100',
        className,
      )}
      {...props}
    />
  );
}

export const DropdownMenuLabel = MenuPrimitive.Label;
export const DropdownMenuSeparator = MenuPrimitive.Separator;
