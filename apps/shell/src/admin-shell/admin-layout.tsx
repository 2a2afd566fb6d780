// The staff shell: sidebar, top bar with the Profile menu, and the screen.
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useDismiss } from './use-dismiss';
import { useBodyScrollLock } from './use-body-scroll-lock';
import { ScreenSuspense } from '../remotes/screen-suspense';

const MOBILE_SIDEBAR_ID = 'admin-mobile-sidebar';
const DESKTOP_QUERY = '(min-width: 1024px)';

export interface AdminLayoutProps {
  /** Called when the pointer or focus reaches a sidebar entry (the console preloads that entry's remote screen). */
  onNavIntent?: (path: string) => void;
}

export default function AdminLayout({ onNavIntent }: AdminLayoutProps) {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const { pathname } = useLocation();
  const drawerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = () => setSidebarOpen(false);
  // The toggle is excluded so that its own click toggles rather than closing and reopening.
  useDismiss(sidebarOpen, [drawerRef, toggleRef], close);
  useBodyScrollLock(sidebarOpen);

  useEffect(close, [pathname]);

  // Growing past the breakpoint shows the fixed column; drop the overlay (and its scroll lock).
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => query.matches && setSidebarOpen(false);
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);

  return (
    <div className="min-h-screen bg-slate-50 lg:flex">
      <div className="hidden bg-slate-900 lg:block lg:shrink-0">
        <Sidebar className="sticky top-0 h-screen" onEntryIntent={onNavIntent} />
      </div>

      {sidebarOpen && (
        <div className="fixed inset-0 z-40 lg:hidden">
          <div className="absolute inset-0 bg-slate-900/50" aria-hidden="true" data-testid="sidebar-backdrop" />
          <div ref={drawerRef} className="relative h-full w-64 max-w-[85vw] shadow-xl">
            <Sidebar id={MOBILE_SIDEBAR_ID} onClose={close} onEntryIntent={onNavIntent} />
          </div>
        </div>
      )}

      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar
          sidebarOpen={sidebarOpen}
          onToggleSidebar={() => setSidebarOpen((open) => !open)}
          toggleRef={toggleRef}
          sidebarId={MOBILE_SIDEBAR_ID}
        />
        <main className="flex-1 p-4 sm:p-6 lg:p-8">
          <div className="mx-auto w-full max-w-7xl">
            <ScreenSuspense>
              <Outlet />
            </ScreenSuspense>
          </div>
        </main>
      </div>
    </div>
  );
}
