// The staff shell: sidebar, top bar with the Profile menu, and the screen.
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '@inspection/platform';
import { Sheet, SheetContent } from '@inspection/ui';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { ScreenSuspense } from '../remotes/screen-suspense';
import { MAIN_ID, SkipLink } from './skip-link';
import { focusHeading, useFocusHeadingOnNavigation } from './focus-heading-on-navigation';
import { ReleaseFallbackNotice } from './release-fallback-notice';

const DESKTOP_QUERY = '(min-width: 1024px)';
const DRAWER_OVERLAY = { className: 'lg:hidden', 'data-testid': 'sidebar-backdrop' };

export interface AdminLayoutProps {
  /** Called when the pointer or focus reaches a sidebar entry (the console preloads that entry's remote screen). */
  onNavIntent?: (path: string) => void;
}

export default function AdminLayout({ onNavIntent }: AdminLayoutProps) {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const isAdmin = useAuth().user?.isAdmin ?? false;
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigation(mainRef);
  // The drawer's focus trap holds focus until it closes: a link in it that navigated hands focus to the new screen's
  // heading then, instead of the menu button.
  const pathAtOpen = useRef(pathname);
  const drawerFocus = {
    onOpenAutoFocus: () => void (pathAtOpen.current = window.location.pathname),
    onCloseAutoFocus: (event: Event) => {
      const main = mainRef.current;
      if (main && window.location.pathname !== pathAtOpen.current && focusHeading(main)) event.preventDefault();
    },
  };

  // A link in the drawer (or anything else that navigates) closes it.
  useEffect(() => setSidebarOpen(false), [pathname]);

  // Growing past the breakpoint shows the fixed column; drop the overlay (and its scroll lock).
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => query.matches && setSidebarOpen(false);
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);

  // The small-screen drawer is Radix's Dialog (libs/shared/ui's Sheet): focus trap, Escape and the overlay close it, page
  // scroll locked while open, focus back on the menu button after.
  return (
    <Sheet open={sidebarOpen} onOpenChange={setSidebarOpen}>
      <SkipLink />
      <div className="min-h-screen bg-slate-50 lg:flex">
        <div className="hidden bg-slate-900 lg:block lg:shrink-0">
          <Sidebar className="sticky top-0 h-screen" onEntryIntent={onNavIntent} />
        </div>

        <SheetContent className="lg:hidden" overlayProps={DRAWER_OVERLAY} {...drawerFocus}>
          <Sidebar inDrawer onEntryIntent={onNavIntent} />
        </SheetContent>

        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar />
          <ReleaseFallbackNotice isAdmin={isAdmin} />
          <main ref={mainRef} id={MAIN_ID} tabIndex={-1} className="flex-1 p-4 focus:outline-none sm:p-6 lg:p-8">
            <div className="mx-auto w-full max-w-7xl">
              <ScreenSuspense>
                <Outlet />
              </ScreenSuspense>
            </div>
          </main>
        </div>
      </div>
    </Sheet>
  );
}
