import { Menu } from 'lucide-react';
import { SheetTrigger } from '@inspection/ui';
import { LiveIndicator } from './live-indicator';
import { ProfileMenu } from './profile-menu';

/** The bar above the screen; on small screens its menu button opens the sidebar drawer (the enclosing Sheet). */
export function TopBar() {
  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6">
      <SheetTrigger
        aria-label="Toggle sidebar"
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 lg:hidden"
      >
        <Menu className="size-5" aria-hidden="true" />
      </SheetTrigger>
      <p className="min-w-0 flex-1 truncate text-sm font-medium text-slate-500">Vehicle Inspection Console</p>
      <LiveIndicator />
      <ProfileMenu />
    </header>
  );
}
