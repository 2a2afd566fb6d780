import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDown, KeyRound, LogOut, UserRound } from 'lucide-react';
import { useAuth } from '@inspection/auth';
import { cn } from '@inspection/ui';
import { useDismiss } from './use-dismiss';

const itemClasses =
  'flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-md px-3 text-left text-sm text-slate-700 ' +
  'hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none';

/** The 'Profile' button and its menu: Change Password and Logout. Closes on an outside click and Escape. */
export function ProfileMenu() {
  const { user, logout } = useAuth();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const menuRef = useRef<HTMLDivElement>(null);

  useDismiss(open, [rootRef], (reason) => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  });

  // Arrow keys move between the menu's items, as in any menu.
  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items[(index + step + items.length) % items.length]?.focus();
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          setOpen(true);
          requestAnimationFrame(() => menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus());
        }}
        className={cn(
          'inline-flex h-10 items-center gap-2 rounded-lg px-2 text-sm font-medium text-slate-700 transition-colors sm:px-3',
          'hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500',
          open && 'bg-slate-100',
        )}
      >
        <span className="flex size-8 items-center justify-center rounded-full bg-blue-100 text-blue-700" aria-hidden="true">
          <UserRound className="size-4" />
        </span>
        <span>Profile</span>
        <ChevronDown className={cn('size-4 text-slate-400 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          onKeyDown={onMenuKeyDown}
          role="menu"
          aria-label="Profile"
          className="absolute right-0 z-40 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          {user?.email && (
            <div className="border-b border-slate-100 px-3 pb-2.5 pt-2" role="presentation">
              <p className="text-xs text-slate-500">Signed in as</p>
              <p className="truncate text-sm font-medium text-slate-900">{user.email}</p>
            </div>
          )}
          <div className="pt-1">
            <Link to="/change-password" role="menuitem" className={itemClasses} onClick={() => setOpen(false)}>
              <KeyRound className="size-4 text-slate-500" aria-hidden="true" />
              Change Password
            </Link>
            <button
              type="button"
              role="menuitem"
              className={cn(itemClasses, 'text-red-700 hover:bg-red-50 focus-visible:bg-red-50')}
              onClick={() => {
                setOpen(false);
                void logout();
              }}
            >
              <LogOut className="size-4" aria-hidden="true" />
              Logout
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
