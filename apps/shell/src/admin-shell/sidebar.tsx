import { NavLink, useLocation } from 'react-router-dom';
import { ClipboardCheck, X } from 'lucide-react';
import { SheetClose, SheetTitle, cn } from '@inspection/ui';
import { CONSOLE_ROUTES } from '@inspection/platform-manifest';
import { useAuth } from '@inspection/platform';
import { isAlsoActive, navItemsFor } from './nav-items';

export interface SidebarProps {
  /** Rendered inside the small-screen drawer (a Sheet): its heading names the drawer, and a close button sits next to it. */
  inDrawer?: boolean;
  /** The pointer or focus reached an entry: a chance to start loading its screen before the click. */
  onEntryIntent?: (path: string) => void;
  className?: string;
}

/** 'Admin Panel' navigation: the same content in the desktop column and the small-screen overlay. */
export function Sidebar({ inDrawer, onEntryIntent, className }: SidebarProps) {
  const { pathname } = useLocation();
  const items = navItemsFor(useAuth().user?.role ?? 'staff');
  const heading = <h2 className="flex-1 text-base font-semibold text-white">Admin Panel</h2>;
  return (
    <aside aria-label="Admin Panel" className={cn('flex h-full w-64 flex-col bg-slate-900 text-slate-300', className)}>
      <div className="flex h-16 shrink-0 items-center gap-3 border-b border-white/10 px-5">
        <span className="flex size-9 items-center justify-center rounded-lg bg-blue-600 text-white">
          <ClipboardCheck className="size-5" aria-hidden="true" />
        </span>
        {inDrawer ? <SheetTitle asChild>{heading}</SheetTitle> : heading}
        {inDrawer && (
          <SheetClose
            aria-label="Close sidebar"
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-400 hover:bg-white/10 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-400"
          >
            <X className="size-5" aria-hidden="true" />
          </SheetClose>
        )}
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === CONSOLE_ROUTES.home}
                onPointerEnter={() => onEntryIntent?.(item.to)}
                onFocus={() => onEntryIntent?.(item.to)}
                className={({ isActive }) =>
                  cn(
                    'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-400',
                    isActive || isAlsoActive(item, pathname)
                      ? 'bg-blue-600 text-white shadow-sm'
                      : 'hover:bg-white/5 hover:text-white',
                  )
                }
              >
                <item.icon className="size-5 shrink-0" aria-hidden="true" />
                <span>{item.label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
