// The console's route table, derived from the remotes' manifests and served by a data router: it is what lets a
// screen block a navigation (the form editor's unsaved-changes guard catches the browser's Back button too, through
// useBlocker).
import { Navigate, Outlet, Route, createBrowserRouter, createRoutesFromElements } from 'react-router-dom';
import { AuthProvider, RequireAuth } from '@inspection/platform';
import { PageSpinner } from '@inspection/ui';
import { CONSOLE_ROUTES, manifestRoutes, type ManifestRoute, type RemoteManifest } from '@inspection/platform-manifest';
import LoginPage from '../login/login-page';
import AdminLayout from '../admin-shell/admin-layout';
import ChangePasswordPage from '../change-password/change-password-page';
import { RemoteScreen } from '../remotes/remote-screen';
import { ScreenSuspense } from '../remotes/screen-suspense';
import { WarmUpHold } from '../offline/warm-up-hold';
import { REMOTE_MANIFESTS } from './remote-manifests';
import { preloadSidebarScreen } from './sidebar-preload';
import { IdlePrefetch } from './idle-prefetch';
import { RoleGate } from './role-gate';
import { screenLoader } from './screen-prefetch';

/** Every route sits under the auth provider, which navigates (to /login after a logout) and so needs the router. */
function Root() {
  return (
    <AuthProvider>
      <WarmUpHold />
      <ScreenSuspense>
        <Outlet />
      </ScreenSuspense>
    </AuthProvider>
  );
}

function screenRoute(route: ManifestRoute) {
  const { remote, screen, path } = route;
  const element = <RemoteScreen remote={remote} module={screen.module} />;
  return (
    <Route
      key={path}
      path={path}
      // The loader starts the screen's code and its declared reads as the navigation starts, and waits for the code;
      // until then, on the page's first load, the frame shows and the screen's place a spinner.
      loader={screenLoader(route)}
      hydrateFallbackElement={<PageSpinner label="Loading module" />}
      element={screen.access === 'staff' ? <RoleGate screen={screen} path={path}>{element}</RoleGate> : element}
    />
  );
}

/** The route table for the given manifests: open pages, staff pages outside the frame, staff pages in the frame. */
export function createAppRoutes(manifests: readonly RemoteManifest[]) {
  const routes = manifestRoutes(manifests);
  const open = routes.filter((route) => route.screen.access === 'open' && route.screen.layout === 'outside');
  const staffOutside = routes.filter((route) => route.screen.access === 'staff' && route.screen.layout === 'outside');
  const inFrame = routes.filter((route) => route.screen.layout === 'staff-shell');
  return createRoutesFromElements(
    <Route element={<Root />}>
      <Route path={CONSOLE_ROUTES.login} element={<LoginPage />} />
      {open.map(screenRoute)}
      <Route element={<RequireAuth />}>{staffOutside.map(screenRoute)}</Route>
      <Route
        element={
          <RequireAuth>
            <IdlePrefetch />
            <AdminLayout onNavIntent={preloadSidebarScreen} />
          </RequireAuth>
        }
      >
        <Route path={CONSOLE_ROUTES.changePassword} element={<ChangePasswordPage />} />
        {inFrame.map(screenRoute)}
      </Route>
      <Route path="*" element={<Navigate to={CONSOLE_ROUTES.home} replace />} />
    </Route>,
  );
}

export const appRoutes = createAppRoutes(REMOTE_MANIFESTS);

export const createAppRouter = () => createBrowserRouter(appRoutes);
