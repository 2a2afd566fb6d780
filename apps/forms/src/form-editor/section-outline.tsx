import { useRef } from 'react';
import { ListTree } from 'lucide-react';
import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger, cn } from '@inspection/ui';
import { jumpTo, type OutlineEntry } from './jump-to-section';

/**
 * From the lg breakpoint: the form's outline beside it, sticky below the console's top bar, one button per part of
 * the form (Tab and Enter, or a tap).
 */
export function SectionOutline({ entries }: { entries: OutlineEntry[] }) {
  return (
    <nav aria-label="Form outline" className="hidden lg:sticky lg:top-20 lg:block lg:max-h-[calc(100vh-11rem)] lg:self-start lg:overflow-y-auto">
      <h2 className="mb-2 px-2 text-xs font-semibold uppercase tracking-wide text-slate-500">Jump to</h2>
      <ol className="flex flex-col gap-0.5">
        {entries.map((entry) => (
          <li key={entry.anchorId}>
            <button
              type="button"
              onClick={() => jumpTo(entry.anchorId)}
              className="flex min-h-9 w-full cursor-pointer items-baseline justify-between gap-2 rounded-md px-2 py-1.5 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
            >
              <span className="min-w-0 truncate" title={entry.label}>
                {entry.label}
              </span>
              {entry.detail && <span className="shrink-0 text-xs text-slate-500">{entry.detail}</span>}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Below the lg breakpoint: 'Sections' in the save bar opens the same outline as a menu (arrow keys, typeahead, touch). */
export function SectionJumpMenu({ entries, className }: { entries: OutlineEntry[]; className?: string }) {
  // The jump waits for the menu to close: while open, the menu keeps focus inside itself.
  const pending = useRef<string | null>(null);
  const onCloseAutoFocus = (event: Event) => {
    if (!pending.current) return;
    event.preventDefault();
    jumpTo(pending.current);
    pending.current = null;
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className={cn('lg:hidden', className)}>
          <ListTree aria-hidden="true" />
          {/* An icon alone on a phone, so the bar's buttons share one row; its name stays 'Sections'. */}
          <span className="sr-only sm:not-sr-only">Sections</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" side="top" className="max-h-[60vh] overflow-y-auto" onCloseAutoFocus={onCloseAutoFocus}>
        {entries.map((entry) => (
          <DropdownMenuItem key={entry.anchorId} onSelect={() => (pending.current = entry.anchorId)} className="justify-between">
            <span className="min-w-0 truncate">{entry.label}</span>
            {entry.detail && <span className="shrink-0 text-xs text-slate-500">{entry.detail}</span>}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
