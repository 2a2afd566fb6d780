import type { ComponentProps } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cn } from './cn';

// A panel that slides in from the left edge over the page: Radix's Dialog (focus trap, Escape and a press on the
// overlay close it, page scroll locked, focus back on the trigger) laid out as a full-height side drawer.
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;
/** The sheet's accessible name; wrap an existing heading with `asChild`. */
export const SheetTitle = DialogPrimitive.Title;

export interface SheetContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  overlayProps?: ComponentProps<typeof DialogPrimitive.Overlay>;
}

/** The drawer itself, at the left edge; a sheet has no description unless it passes `aria-describedby`. */
export function SheetContent({ className, overlayProps, children, ...props }: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay {...overlayProps} className={cn('fixed inset-0 z-50 bg-slate-900/50', overlayProps?.className)} />
      <DialogPrimitive.Content
        aria-describedby={undefined}
        className={cn('fixed inset-y-0 left-0 z-50 h-full w-64 max-w-[85vw] shadow-xl focus:outline-none', className)}
        {...props}
      >
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
