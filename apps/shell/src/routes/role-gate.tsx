import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { ShieldOff } from 'lucide-react';
import { useAuth } from '@inspection/platform';
import { CONSOLE_ROUTES, inspectionPaths, reportsPaths, roleMayOpen, type ScreenManifest, type StaffRole } from '@inspection/platform-manifest';

export const NO_ACCESS = "You don't have access to this page";

/** Where the console lands (its home, and where sign-in goes): a role that may not open them goes to its own start. */
const LANDING_PATHS: readonly string[] = [CONSOLE_ROUTES.home, reportsPaths.admin.pattern];

/** Where a role starts: an inspector's day, the office's dashboard. */
export function homeOf(role: StaffRole): string {
  return role === 'inspector' ? inspectionPaths.myDay.pattern : CONSOLE_ROUTES.home;
}

/** The page a member of staff sees at a screen their role may not open, with the way back to their own. */
export function NoAccessPage({ role }: { role: StaffRole }) {
  return (
    <section aria-labelledby="no-access" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <ShieldOff className="size-10 text-slate-500" aria-hidden="true" />
      <h1 id="no-access" className="text-xl font-semibold text-slate-900">{NO_ACCESS}</h1>
      <p className="text-sm text-slate-600">Your account cannot open this screen. Ask an admin if you need it.</p>
      <Link
        to={homeOf(role)}
        className="inline-flex min-h-11 items-center rounded-lg bg-blue-600 px-4 text-sm font-semibold text-white hover:bg-blue-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-400"
      >
        {role === 'inspector' ? 'Back to My Day' : 'Back to the dashboard'}
      </Link>
    </section>
  );
}

/**
 * A staff screen for the roles its manifest names: others get the access page (an inspector landing on the
 * console's home or after sign-in goes to their day instead).
 */
export function RoleGate({ screen, path, children }: { screen: Pick<ScreenManifest, 'access' | 'roles'>; path: string; children: ReactNode }) {
  const { user } = useAuth();
  const role = user?.role ?? 'staff';
  if (roleMayOpen(screen, role)) return <>{children}</>;
  if (LANDING_PATHS.includes(path)) return <Navigate to={homeOf(role)} replace />;
  return <NoAccessPage role={role} />;
}
