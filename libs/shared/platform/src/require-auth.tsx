import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { CONSOLE_ROUTES } from '@inspection/platform-manifest';
import { useAuth } from './use-auth';

/**
 * Protected wrapper: 'Loading...' until the auth state is known, then the children (or the nested
 * route's <Outlet/>) for a signed-in user, else a redirect to /login that replaces history.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) {
    return (
      <div role="status" className="flex min-h-screen items-center justify-center text-sm text-slate-500">
        Loading...
      </div>
    );
  }
  if (!isAuthenticated) return <Navigate to={CONSOLE_ROUTES.login} replace />;
  return <>{children ?? <Outlet />}</>;
}
