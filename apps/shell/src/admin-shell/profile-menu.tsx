import { Link } from 'react-router-dom';
import { ChevronDown, KeyRound, LogOut, UserRound } from 'lucide-react';
import { useAuth } from '@inspection/platform';
import { CONSOLE_ROUTES } from '@inspection/platform-manifest';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger, cn } from '@inspection/ui';

/** The 'Profile' button and its menu: Change Password and Logout. */
export function ProfileMenu() {
  const { user, logout } = useAuth();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className={cn(
          'group inline-flex h-11 lg:h-10 items-center gap-2 rounded-lg px-2 text-sm font-medium text-slate-700 transition-colors sm:px-3',
          'hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 data-[state=open]:bg-slate-100',
        )}
      >
        <span className="flex size-8 items-center justify-center rounded-full bg-blue-100 text-blue-700" aria-hidden="true">
          <UserRound className="size-4" />
        </span>
        <span>Profile</span>
        <ChevronDown className="size-4 text-slate-400 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent aria-label="Profile" loop>
        {user?.email && (
          <DropdownMenuLabel className="border-b border-slate-100 px-3 pb-2.5 pt-2">
            <span className="block text-xs text-slate-500">Signed in as</span>
            <span className="block truncate text-sm font-medium text-slate-900">{user.email}</span>
          </DropdownMenuLabel>
        )}
        <div className="pt-1">
          <DropdownMenuItem asChild>
            <Link to={CONSOLE_ROUTES.changePassword}>
              <KeyRound className="size-4 text-slate-500" aria-hidden="true" />
              Change Password
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem className="text-red-700 data-[highlighted]:bg-red-50" onSelect={() => void logout()}>
            <LogOut className="size-4" aria-hidden="true" />
            Logout
          </DropdownMenuItem>
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
